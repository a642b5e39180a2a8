import { useMutation } from '@tanstack/react-query';
import type { SignupResponse } from '@labshop/domain/api/account';
import type { MessageResponse } from '@labshop/domain/api/message';
import type { SignupInput, VerifyEmailInput } from '@labshop/domain/validation/signup';
import { ApiError, api } from '../../api/client.ts';
import { serverMessage } from '../../api/server-message.ts';

export function signup(input: SignupInput): Promise<SignupResponse> {
  return api.post<SignupResponse>('/api/auth/signup', input);
}

export function verifyEmail(input: VerifyEmailInput): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/verify-email', input);
}

export function resendOtp(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/auth/resend-otp', { email });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}

export const SIGNUP_SERVER_ERROR = 'Server error! Please try again.';

/**
 * A rejected signup shows the server's message, anything else a generic one (accounts.md).
 * The spec's server said 400 for every rejection; ours also says 429 (too many codes),
 * whose messages tell the user what to do, so every 4xx counts as a rejection.
 */
export function signupErrorMessage(error: unknown): string {
  const isRejection = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return (isRejection && serverMessage(error)) || SIGNUP_SERVER_ERROR;
}

export function otpErrorMessage(error: unknown): string {
  return `OTP verification failed: ${serverMessage(error) ?? 'Server error'}`;
}
