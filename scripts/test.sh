#!/usr/bin/env bash
# The whole test suite from a clean checkout: installs what is missing, builds with the module
# import rules enforced, runs every test (XCTest and Swift Testing) and prints the runner's summary.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's duration is printed when it ends, so growth in CI time is visible.
step_started=$SECONDS
step_name=""
step() {
  if [ -n "$step_name" ]; then echo "test.sh: $step_name took $((SECONDS - step_started)) s"; fi
  step_name="$1"
  step_started=$SECONDS
}
trap 'step ""' EXIT

step setup
scripts/setup.sh

# The tests run against the optimised build users install (release, with testable imports): the
# renderer's pixel tests cost ten times more in a debug build, which took CI past its time. A
# developer's `swift test` is the debug build, and both must pass.
# Module dependencies point one way (Docs/Architecture.md): an import a target did not declare is a
# build error.
step build
swift build -c release --build-tests -Xswiftc -enable-testing \
  --explicit-target-dependency-import-check error
# …and the declared graph follows the pipeline (Docs/Architecture.md is generated from it).
python3 scripts/architecture.py --check
# …and Docs/Diagnostics.md lists the catalogue of diagnostic IDs.
python3 scripts/diagnostics-doc.py --check
# …and Docs/API.md lists every public declaration of the library products (a new one fails here
# until the list is regenerated with scripts/api.py and committed).
python3 scripts/api.py --check --release

# Every scene in Scenes/, Tests/Fixtures/ and the tests is a fuzzing seed (Docs/Reliability.md); the
# corpus itself is replayed by CorpusReplayTests.
python3 scripts/fuzz-seeds.py --check

# SF Symbol names → Material Icons: the generated table matches its source and the installed font.
python3 scripts/symbol-catalog.py --check

step lint
# Style: the committed .swift-format, checked (not rewritten) so CI sees what a developer sees.
swift format lint --strict --recursive --configuration .swift-format Sources Tests Benchmarks

# Golden files are verified, never recorded, unless a developer asks (GLASSMORPH_RECORD=all|failed|missing).
export GLASSMORPH_RECORD="${GLASSMORPH_RECORD:-never}"
step "swift test"
set +e
swift test -c release --skip-build 2>&1 | tee .build/test-output.txt | grep -vE '^(◇|↳|✔ (Test|Suite) )'
status=${PIPESTATUS[0]}
set -e

# The live preview end to end in a real browser (Debian's chromium through Playwright); its
# screenshots are kept in .build/browser-artifacts/.
step "browser test"
set +e
python3 Tests/Browser/preview_test.py .build/release/glassmorph
browser_status=$?
set -e
[ "$status" -eq 0 ] && status=$browser_status

# A package that depends on GlassMorph by path, as an app's tests would: it must build without a
# warning from our sources and render a scene to MP4 through the public products.
step "consumer package"
set +e
bash scripts/consumer.sh
consumer_status=$?
set -e
[ "$status" -eq 0 ] && status=$consumer_status

# The README's new-user walkthrough, command by command, in a fresh clone of HEAD (installs into a
# temporary prefix; a release build of the clone).
step walkthrough
set +e
python3 scripts/walkthrough.py
walkthrough_status=$?
set -e
[ "$status" -eq 0 ] && status=$walkthrough_status

step ""
# The runners' own summaries, XCTest's then Swift Testing's, as the last lines.
echo
grep -E "Executed [0-9]+ tests?, with" .build/test-output.txt | grep -v "Executed 0 tests" | tail -n 1 || true
grep -E "Test run with [0-9]+ tests?" .build/test-output.txt | tail -n 1 || true
exit "$status"
