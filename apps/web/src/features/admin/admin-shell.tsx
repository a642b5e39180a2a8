import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AdminSidebar } from './admin-sidebar.tsx';

/** The back-office frame: the collapsible sidebar (starts expanded) beside the admin page. */
export function AdminShell() {
  const [isExpanded, setIsExpanded] = useState(true);
  return (
    <div className="flex flex-1 flex-col md:flex-row">
      <AdminSidebar isExpanded={isExpanded} onToggle={() => setIsExpanded((open) => !open)} />
      <div className="min-w-0 flex-1">
        <Suspense
          fallback={
            <div role="status" className="p-10 text-slate-600">
              Loading...
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
