import type { ComponentType, ReactNode } from 'react';

type EmptyStateProps = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  children?: ReactNode;
};

/** A calm bordered panel for "nothing here yet" messages, e.g. 'Your wishlist is empty.' */
export function EmptyState({ icon: Icon, title, children }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-ui border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 text-base font-medium text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
    </div>
  );
}
