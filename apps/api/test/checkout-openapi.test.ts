import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { cartChangeResponseSchema, cartResponseSchema } from '@labshop/domain/api/cart';
import { payResponseSchema, payStatusResponseSchema } from '@labshop/domain/api/checkout';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the OpenAPI document for the cart and checkout', () => {
  const answers: [method: string, path: string, schema: z.ZodObject][] = [
    ['get', '/api/user/cart', cartResponseSchema],
    ['post', '/api/user/cart', cartChangeResponseSchema],
    ['post', '/api/user/pay', payResponseSchema],
    ['post', '/api/user/pay-now', payResponseSchema],
    ['post', '/api/user/pay-status', payStatusResponseSchema],
    ['post', '/api/user/orders/{transactionId}/pay-again', payResponseSchema],
  ];

  it.each(answers)('documents %s %s with its answer', async (method, path, schema) => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answer = doc.paths[path][method].responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(Object.keys(schema.shape));
  });

  it('documents the request bodies and the other new routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/user/cart',
      '/api/user/pay',
      '/api/user/pay-now',
      '/api/user/pay-status',
    ]) {
      const body = doc.paths[path].post.requestBody.content['application/json'].schema;
      expect(Object.keys(body.properties).length, path).toBeGreaterThan(0);
    }
    expect(doc.paths['/api/user/cart/{productId}'].delete).toBeDefined();
    expect(doc.paths['/api/payments/phonepe/webhook'].post).toBeDefined();
    expect(doc.paths['/api/payments/simulator/{merchantOrderId}'].get).toBeDefined();
    expect(doc.paths['/api/payments/simulator/{merchantOrderId}/pay'].post).toBeDefined();
  });

  it.each(['/api/user/pay', '/api/user/pay-now', '/api/user/orders/{transactionId}/pay-again'])(
    'documents the optional Idempotency-Key header of POST %s, bounded',
    async (path) => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const headers = (
        doc.paths[path].post.parameters as {
          in: string;
          name: string;
          required?: boolean;
          schema: { maxLength?: number };
        }[]
      ).filter((parameter) => parameter.in === 'header');
      expect(headers.map((h) => [h.name, h.required ?? false, h.schema.maxLength])).toEqual([
        ['idempotency-key', false, 100],
      ]);
    },
  );
});
