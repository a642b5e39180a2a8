import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { CircleAlert } from 'lucide-react';

export const inputClass =
  'block w-full rounded-ui border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 hover:border-slate-400 focus:border-primary-600 aria-invalid:border-danger-600 sm:text-sm';

// Only text inputs: a <select> always matches :read-only.
const readOnlyClass = 'read-only:bg-slate-100 read-only:text-slate-600';

/** The message under a field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** A form-level message (server answer or "fill all fields"), announced when it appears. */
export function FormError({
  message,
  className = '',
  isAnnounced = true,
}: {
  message?: string | null;
  className?: string;
  /** False when a transient alert announces the same words at the same moment. */
  isAnnounced?: boolean;
}) {
  const live = isAnnounced ? ({ role: 'alert', 'aria-live': 'assertive' } as const) : {};
  // Hidden while empty so it adds no gap to the form's grid, yet stays in place to announce.
  return (
    <div {...live} className={`empty:hidden ${className}`}>
      {message && (
        <p className="flex items-start gap-2 rounded-ui border border-danger-200 bg-danger-50 px-3 py-2.5 text-sm text-danger-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

type FieldFrame = {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Ids of text elsewhere on the page that also describes the control (a row-wide note). */
  describedBy?: string;
  className?: string;
  /** 'above' puts the error between label and input (the admin product form, back-office.md). */
  errorPosition?: 'above' | 'below';
};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> &
  FieldFrame & {
    ref?: Ref<HTMLInputElement>;
    /** A control inside the input's right edge, e.g. the show/hide password button. */
    trailing?: ReactNode;
  };

/** The ids and aria attributes that tie a control to its label, hint and error. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label above, hint and error below: the one frame every labelled control sits in. */
function Field({
  label,
  error,
  hint,
  describedBy: elsewhere,
  className,
  errorPosition = 'below',
  children,
}: FieldFrame & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(elsewhere, Boolean(hint) && hintId, Boolean(error) && errorId),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {errorPosition === 'above' && <FieldError id={errorId} message={error} />}
      {children(control)}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errorPosition === 'below' && <FieldError id={errorId} message={error} />}
    </div>
  );
}

/** A labelled input with its hint and error linked through aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  describedBy,
  className,
  errorPosition,
  ref,
  trailing,
  ...input
}: TextFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      describedBy={describedBy}
      className={className}
      errorPosition={errorPosition}
    >
      {(control) => (
        <div className="relative mt-1.5">
          <input
            {...input}
            {...control}
            ref={ref}
            className={`${inputClass} ${readOnlyClass} ${trailing ? 'pr-12' : ''}`}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          )}
        </div>
      )}
    </Field>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> &
  FieldFrame & { ref?: Ref<HTMLSelectElement> };

export function SelectField({
  label,
  error,
  hint,
  className,
  errorPosition,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      className={className}
      errorPosition={errorPosition}
    >
      {(control) => (
        <select {...select} {...control} ref={ref} className={`${inputClass} mt-1.5 pr-8`}>
          {children}
        </select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'className'
> & {
  label: ReactNode;
  description?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({
  label,
  description,
  className,
  ref,
  ...input
}: CheckboxFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className={`flex items-start gap-3 ${className ?? ''}`}>
      <input
        {...input}
        id={id}
        ref={ref}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-primary-700"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-sm text-slate-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
