import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'h-11 px-5 bg-primary-700 text-white hover:bg-primary-800 disabled:bg-primary-700/60 shadow-sm',
  secondary:
    'h-11 px-5 border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 hover:border-slate-400 disabled:text-slate-400',
  danger: 'h-11 px-5 bg-danger-700 text-white hover:bg-danger-800 disabled:bg-danger-700/60',
  link: 'h-auto p-0 text-primary-700 underline-offset-2 hover:underline disabled:text-slate-400',
};

/** Classes for a button-looking element (also used on links). */
export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `inline-flex items-center justify-center gap-2 rounded-ui text-sm font-semibold disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  /** While true the button is disabled, shows a spinner and reads `busyLabel`. */
  isBusy?: boolean;
  busyLabel?: ReactNode;
  icon?: ReactNode;
};

export function Button({
  variant = 'primary',
  isBusy = false,
  busyLabel,
  icon,
  className = '',
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      className={buttonClass(variant, className)}
    >
      {isBusy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : icon}
      {isBusy && busyLabel ? busyLabel : children}
    </button>
  );
}
