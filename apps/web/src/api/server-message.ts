import { ApiError } from './client.ts';

// The client words its own fallback this way when an answer carried no { message }.
const CLIENT_FALLBACK = /^Request failed with status \d+\.$/;

/**
 * The server's own words for a failed call, or null when there are none (network failure,
 * a proxy's HTML page): screens then add their spec fallback, e.g. 'Login failed: Server error'.
 */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  if (!error.message || CLIENT_FALLBACK.test(error.message)) return null;
  return error.message;
}
