import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { ALERT_DURATION_MS } from '@labshop/domain/constants';

export type AlertType = 'success' | 'error';

/**
 * Something to do about the alert, shown as a link after its text ("Log in"). The provider
 * sits outside the router, so the caller decides how following it navigates.
 */
export type AlertAction = {
  label: string;
  href: string;
  onFollow: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * An alert with an action stays longer than the spec's 3 seconds, and not at all while the
 * pointer or focus is on it: there is something to read and then to press
 * (docs/decisions/021-login-returns-to-the-product.md).
 */
export const ACTION_ALERT_DURATION_MS = 8000;

type Alert = { id: number; type: AlertType; text: string; action?: AlertAction };

type AlertContextValue = {
  showAlert: (type: AlertType, text: string, action?: AlertAction) => void;
  dismissAlert: () => void;
};

const AlertContext = createContext<AlertContextValue | null>(null);

let nextId = 1;

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const [isHeld, setIsHeld] = useState(false);

  const showAlert = useCallback((type: AlertType, text: string, action?: AlertAction) => {
    setIsHeld(false);
    setAlert(action ? { id: nextId++, type, text, action } : { id: nextId++, type, text });
  }, []);
  const dismissAlert = useCallback(() => setAlert(null), []);

  useEffect(() => {
    if (!alert || isHeld) return;
    // A newer alert replaces the old one and gets its own full time; so does one let go of.
    const duration = alert.action ? ACTION_ALERT_DURATION_MS : ALERT_DURATION_MS;
    const timer = window.setTimeout(() => setAlert(null), duration);
    return () => window.clearTimeout(timer);
  }, [alert, isHeld]);

  const value = useMemo(() => ({ showAlert, dismissAlert }), [showAlert, dismissAlert]);

  return (
    <AlertContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4 sm:justify-end sm:px-6">
        {alert && (
          <AlertBanner key={alert.id} alert={alert} onClose={dismissAlert} onHold={setIsHeld} />
        )}
      </div>
    </AlertContext.Provider>
  );
}

type AlertBannerProps = {
  alert: Alert;
  onClose: () => void;
  /** True while the pointer is over an alert with an action, or focus is inside it. */
  onHold: (isHeld: boolean) => void;
};

function AlertBanner({ alert, onClose, onHold }: AlertBannerProps) {
  const isError = alert.type === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  const { action } = alert;
  const holds = action
    ? {
        onMouseEnter: () => onHold(true),
        onMouseLeave: () => onHold(false),
        onFocus: () => onHold(true),
        onBlur: () => onHold(false),
      }
    : {};
  return (
    <div
      {...holds}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-ui border bg-white p-4 shadow-card ${
        isError ? 'border-danger-200' : 'border-primary-200'
      }`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${isError ? 'text-danger-600' : 'text-primary-700'}`}
      />
      <p className="flex-1 text-sm text-slate-800">
        {alert.text}
        {action && (
          <>
            {' '}
            <a
              href={action.href}
              onClick={(event) => {
                action.onFollow(event);
                onClose();
              }}
              className="font-semibold whitespace-nowrap text-primary-700 underline underline-offset-2 hover:text-primary-800"
            >
              {action.label}
            </a>
          </>
        )}
      </p>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close alert"
        className="-m-1 rounded-ui p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * `showAlert('success' | 'error', text)` shows a transient alert for ALERT_DURATION_MS; with an
 * action, for ACTION_ALERT_DURATION_MS, held while pointed at or focused.
 */
export function useAlert(): AlertContextValue {
  const context = useContext(AlertContext);
  if (!context) throw new Error('useAlert must be used inside <AlertProvider>');
  return context;
}
