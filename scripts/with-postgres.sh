#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster on a free loopback port:
#   scripts/with-postgres.sh npx vitest run
#   scripts/with-postgres.sh --durable npm run bench
# The command sees TEST_DATABASE_URL and BENCH_DATABASE_URL; the cluster is removed afterwards.
# Commits skip the disk flush (fsync and synchronous_commit off: fast tests) unless --durable is
# given: then they are flushed as a shop's database flushes them, for the benchmark's checkout.
set -euo pipefail

durability="-c fsync=off -c synchronous_commit=off"
if [ "${1:-}" = "--durable" ]; then
  durability="-c fsync=on -c synchronous_commit=on"
  shift
fi

bin=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && bin="$dir"; done
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed. On Debian or Ubuntu: sudo apt-get install -y postgresql" >&2
  exit 1
fi

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
work=$(mktemp -d /tmp/kf-pg.XXXXXX)
run_as=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$work"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

"${run_as[@]}" "$bin/initdb" -D "$work/data" -U kf --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$work/data" -l "$work/log" -w \
  -o "-p $port -k $work -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=256MB $durability" start >/dev/null

export TEST_DATABASE_URL="postgres://kf@127.0.0.1:$port/postgres"
export BENCH_DATABASE_URL="postgres://kf@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port" >&2
"$@"
