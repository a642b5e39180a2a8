import { BadgeIndianRupee, RotateCcw, Truck, Wrench } from 'lucide-react';
import { POLICY } from '@labshop/domain/constants';

const { processingBusinessDays: processing, deliveryBusinessDays: delivery } = POLICY;

const HIGHLIGHTS = [
  {
    icon: Truck,
    title: 'Delivered across India',
    text: `Processed in ${processing.min}-${processing.max} business days, delivered in ${delivery.min}-${delivery.max}.`,
  },
  {
    icon: RotateCcw,
    title: `${POLICY.returnWindowDays}-day returns`,
    text: `Damaged or wrong items can be returned within ${POLICY.returnWindowDays} days of delivery.`,
  },
  {
    icon: BadgeIndianRupee,
    title: 'EMI options',
    text: 'Spread the cost of larger instruments over monthly instalments.',
  },
  {
    icon: Wrench,
    title: 'Service support',
    text: 'Installation, calibration and repairs, plus refurbished machines with extended warranty.',
  },
] as const;

/** The shop's standing promises beside the home-page introduction. */
export function HomeHighlights() {
  return (
    <ul className="grid gap-px overflow-hidden rounded-ui border border-slate-200 bg-slate-200 shadow-card sm:grid-cols-2">
      {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 bg-white p-5">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
          <div>
            <p className="text-sm font-semibold text-slate-900">{title}</p>
            <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
