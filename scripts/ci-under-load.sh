#!/usr/bin/env bash
# Runs .ci/run on a clean clone of the current commit with stress-ng keeping both cores busy beside it,
# as on a machine that is also doing something else. RUNS (default 1) runs in a row; each run's time and
# result are printed and appended to $LOG (default ci-under-load.log in this folder's parent).
# Needs Debian's stress-ng (installed when missing, as root).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${RUNS:-1}"
log="${LOG:-$repo/ci-under-load.log}"
if ! command -v stress-ng >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq stress-ng >/dev/null
fi

for run in $(seq 1 "$runs"); do
  work="$(mktemp -d)"
  git clone -q "$repo" "$work/clone"
  commit="$(git -C "$work/clone" rev-parse --short HEAD)"
  # The shared reference folder beside the clone, as CI lays it.
  [ -d "$repo/../shared" ] && ln -s "$(cd "$repo/../shared" && pwd)" "$work/shared"
  stress-ng --cpu 2 --timeout 0 --quiet &
  stress=$!
  started=$SECONDS
  if (cd "$work/clone" && CI=true bash .ci/run) >"$work/ci.log" 2>&1; then result=passed; else result=failed; fi
  kill "$stress" 2>/dev/null || true
  wait "$stress" 2>/dev/null || true
  line="$(date -u +%FT%TZ) commit $commit run $run/$runs under stress-ng --cpu 2: $result in $((SECONDS - started)) s; $(grep -a 'Stage times' "$work/ci.log" | tail -1)"
  echo "$line" | tee -a "$log"
  if [ "$result" = failed ]; then
    echo "log kept: $work/ci.log" >&2
    exit 1
  fi
  rm -rf "$work"
done
