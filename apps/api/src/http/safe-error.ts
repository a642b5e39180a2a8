/**
 * What the log keeps of an error: a failed database query keeps its SQL and the driver's code,
 * never its parameters (an argon2 hash, a token hash, an email) nor the driver's `detail`.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const query = (error as { query?: unknown }).query;
  const cause = (error as { cause?: unknown }).cause;
  const code = findCode(error);
  if (typeof query === 'string') {
    return {
      type: error.name,
      message: 'Failed query',
      query,
      code,
      cause: cause instanceof Error ? cause.message : undefined,
      stack: frames(error.stack),
    };
  }
  return { type: error.name, message: error.message, code, stack: error.stack };
}

// Only the "at ..." lines: the first lines of a query error's stack repeat its parameters.
function frames(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

function findCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** One line for an error that may be stored or logged: a failed query without its parameters. */
export function errorMessage(error: unknown): string {
  const safe = safeError(error);
  if (safe.query === undefined) return String(safe.message);
  return `Failed query: ${String(safe.query)}${safe.cause ? ` (${String(safe.cause)})` : ''}`;
}
