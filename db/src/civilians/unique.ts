/** True when `err` is PostgreSQL's unique violation on `constraint` (pg and PGlite alike). */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; constraint?: unknown };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** Retries `attempt` when a randomly generated identifier collides with an existing one. */
export async function withFreshIdentifier<T>(
  constraint: string,
  attempt: () => Promise<T>,
  tries = 5,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (i >= tries || !isUniqueViolation(err, constraint)) throw err;
    }
  }
}
