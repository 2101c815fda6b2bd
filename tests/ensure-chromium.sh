#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium; browsers are never downloaded by a test tool.
# Installs it when missing (root only: CI and these machines run as root).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The visual baselines (tests/e2e/visual.spec.ts-snapshots) are drawn in Liberation Sans: the font
# fontconfig gives for the app's Helvetica in its font stack. Without it the fallback changes every text.
fonts=/usr/share/fonts/truetype/liberation
if [ -x "$browser" ] && [ -d "$fonts" ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium or its fonts are missing. Install Debian's packages: sudo apt-get install -y chromium fonts-liberation" >&2
  exit 1
fi
echo "Installing Debian's chromium and fonts-liberation for the end-to-end tests…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$browser" --version
