import { Check, Circle, X } from 'lucide-react';
import {
  trackerSteps,
  type OrderStatus,
  type StatusTimestamps,
} from '@labshop/domain/order-status';
import { formatOrderTime } from '../../components/date-time.ts';

type OrderTrackerProps = { currentStatus: OrderStatus; timestamps: StatusTimestamps };

const STATE_LABEL = { completed: 'completed', pending: 'pending', cancelled: 'cancelled' } as const;

/**
 * The four delivery steps: completed up to the current one, pending after it, all cancelled
 * when the order is (orders-and-invoices.md). A list, so screen readers read it step by step.
 */
export function OrderTracker({ currentStatus, timestamps }: OrderTrackerProps) {
  const steps = trackerSteps(currentStatus, timestamps);
  return (
    <ol aria-label="Order progress" className="grid grid-cols-4 gap-1">
      {steps.map((step, index) => {
        const isCompleted = step.state === 'completed';
        const isCancelled = step.state === 'cancelled';
        const Icon = isCancelled ? X : isCompleted ? Check : Circle;
        return (
          <li
            key={step.status}
            data-state={step.state}
            aria-label={`${step.label}: ${STATE_LABEL[step.state]}`}
            className="relative flex flex-col items-center text-center"
          >
            {index > 0 && (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2 ${
                  isCompleted ? 'bg-primary-600' : isCancelled ? 'bg-danger-200' : 'bg-slate-200'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-8 items-center justify-center rounded-full border-2 ${
                isCompleted
                  ? 'border-primary-600 bg-primary-600 text-white'
                  : isCancelled
                    ? 'border-danger-600 bg-danger-50 text-danger-700'
                    : 'border-slate-300 bg-white text-slate-300'
              }`}
            >
              <Icon className={isCompleted || isCancelled ? 'size-4' : 'size-2.5 fill-current'} />
            </span>
            <span
              className={`mt-2 text-xs font-medium sm:text-sm ${
                isCancelled ? 'text-danger-700' : isCompleted ? 'text-slate-900' : 'text-slate-500'
              }`}
            >
              {step.label}
            </span>
            {isCompleted && step.at && (
              <time dateTime={step.at} className="mt-0.5 text-[11px] text-slate-500 sm:text-xs">
                {formatOrderTime(step.at, 'short')}
              </time>
            )}
          </li>
        );
      })}
    </ol>
  );
}
