#!/usr/bin/env bash
# Brings up PostgreSQL and Redis for `npm start` and `npm test`, on any machine, idempotently:
#   1. DATABASE_URL / REDIS_URL given  -> use them as they are;
#   2. a Docker engine answers         -> docker compose up --wait postgres redis (until healthy);
#   3. Debian servers installed         -> start them (installed with apt-get first when we are root on Debian);
#   4. otherwise                        -> stop, naming exactly what to install.
# Then it makes sure the application database and the separate test database exist.
# With --test-tools it also makes sure the tools of the test suite are present: the browser
# (Debian's chromium, or the one CHROMIUM_PATH names; no browser is ever downloaded), the PDF
# tools, and PostgreSQL's and Redis's programs for the chaos test's servers of its own.
# Running it twice changes nothing the second time.
# Plain bash and POSIX tools only (no GNU timeout): it runs on macOS too.
#
# Seams for infra/test/bring-up.int-spec.ts, which runs every branch against stub programs without
# touching this machine's servers:
#   BRING_UP_DEFAULT_DATABASE_URL / BRING_UP_DEFAULT_REDIS_URL  where to look when no URL is given;
#   BRING_UP_SYSROOT       prefix of the system paths looked at (/etc, /var, /usr/lib/postgresql,
#                          /usr/bin/chromium);
#   BRING_UP_WAIT_SECONDS  how long a started server gets to answer (default 60).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
say() { printf '[bring-up] %s\n' "$*" >&2; }
die() { printf '[bring-up] %s\n' "$*" >&2; exit 1; }

want_test_tools=0
for arg in "$@"; do
  case "$arg" in
    --test-tools) want_test_tools=1 ;;
    *) die "unknown option $arg (known: --test-tools)" ;;
  esac
done

DEFAULT_DATABASE_URL="${BRING_UP_DEFAULT_DATABASE_URL:-postgres://asiguro:asiguro@127.0.0.1:5432/asiguro}"
DEFAULT_REDIS_URL="${BRING_UP_DEFAULT_REDIS_URL:-redis://127.0.0.1:6379}"
database_url="${DATABASE_URL:-$DEFAULT_DATABASE_URL}"
redis_url="${REDIS_URL:-$DEFAULT_REDIS_URL}"
sysroot="${BRING_UP_SYSROOT:-}"
wait_seconds="${BRING_UP_WAIT_SECONDS:-60}"

# host and port out of a URL like scheme://user:pass@host:port/db
url_host() { local rest="${1#*://}"; rest="${rest##*@}"; rest="${rest%%/*}"; printf '%s' "${rest%%:*}"; }
url_port() { local rest="${1#*://}"; rest="${rest##*@}"; rest="${rest%%/*}"; [[ "$rest" == *:* ]] && printf '%s' "${rest##*:}" || printf '%s' "$2"; }

pg_host="$(url_host "$database_url")"; pg_port="$(url_port "$database_url" 5432)"
redis_host="$(url_host "$redis_url")"; redis_port="$(url_port "$redis_url" 6379)"

# Runs a command for at most $1 seconds; 124 when it ran out (GNU timeout's answer; macOS has no
# timeout). The job's "Terminated" notice goes to /dev/null with the kill.
within() {
  local seconds="$1" pid tick
  shift
  "$@" &
  pid=$!
  for ((tick = 0; tick < seconds * 10; tick++)); do
    if ! kill -0 "$pid" 2>/dev/null; then
      wait "$pid"
      return
    fi
    sleep 0.1
  done
  { kill "$pid" && wait "$pid"; } 2>/dev/null
  return 124
}

