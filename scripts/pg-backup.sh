#!/usr/bin/env bash
# Backs up the shop's PostgreSQL database, and restores a backup into another one (docs/operations.md).
#
#   scripts/pg-backup.sh backup  <database-url> <file>   pg_dump's custom format: compressed, read by pg_restore
#   scripts/pg-backup.sh restore <file> <database-url>   into an empty database, all or nothing
#
# pg_dump must be as new as the server (`pg_dump --version`); in docker compose, run it in the db
# container, or use a client of the server's major version. The backup is written to <file>.partial and
# renamed once pg_restore has read it back, so <file> is always a whole backup.
set -euo pipefail

usage() {
  sed -n '2,5p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}
fail() {
  echo "pg-backup: $*" >&2
  exit 1
}

[ $# -eq 3 ] || usage
case "$1" in
  backup)
    url=$2 file=$3
    partial="$file.partial"
    pg_dump --format=custom --compress=6 --file="$partial" --dbname="$url" || fail "pg_dump failed; nothing was written to $file"
    # A backup that cannot be read back is no backup.
    pg_restore --list "$partial" >/dev/null || fail "the dump in $partial cannot be read back"
    mv "$partial" "$file"
    echo "pg-backup: backed up to $file ($(du -h "$file" | cut -f1))"
    ;;
  restore)
    file=$2 url=$3
    [ -r "$file" ] || fail "no backup to read at $file"
    tables=$(psql --no-psqlrc -X -t -A -q --dbname="$url" -c "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'") ||
      fail "cannot reach the database to restore into"
    if [ "$tables" != "0" ]; then
      fail "the database to restore into already has $tables tables: restore into a new, empty database (createdb), then point DATABASE_URL at it"
    fi
    # One transaction: a restore that fails half-way leaves the database empty, not half-filled.
    pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$url" "$file" ||
      fail "pg_restore failed; nothing was restored"
    echo "pg-backup: restored $file"
    ;;
  *)
    usage
    ;;
esac
