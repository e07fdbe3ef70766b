/** One SQL session: statements run in order on the same connection. */
export interface SqlConnection {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of one or more statements without parameters. */
  exec(sql: string): Promise<void>;
}
