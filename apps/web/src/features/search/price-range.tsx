import { useId, useState } from 'react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@labshop/domain/constants';

type PriceRangeProps = {
  min: number;
  max: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
};

const STEP = 10;
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** The slider's top means "and above" (the API reads maxPrice 1000 as no upper limit). */
export function formatSliderPrice(value: number): string {
  const text = wholeRupees.format(value);
  return value >= PRICE_FILTER_MAX ? `${text}+` : text;
}

/** Two labelled sliders from ₹0 to ₹1,000+; the lower never passes the upper. */
export function PriceRange(props: PriceRangeProps) {
  // The thumbs follow the pointer at once; the URL (and so the props) catch up a moment later.
  const [range, setRange] = useState({ min: props.min, max: props.max });
  const [fromProps, setFromProps] = useState({ min: props.min, max: props.max });
  if (fromProps.min !== props.min || fromProps.max !== props.max) {
    setFromProps({ min: props.min, max: props.max });
    setRange({ min: props.min, max: props.max });
  }
  const { min, max } = range;
  const onChange = (next: { minPrice: number; maxPrice: number }) => {
    setRange({ min: next.minPrice, max: next.maxPrice });
    props.onChange(next);
  };
  return (
    <div className="space-y-3">
      <p className="price text-sm font-medium text-slate-900" aria-live="polite">
        {formatSliderPrice(min)} – {formatSliderPrice(max)}
      </p>
      <PriceSlider
        label="Minimum price"
        value={min}
        onChange={(value) => onChange({ minPrice: Math.min(value, max), maxPrice: max })}
      />
      <PriceSlider
        label="Maximum price"
        value={max}
        onChange={(value) => onChange({ minPrice: min, maxPrice: Math.max(value, min) })}
      />
    </div>
  );
}

function PriceSlider(props: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div>
      <div className="flex justify-between text-xs text-slate-600">
        <label htmlFor={id}>{props.label}</label>
        <span className="price">{formatSliderPrice(props.value)}</span>
      </div>
      <input
        id={id}
        type="range"
        min={PRICE_FILTER_MIN}
        max={PRICE_FILTER_MAX}
        step={STEP}
        value={props.value}
        aria-valuetext={formatSliderPrice(props.value)}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="h-6 w-full cursor-pointer accent-primary-700"
      />
    </div>
  );
}
