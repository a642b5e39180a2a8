import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as a from './support/accounts.ts';
import { loginAs } from './support/login-as.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Every JSON route of the OpenAPI document, found at run time: a new route is walked (and its
// schema checked for bounds) without touching this file.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

let t: TestApp;
let operations: Operation[];
let userCookie: string;
let adminCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  userCookie = await loginAs(t);
  adminCookie = await loginAs(t, { role: 'admin' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: (op.parameters as Parameter[] | undefined) ?? [],
      body: (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema,
    })),
  );
});
afterAll(() => t.close());

/** Where a schema lets through something unbounded: a string, a list or a number with no end. */
function unboundedParts(schema: JsonSchema, where: string): string[] {
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return branches.flatMap((s, i) => unboundedParts(s, `${where}|${i}`));
  if (schema.enum || schema.const !== undefined) return [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.flatMap((type) => {
    switch (type) {
      case 'string':
        return schema.maxLength === undefined ? [`${where}: string without maxLength`] : [];
      case 'array':
        return [
          ...(schema.maxItems === undefined ? [`${where}: array without maxItems`] : []),
          ...unboundedParts(schema.items ?? {}, `${where}[]`),
        ];
      case 'number':
      case 'integer': {
        const hasMin = schema.minimum !== undefined || schema.exclusiveMinimum !== undefined;
        const hasMax = schema.maximum !== undefined || schema.exclusiveMaximum !== undefined;
        return hasMin && hasMax ? [] : [`${where}: number without a range`];
      }
      case 'object':
        return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
          unboundedParts(s, `${where}.${key}`),
        );
      case 'boolean':
      case 'null':
        return [];
      default:
        return [`${where}: accepts anything`];
    }
  });
}

/** Paths of the body's leaves, with the schema of each: ['addresses', 0, 'street']. */
function leaves(schema: JsonSchema, path: (string | number)[] = []) {
  const found: { path: (string | number)[]; schema: JsonSchema }[] = [];
  if (schema.type === 'object' && schema.properties) {
    for (const [key, s] of Object.entries(schema.properties))
      found.push(...leaves(s, [...path, key]));
  } else if (schema.type === 'array' && schema.items?.type === 'object') {
    found.push({ path, schema }, ...leaves(schema.items, [...path, 0]));
  } else {
    found.push({ path, schema });
  }
  return found;
}

function withValue(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') return [withValue(rest, value)];
  return { [head as string]: withValue(rest, value) };
}

function attacks(schema: JsonSchema): unknown[] {
  const branch = schema.anyOf?.[0] ?? schema;
  const long = 'x'.repeat((branch.maxLength ?? 5000) + 1);
  const many = Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => 'x');
  return [long, many, 'a\u0000b'];
}

function cookieFor(path: string): string {
  return path.startsWith('/api/admin') ? adminCookie : userCookie;
}

function urlOf(op: Operation, pathValue = 'not-an-id'): string {
  return op.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue));
}

async function send(op: Operation, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method: op.method as 'POST',
    url,
    headers: { cookie: cookieFor(op.path), origin: t.config.publicUrl },
    remoteAddress: a.nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { res };
}

describe('every JSON route of the OpenAPI document', () => {
  it('finds the routes', () => {
    expect(operations.length).toBeGreaterThan(15);
    expect(operations.some((op) => op.path === '/api/user/profile' && op.method === 'PUT')).toBe(
      true,
    );
  });

  it('bounds every string, list and number its request schemas accept', () => {
    const problems = operations.flatMap((op) => [
      ...(op.body ? unboundedParts(op.body, `${op.method} ${op.path} body`) : []),
      ...op.parameters.flatMap((p) =>
        unboundedParts(p.schema, `${op.method} ${op.path} ${p.in} ${p.name}`),
      ),
    ]);
    expect(problems).toEqual([]);
  });

  // A 4xx with a short body, not a time: a shared machine under load took 1.4 s to refuse a
  // 1 MB body here, which says nothing about the route. How fast refusals are is the bench's.
  it('answers an oversized string, an oversized list and a NUL in each field with a short 4xx', async () => {
    const answers: string[] = [];
    const check = (label: string, { res }: Awaited<ReturnType<typeof send>>) => {
      const ok = res.statusCode >= 400 && res.statusCode < 500;
      if (!ok) answers.push(`${label}: ${res.statusCode}`);
      if (res.statusCode < 500) expect(res.body.length).toBeLessThan(4000);
    };
    for (const op of operations.filter((o) => o.path.startsWith('/api/'))) {
      for (const p of op.parameters.filter((x) => x.in === 'path')) {
        for (const value of ['x'.repeat((p.schema.maxLength ?? 200) + 1), 'a\u0000b']) {
          check(`${op.method} ${op.path} path ${p.name}`, await send(op, urlOf(op, value)));
        }
      }
      for (const p of op.parameters.filter((x) => x.in === 'query')) {
        const [long, many, nul] = attacks(p.schema) as [string, string[], string];
        const base = urlOf(op);
        const q = (v: string) => `${p.name}=${encodeURIComponent(v)}`;
        for (const query of [q(long), many.map(q).join('&'), q(nul)]) {
          check(`${op.method} ${op.path} query ${p.name}`, await send(op, `${base}?${query}`));
        }
      }
      if (!op.body) continue;
      for (const leaf of leaves(op.body)) {
        for (const value of attacks(leaf.schema)) {
          const label = `${op.method} ${op.path} body ${leaf.path.join('.')}`;
          check(label, await send(op, urlOf(op), withValue(leaf.path, value)));
        }
      }
      check(
        `${op.method} ${op.path} 1 MB body`,
        await send(op, urlOf(op), { x: 'x'.repeat(2 ** 20) }),
      );
    }
    expect(answers).toEqual([]);
    // Some thousand requests that grow with every route: the limit catches a hang, not slowness.
  }, 180_000);

  it('stays responsive to /api/health while oversized bodies arrive', async () => {
    const huge = { addresses: Array.from({ length: 249_000 }, () => ({})) };
    const flood = Array.from({ length: 5 }, () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { cookie: userCookie },
        payload: huge,
      }),
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    for (const res of await Promise.all(flood)) expect(res.statusCode).toBe(413);
  });
});
