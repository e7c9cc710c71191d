/** The rows of a raw `db.execute` result: PGlite answers `{ rows }`, node-postgres through drizzle the same, some drivers an array. */
export const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
