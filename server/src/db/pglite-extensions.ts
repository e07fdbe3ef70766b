/**
 * The contrib extensions the migrations create (pg_trgm and fuzzystrmatch for search, ADR 0021). PGlite
 * must be given them when it opens, before CREATE EXTENSION can find them.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { fuzzystrmatch }] = await Promise.all([
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("@electric-sql/pglite/contrib/fuzzystrmatch"),
  ]);
  return { pg_trgm, fuzzystrmatch };
}
