import type { ComponentType, ReactNode } from 'react';

type AuthCardProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  lead?: ReactNode;
  /** Under the card: "New to LabShop? Sign up" and the like. */
  footer?: ReactNode;
  width?: 'md' | 'lg';
  children: ReactNode;
};

/** The centred card of the account screens (login, sign up, new password). */
export function AuthCard({
  icon: Icon,
  title,
  lead,
  footer,
  width = 'md',
  children,
}: AuthCardProps) {
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-primary-50/70 to-slate-50 px-4 py-8 sm:py-14">
      <div className={`w-full ${width === 'lg' ? 'max-w-xl' : 'max-w-md'}`}>
        <div className="rounded-ui border border-slate-200 bg-white p-5 shadow-card sm:p-8">
          <span className="flex size-11 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h1 className="mt-4 text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {lead && <div className="mt-1.5 text-sm text-slate-600">{lead}</div>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}
