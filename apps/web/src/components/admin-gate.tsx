import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../api/session.ts';

// The back office's code (sidebar, tables, forms) is only fetched once an admin is confirmed,
// so guests and shoppers never download it, even when they open an admin URL.
const AdminShell = lazy(() =>
  import('../features/admin/admin-shell.tsx').then((m) => ({ default: m.AdminShell })),
);

function Checking() {
  return (
    <div role="status" className="flex flex-1 items-center justify-center p-10 text-slate-600">
      Loading...
    </div>
  );
}

/** Admin routes: a guest goes to /login, a shopper to /, and neither sees any admin screen. */
export function AdminGate() {
  const session = useSession();
  if (session.isLoading) return <Checking />;
  if (!session.loggedIn) return <Navigate to="/login" replace />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<Checking />}>
      <AdminShell />
    </Suspense>
  );
}
