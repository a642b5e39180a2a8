import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthStatusResponse } from '@labshop/domain/api/account';
import type { MessageResponse } from '@labshop/domain/api/message';
import { api } from './client.ts';

export type AuthStatus = AuthStatusResponse;

export type Session = AuthStatus & {
  isAdmin: boolean;
  /** A logged-in user who is not an admin: any role other than admin shops. */
  isShopper: boolean;
  isLoading: boolean;
};

export const SESSION_QUERY_KEY = ['auth', 'status'] as const;

const LOGGED_OUT: AuthStatus = { loggedIn: false, role: null, userId: null, firstName: null };

// Checked field by field, so a stray answer (a proxy's error page) logs nobody in.
type StatusResponse = { [K in keyof AuthStatusResponse]?: unknown };

async function fetchAuthStatus({ signal }: { signal: AbortSignal }): Promise<AuthStatus> {
  try {
    const data = await api.get<StatusResponse>('/api/auth/status', { signal });
    if (data?.loggedIn !== true) return LOGGED_OUT;
    return {
      loggedIn: true,
      role: data.role === 'user' || data.role === 'admin' ? data.role : null,
      userId: typeof data.userId === 'string' ? data.userId : null,
      firstName: typeof data.firstName === 'string' && data.firstName ? data.firstName : null,
    };
  } catch (error) {
    // A failed check means logged-out with no role; the failure is only logged (docs/product).
    if (!signal.aborted) console.error('Session check failed', error);
    return LOGGED_OUT;
  }
}

export function useSession(): Session {
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchAuthStatus,
    staleTime: 60_000,
    retry: false,
  });
  const status = query.data ?? LOGGED_OUT;
  const isAdmin = status.loggedIn && status.role === 'admin';
  return {
    ...status,
    isAdmin,
    isShopper: status.loggedIn && !isAdmin,
    isLoading: query.isPending,
  };
}

export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<MessageResponse>('/api/auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, LOGGED_OUT);
      // Whatever belonged to the old session (cart, wishlist, profile) must not be shown again.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
      void navigate('/');
    },
    onError: (error) => console.error('Logout failed', error),
  });
}
