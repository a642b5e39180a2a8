import type { FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** br when the client takes it, else gzip, else none; "q=0" refuses an encoding. */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