# The servers are asked in their own protocol, not just whether the port is open: Docker's port
# proxy accepts connections before the container's server listens.
redis_ping() {
  local line
  exec 3<>"/dev/tcp/$redis_host/$redis_port" && printf 'PING\r\n' >&3 && IFS= read -r -t 2 line <&3 && printf '%s' "$line"
}
redis_answers() {
  local answer
  answer="$(within 3 redis_ping 2>/dev/null || true)"
  answer="${answer%$'\r'}"
  [[ "$answer" == "+PONG" || "$answer" == -NOAUTH* ]]
}
# PostgreSQL's SSLRequest (length 8, code 80877103): a PostgreSQL server answers one byte, S or N.
postgres_ssl_request() {
  local reply
  exec 3<>"/dev/tcp/$pg_host/$pg_port" && printf '\000\000\000\010\004\322\026\057' >&3 &&
    IFS= read -r -n 1 -t 2 reply <&3 && printf '%s' "$reply"
}
postgres_answers() {
  local reply
  reply="$(within 3 postgres_ssl_request 2>/dev/null || true)"
  [[ "$reply" == "S" || "$reply" == "N" ]]
}
wait_for() { # what, check-function, seconds
  local until=$((SECONDS + $3))
  while ((SECONDS < until)); do "$2" && return 0; sleep 0.2; done
  "$2" || die "$1 did not answer within $3 seconds"
}

