#!/usr/bin/env bash
# CI: a local PostgreSQL server for the server tests, so that they run on PostgreSQL as well as
# on PGlite. Debian, run as root. Idempotent: installs Debian's postgresql package if it is missing,
# creates and starts the cluster if needed, and makes a role roomwalk (password roomwalk, CREATEDB)
# that the tests use to create and drop one database per test file.
#
# Output: exactly one line on stdout, the variable to export; everything else goes to stderr.
#   TEST_DATABASE_URL=postgres://roomwalk:roomwalk@127.0.0.1:5432/postgres
# Use it like this (with `set -e`, a failure of the script stops the caller):
#   line="$(.ci/postgres.sh)"
#   export "$line"
#   npx vitest run --project server
#
# The server listens on 127.0.0.1 only; the password is for this throwaway test server.
set -euo pipefail

log() { echo "postgres.sh: $*" >&2; }

if [ "$(id -u)" -ne 0 ]; then
  log "must run as root (it installs and starts PostgreSQL)"
  exit 1
fi

if ! command -v pg_ctlcluster >/dev/null 2>&1 || ! command -v psql >/dev/null 2>&1; then
  log "installing PostgreSQL from Debian"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update >&2
  apt-get install -y --no-install-recommends postgresql >&2
fi

# The newest installed server version, and its cluster (Debian's package creates "main").
version="$(find /usr/lib/postgresql -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -n | tail -n 1)"
if [ -z "$version" ]; then
  log "no PostgreSQL server found under /usr/lib/postgresql"
  exit 1
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  log "creating cluster $version/main"
  pg_createcluster "$version" main >&2
fi

port="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')"
status="$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $4 }')"
if [ "$status" != "online" ]; then
  log "starting cluster $version/main on port $port"
  pg_ctlcluster "$version" main start >&2
fi

for _ in $(seq 1 30); do
  if pg_isready -q -h 127.0.0.1 -p "$port"; then break; fi
  sleep 1
done
if ! pg_isready -q -h 127.0.0.1 -p "$port"; then
  log "PostgreSQL $version did not become ready on 127.0.0.1:$port"
  exit 1
fi

runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -p "$port" -d postgres >&2 <<'SQL'
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'roomwalk') THEN
    CREATE ROLE roomwalk LOGIN CREATEDB PASSWORD 'roomwalk';
  ELSE
    ALTER ROLE roomwalk LOGIN CREATEDB PASSWORD 'roomwalk';
  END IF;
END
$$;
SQL

url="postgres://roomwalk:roomwalk@127.0.0.1:${port}/postgres"
if ! PGPASSWORD=roomwalk psql -X -q -h 127.0.0.1 -p "$port" -U roomwalk -d postgres -c 'select 1' >/dev/null; then
  log "could not sign in as roomwalk over TCP; check pg_hba.conf of $version/main"
  exit 1
fi
log "PostgreSQL $version is ready on 127.0.0.1:$port"
echo "TEST_DATABASE_URL=$url"
