import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './client.ts';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with credentials and returns the parsed body', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/user/cart', { productId: 'p1' })).resolves.toEqual({
      message: 'ok',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/user/cart');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"productId":"p1"}');
  });

  it("throws an ApiError carrying the server's message and field errors", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(409, {
          message: 'Only 3 available in stock.',
          errors: { quantity: 'Too many' },
        }),
      ),
    );
    const error = await api.get('/api/user/cart').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Only 3 available in stock.',
      errors: { quantity: 'Too many' },
    });
  });
});