is_root() { [[ "$(id -u)" == "0" ]]; }
is_debian() { [[ -f "$sysroot/etc/debian_version" ]] && command -v apt-get >/dev/null; }
apt_updated=0
apt_install() {
  if ((apt_updated == 0)); then
    say "apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    apt_updated=1
  fi
  say "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}
# An engine that answers, and the compose plugin (bring-up needs `docker compose up --wait`).
docker_answers() {
  command -v docker >/dev/null && within 5 docker info >/dev/null 2>&1 && within 5 docker compose version >/dev/null 2>&1
}

start_local_postgres() {
  if ! ls "$sysroot"/etc/postgresql/*/main >/dev/null 2>&1; then
    if is_root && is_debian; then apt_install postgresql; else
      die "PostgreSQL is not running and not installed. Install it (Debian: sudo apt-get install postgresql), or set DATABASE_URL, or install Docker."
    fi
  fi
  local version
  version="$(ls "$sysroot/etc/postgresql" | sort -V | tail -n 1)"
  say "starting the local PostgreSQL $version cluster"
  if is_root || [[ "$(id -un)" == "postgres" ]]; then
    pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || pg_ctlcluster "$version" main start
  else
    die "PostgreSQL $version is installed but stopped; start it: sudo pg_ctlcluster $version main start"
  fi
}

start_local_redis() {
  if ! command -v redis-server >/dev/null; then
    if is_root && is_debian; then apt_install redis-server; else
      die "Redis is not running and not installed. Install it (Debian: sudo apt-get install redis-server), or set REDIS_URL, or install Docker."
    fi
  fi
  say "starting a local Redis on port $redis_port"
  local dir="$sysroot/var/lib/redis" logfile="$sysroot/var/log/redis/asiguro.log"
  if ! mkdir -p "$dir" "$sysroot/var/log/redis" 2>/dev/null || [[ ! -w "$dir" ]]; then
    dir="$root/var/redis"; logfile="$root/var/redis/redis.log"; mkdir -p "$dir"
  fi
  redis-server --daemonize yes --bind 127.0.0.1 --port "$redis_port" --save "" --appendonly no \
    --dir "$dir" --logfile "$logfile" >/dev/null
}

# Runs SQL as a PostgreSQL superuser on the local server: over TCP where it trusts us, else over
# the socket as the postgres system user (Debian's default peer authentication).
local_superuser_psql() {
  if psql -h "$pg_host" -p "$pg_port" -U postgres -d postgres -tAc 'select 1' >/dev/null 2>&1; then
    psql -h "$pg_host" -p "$pg_port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qtA "$@"
  elif is_root && id postgres >/dev/null 2>&1; then
    (cd / && runuser -u postgres -- psql -p "$pg_port" -d postgres -v ON_ERROR_STOP=1 -qtA "$@")
  else
    return 1
  fi
}

ensure_local_role() {
  command -v psql >/dev/null || return 0
  local user password exists
  read -r user password < <(node -e 'const u = new URL(process.argv[1]); console.log(decodeURIComponent(u.username) || "postgres", decodeURIComponent(u.password))' "$database_url")
  # No superuser access (a Docker container, a managed server): its owner made the role.
  exists="$(local_superuser_psql -c "select 1 from pg_roles where rolname = '$user'" 2>/dev/null)" || return 0
  if [[ "$exists" != "1" ]]; then
    say "creating the database role $user"
    local_superuser_psql -c "create role \"$user\" login createdb password '${password}'" >/dev/null ||
      die "could not create the role $user; create it yourself: createuser --createdb --pwprompt $user"
  fi
}

# --- 1-3: get both servers answering ---------------------------------------------------------
if [[ -n "${DATABASE_URL:-}${REDIS_URL:-}" ]]; then
  say "using the configured servers (DATABASE_URL / REDIS_URL)"
fi

if ! postgres_answers || ! redis_answers; then
  if [[ -n "${DATABASE_URL:-}" ]] && ! postgres_answers; then
    die "DATABASE_URL is set but nothing answers at $pg_host:$pg_port; start that server or unset DATABASE_URL."
  fi
  if [[ -n "${REDIS_URL:-}" ]] && ! redis_answers; then
    die "REDIS_URL is set but nothing answers at $redis_host:$redis_port; start that server or unset REDIS_URL."
  fi
  if docker_answers; then
    services=""
    postgres_answers || services="postgres"
    redis_answers || services="${services:+$services }redis"
    # --wait: until their healthchecks pass (docker-compose.yml), not merely until the containers run.
    say "docker compose up --wait $services"
    # shellcheck disable=SC2086 # two fixed words, split on purpose
    docker compose -f "$root/docker-compose.yml" up --wait $services >&2 ||
      die "docker compose could not bring up $services healthy; see why: docker compose logs $services"
  else
    postgres_answers || start_local_postgres
    redis_answers || start_local_redis
  fi
  wait_for "PostgreSQL at $pg_host:$pg_port" postgres_answers "$wait_seconds"
  wait_for "Redis at $redis_host:$redis_port" redis_answers "$wait_seconds"
fi
say "PostgreSQL answers at $pg_host:$pg_port; Redis answers at $redis_host:$redis_port"

# --- the role and the two databases -----------------------------------------------------------
if [[ -z "${DATABASE_URL:-}" && ( "$pg_host" == "127.0.0.1" || "$pg_host" == "localhost" ) ]]; then
  ensure_local_role
fi
[[ -d "$root/node_modules/pg" ]] || die "dependencies are missing: run npm install first (npm start and npm test do it for you)"
DATABASE_URL="$database_url" node "$here/scripts/ensure-databases.mjs"

# --- tools the test suite needs -----------------------------------------------------------------
if ((want_test_tools)); then
  missing=()
  # The browser tests drive CHROMIUM_PATH (libs/testing/src/browser.ts), else Debian's chromium.
  if [[ -n "${CHROMIUM_PATH:-}" ]]; then
    [[ -x "$CHROMIUM_PATH" ]] || die "CHROMIUM_PATH is $CHROMIUM_PATH, which is not an executable browser"
  else
    [[ -x "$sysroot/usr/bin/chromium" ]] || missing+=(chromium)
  fi
  command -v pdfsig >/dev/null || missing+=(poppler-utils)
  command -v openssl >/dev/null || missing+=(openssl)
  command -v unzip >/dev/null || missing+=(unzip)
  fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
  # The chaos test (infra/chaos/src/data-servers.ts) runs a PostgreSQL and a Redis of its own.
  ls "$sysroot"/usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || command -v pg_ctl >/dev/null || missing+=(postgresql)
  command -v redis-server >/dev/null || missing+=(redis-server)
  if ((${#missing[@]})); then
    if is_root && is_debian; then apt_install "${missing[@]}"; else
      die "the tests need: ${missing[*]} (Debian: sudo apt-get install ${missing[*]}; elsewhere install them and set CHROMIUM_PATH to the Chromium or Chrome program)"
    fi
  fi
fi
say "ready"
