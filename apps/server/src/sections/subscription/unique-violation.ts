// Whether a database error is a unique index refusing a row: PostgreSQL's SQLSTATE 23505, SQLite's
// SQLITE_CONSTRAINT_UNIQUE. The subscription writes let the index decide a race and then answer as if they had lost
// it cleanly (the invoice that won, a conflict for the unit name).
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
