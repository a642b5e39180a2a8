// Drizzle wraps driver errors (pg and PGlite alike) in a cause chain.
function hasCode(error: unknown, code: string): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** 23505: unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** 23503: foreign_key_violation (a row still referenced, or a reference to a missing row). */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, '23503');
}
