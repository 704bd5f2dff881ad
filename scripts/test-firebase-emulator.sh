#!/usr/bin/env bash
# Runs the server's Firebase identity tests (sync-server/**/*.emulator.test.ts) against the real
# Firebase Auth emulator, offline: firebase-tools is fetched on demand from the npm registry (it is not
# a dependency), the emulator runs from its own JavaScript (no Java, no emulator download, UI disabled),
# and the demo- project needs no credentials. Exits with vitest's status.
#
#   scripts/test-firebase-emulator.sh [extra vitest arguments]
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ ! -x node_modules/.bin/vitest ]]; then
  echo "node_modules/.bin/vitest is missing: run 'npm ci' first." >&2
  exit 2
fi

PROJECT=demo-clausecraft
# Keep firebase-tools off the network beyond npm: CI skips its message-of-the-day fetch, and the update
# notifier stays quiet. Usage analytics only run after an opt-in at 'firebase login', which never happens here.
export CI="${CI:-1}"
export NO_UPDATE_NOTIFIER=1

vitest_cmd="node_modules/.bin/vitest run --config vitest.firebase.config.ts"
for arg in "$@"; do vitest_cmd+=" $(printf '%q' "$arg")"; done

exec npx --yes firebase-tools@15 emulators:exec --only auth --project "$PROJECT" "$vitest_cmd"
