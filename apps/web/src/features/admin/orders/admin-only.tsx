import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../api/session.ts';

/**
 * Until the back office has its own gate: a guest goes to /login and a shopper to /, before
 * anything of the page (or its data request) appears.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isLoading) {
    return (
      <p role="status" className="px-6 py-10 text-slate-600">
        Loading...
      </p>
    );
  }
  if (!session.loggedIn) return <Navigate to="/login" replace />;
  if (!session.isAdmin) return <Navigate to="/" replace />;
  return children;
}
