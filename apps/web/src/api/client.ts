// The one way the web app talks to the API: JSON in and out, the session cookie always sent,
// and every non-2xx answer turned into an ApiError carrying the server's own words.

import { takeInitialData } from './initial-data.ts';

const BASE_URL: string = import.meta.env.VITE_API_URL ?? '';

/** The absolute address of an API path, for links the browser follows itself (downloads). */
export function apiUrl(path: string): string {
  return `${BASE_URL}${path}`;
}

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;

  constructor(status: number, message: string, errors: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toFieldErrors(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(value)) {
    if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  if (method === 'GET') {
    const written = takeInitialData(path);
    if (written !== undefined) return written as T;
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  // Multipart uploads (admin forms) pass FormData; the browser sets their boundary header.
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${BASE_URL}${path}`, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const data = await readBody(response);
  if (!response.ok) {
    const message =
      isRecord(data) && typeof data.message === 'string' && data.message
        ? data.message
        : `Request failed with status ${response.status}.`;
    throw new ApiError(response.status, message, isRecord(data) ? toFieldErrors(data.errors) : {});
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, options),
};

/** The message to show for any thrown value, preferring the server's words. */
export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
