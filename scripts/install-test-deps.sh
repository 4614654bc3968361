#!/usr/bin/env bash
# Installs everything the test suite needs on a fresh Debian machine: Python packages (the project with its
# test extra), and the Debian packages the tests start themselves (PostgreSQL 15 binaries, Prometheus, Alertmanager,
# Chromium with a CJK font for the browser test). Idempotent; safe to re-run.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
command -v /usr/lib/postgresql/15/bin/initdb >/dev/null 2>&1 || need_apt+=(postgresql-15)
command -v prometheus >/dev/null 2>&1 || need_apt+=(prometheus)
command -v promtool >/dev/null 2>&1 || need_apt+=(prometheus)
command -v prometheus-alertmanager >/dev/null 2>&1 || need_apt+=(prometheus-alertmanager)
[ -x /usr/bin/chromium ] || need_apt+=(chromium)
fc-list 2>/dev/null | grep -qi "wqy" || need_apt+=(fonts-wqy-microhei)
if [ ${#need_apt[@]} -gt 0 ]; then
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
fi
python -m pip install -q --disable-pip-version-check -e '.[test]'
