import { useId, useState } from 'react';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '@labshop/domain/constants';
import { formatWholeRupees } from '@labshop/domain/money';
import { PRICE_BANDS } from './filter-params.ts';

type PriceRangeProps = {
  /** Rupees. */
  min: number;
  /** Rupees; PRICE_FILTER_MAX means no upper limit. */
  max: number;
  onChange: (range: { minPrice: number; maxPrice: number }, isSliding: boolean) => void;
};

const STEP = 10;

/** The slider's top means "and above" (the API reads maxPrice 1000 as no upper limit). */
export function formatSliderPrice(value: number): string {
  const text = formatWholeRupees(value);
  return value >= PRICE_FILTER_MAX ? `${text}+` : text;
}

/** The chosen range in words, bands beyond the slider included. */
function describeRange(min: number, max: number): string {
  if (max !== PRICE_FILTER_MAX) return `${formatWholeRupees(min)} – ${formatWholeRupees(max)}`;
  if (min > PRICE_FILTER_MAX) return `${formatWholeRupees(min)} and above`;
  return `${formatSliderPrice(min)} – ${formatSliderPrice(PRICE_FILTER_MAX)}`;
}

const toSlider = (value: number) => Math.min(PRICE_FILTER_MAX, value);

/**
 * Price bands for the catalog's real prices, then the spec's two sliders from ₹0 to ₹1,000+.
 * A band beyond the slider leaves its thumbs at the ends; moving a thumb goes back to the
 * slider's own range.
 */
export function PriceRange(props: PriceRangeProps) {
  const bandName = useId();
  // The thumbs follow the pointer at once; the URL (and so the props) catch up a moment later.
  const [range, setRange] = useState({ min: props.min, max: props.max });
  const [fromProps, setFromProps] = useState({ min: props.min, max: props.max });
  if (fromProps.min !== props.min || fromProps.max !== props.max) {
    setFromProps({ min: props.min, max: props.max });
    setRange({ min: props.min, max: props.max });
  }
  const sliderMin = toSlider(range.min);
  const sliderMax = toSlider(range.max);
  const slide = (minPrice: number, maxPrice: number) => {
    setRange({ min: minPrice, max: maxPrice });
    props.onChange({ minPrice, maxPrice }, true);
  };
  const pickBand = (minPrice: number, maxPrice: number) => {
    setRange({ min: minPrice, max: maxPrice });
    props.onChange({ minPrice, maxPrice }, false);
  };
  const isAnyPrice = range.min === PRICE_FILTER_MIN && range.max === PRICE_FILTER_MAX;
  return (
    <div className="space-y-4">
      <div className="space-y-0.5" role="radiogroup" aria-label="Price band">
        <BandRadio
          name={bandName}
          label="Any price"
          isChecked={isAnyPrice}
          onPick={() => pickBand(PRICE_FILTER_MIN, PRICE_FILTER_MAX)}
        />
        {PRICE_BANDS.map((band) => (
          <BandRadio
            key={band.label}
            name={bandName}
            label={band.label}
            isChecked={range.min === band.minPrice && range.max === band.maxPrice}
            onPick={() => pickBand(band.minPrice, band.maxPrice)}
          />
        ))}
      </div>
      <div className="space-y-3">
        <p className="price text-sm font-medium text-slate-900" aria-live="polite">
          {describeRange(range.min, range.max)}
        </p>
        <PriceSlider
          label="Minimum price"
          value={sliderMin}
          onChange={(value) => slide(Math.min(value, sliderMax), sliderMax)}
        />
        <PriceSlider
          label="Maximum price"
          value={sliderMax}
          onChange={(value) => slide(sliderMin, Math.max(value, sliderMin))}
        />
      </div>
    </div>
  );
}

function BandRadio(props: { name: string; label: string; isChecked: boolean; onPick: () => void }) {
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2 rounded px-1 text-sm text-slate-700 hover:bg-slate-50">
      <input
        type="radio"
        name={props.name}
        checked={props.isChecked}
        onChange={props.onPick}
        className="size-4 accent-primary-700"
      />
      <span className="price">{props.label}</span>
    </label>
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
