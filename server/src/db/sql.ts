/** One SQL session: statements run in order on the same connection. */
export interface SqlConnection {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}

/** A statement with `$1`-style placeholders and its values, as `Prisma.sql` builds them (`text`, `values`). */
export interface SqlStatement {
  text: string;
  values: unknown[];
}

/**
 * Reads on the request hot path sent straight to the database's driver (ADR 0040): the catalogue page, a
 * search, the fit badges. The same SQL `$queryRaw` would send, for about half the CPU of Prisma's client.
 * Not for writes, nor for reads inside a transaction (those go through the transaction's client); on PGlite
 * a read waits for an open transaction to end. Columns come back as the driver parses them: `count(*)` as a
 * string, so statements cast what they count (`::int`).
 */
export interface SqlReads {
  /**
   * `name` prepares the statement once per connection (PostgreSQL then skips parsing and planning it
   * again); a name belongs to one SQL text, and reusing it for another is refused.
   */
  query<Row>(statement: SqlStatement, name?: string): Promise<Row[]>;
}
