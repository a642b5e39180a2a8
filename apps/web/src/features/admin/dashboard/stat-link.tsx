import type { ComponentType, ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

type StatLinkProps = {
  to: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Something is waiting: the card draws the eye. */
  isUrgent?: boolean;
};

/** One figure as a card that opens the list behind it. */
export function StatLink({ to, label, value, hint, icon: Icon, isUrgent = false }: StatLinkProps) {
  return (
    <Link
      to={to}
      className={`group flex min-h-28 min-w-0 flex-col rounded-ui border bg-white p-3 sm:p-4 shadow-card hover:border-primary-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 ${
        isUrgent ? 'border-sale-200' : 'border-slate-200'
      }`}
    >
      <span className="flex items-start gap-2 text-sm font-medium text-slate-600">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${isUrgent ? 'text-sale-600' : 'text-primary-700'}`}
        />
        {label}
        <ChevronRight
          aria-hidden="true"
          className="mt-0.5 ml-auto size-4 shrink-0 text-slate-400 group-hover:text-primary-700"
        />
      </span>
      <span className="mt-2 text-2xl font-semibold text-slate-900 tabular-nums">{value}</span>
      {hint && <span className="mt-1 text-xs text-slate-500">{hint}</span>}
    </Link>
  );
}
