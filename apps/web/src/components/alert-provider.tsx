import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { ALERT_DURATION_MS } from '@labshop/domain/constants';

export type AlertType = 'success' | 'error';

type Alert = { id: number; type: AlertType; text: string };

type AlertContextValue = {
  showAlert: (type: AlertType, text: string) => void;
  dismissAlert: () => void;
};

const AlertContext = createContext<AlertContextValue | null>(null);

let nextId = 1;

export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);

  const showAlert = useCallback((type: AlertType, text: string) => {
    setAlert({ id: nextId++, type, text });
  }, []);
  const dismissAlert = useCallback(() => setAlert(null), []);

  useEffect(() => {
    if (!alert) return;
    // A newer alert replaces the old one and gets its own full 3 seconds.
    const timer = window.setTimeout(() => setAlert(null), ALERT_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [alert]);

  const value = useMemo(() => ({ showAlert, dismissAlert }), [showAlert, dismissAlert]);

  return (
    <AlertContext.Provider value={value}>
      {children}
      <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4 sm:justify-end sm:px-6">
        {alert && <AlertBanner key={alert.id} alert={alert} onClose={dismissAlert} />}
      </div>
    </AlertContext.Provider>
  );
}

function AlertBanner({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const isError = alert.type === 'error';
  const Icon = isError ? CircleAlert : CircleCheck;
  return (
    <div
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
      <p className="flex-1 text-sm text-slate-800">{alert.text}</p>
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

/** `showAlert('success' | 'error', text)` shows a transient alert for ALERT_DURATION_MS. */
export function useAlert(): AlertContextValue {
  const context = useContext(AlertContext);
  if (!context) throw new Error('useAlert must be used inside <AlertProvider>');
  return context;
}
