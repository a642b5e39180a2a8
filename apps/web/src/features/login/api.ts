import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginResponse } from '@labshop/domain/api/account';
import type { MessageResponse } from '@labshop/domain/api/message';
import type { ForgotPasswordInput, LoginInput } from '@labshop/domain/validation/login';
import { ApiError, api } from '../../api/client.ts';
import { serverMessage } from '../../api/server-message.ts';

export function login(input: LoginInput): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/auth/login', input);
}

export function forgotPassword(input: ForgotPasswordInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/forgot-password', input);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // The header, footer and every guest answer (home's user, wishlist...) change with the session.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

/** Where each role goes after the login delay (docs/product/accounts.md). */
export function homeFor(role: string): string {
  return role === 'admin' ? '/admin-manage-category' : '/';
}

/**
 * Where a login lands: a shopper whose Log in link named a same-site path goes back there
 * (docs/decisions/021-login-returns-to-the-product.md); everyone else goes home by role.
 */
export function destinationAfterLogin(role: string, returnTo: string | null): string {
  return role !== 'admin' && returnTo ? returnTo : homeFor(role);
}

export function loginErrorMessage(error: unknown): string {
  return `Login failed: ${serverMessage(error) ?? 'Server error'}`;
}

export function forgotPasswordErrorMessage(error: unknown): string {
  return `Error sending OTP: ${serverMessage(error) ?? 'Server error'}`;
}

/** The server answers 403 to a right password on an account whose email is not verified yet. */
export function isUnverifiedEmail(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
