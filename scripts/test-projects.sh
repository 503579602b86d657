#!/usr/bin/env bash
# Runs the vitest projects as two runs side by side: the browser journeys (one file at a time, each waiting on
# Chromium and the twin most of the time), after the SPA's build they serve, beside everything else (two files
# at a time), which needs no build and starts at once. In one run vitest
# starts a project limited to one worker only after all the others finish; side by side, the journeys take no
# time of their own. Each run writes its JSON report; scripts/test-summary.mjs reads both.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -f test-results/vitest*.json
(npm run -s build:web && npx vitest run --project e2e --outputFile.json=test-results/vitest-e2e.json "$@") &
journeys=$!
npx vitest run --project unit --project api --project infra --project web \
  --outputFile.json=test-results/vitest-rest.json "$@"
rest=$?
wait "$journeys"
journeys_status=$?
exit $(( rest || journeys_status ))
