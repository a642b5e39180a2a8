const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PostgreSQL rejects a malformed uuid with an error; we answer "not found" instead. */
export function isUuid(value: string): boolean {
  return UUID_RE.test(value);
}
