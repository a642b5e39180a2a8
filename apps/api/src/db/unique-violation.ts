// Drizzle wraps driver errors (pg and PGlite alike) in a cause chain; 23505 is unique_violation.
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
