import { useMutation } from '@tanstack/react-query';
import type { MessageResponse } from '@labshop/domain/api/message';
import type { ResetPasswordInput } from '@labshop/domain/validation/password';
import { api } from '../../api/client.ts';
import { serverMessage } from '../../api/server-message.ts';

export type ResetPasswordRequest = ResetPasswordInput & { token: string };

export function resetPassword({ token, newPassword }: ResetPasswordRequest) {
  return api.post<MessageResponse>(`/api/auth/reset-password/${encodeURIComponent(token)}`, {
    newPassword,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** The server's message, or 'An error occurred' (docs/product/accounts.md). */
export function resetPasswordErrorMessage(error: unknown): string {
  return serverMessage(error) ?? 'An error occurred';
}
