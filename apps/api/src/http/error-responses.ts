import { errorResponseSchema } from '@labshop/domain/api/message';

/** The error answers a route may give, for the OpenAPI document. */
export function errorResponses<const S extends readonly number[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };
}
