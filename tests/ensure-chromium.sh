#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; browsers are never downloaded by a test tool.
# Installs it when missing (root only: CI and these machines run as root).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at $browser. Install Debian's package: sudo apt-get install -y chromium" >&2
  exit 1
fi
echo "Installing Debian's chromium for the end-to-end tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >/dev/null
"$browser" --version
