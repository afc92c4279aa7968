#!/usr/bin/env bash
# Builds Tests/ConsumerPackage — a package that depends on GlassMorph by path, as an app's test
# target would — fails if the compiler warns about any of GlassMorph's own sources, then runs the
# consumer's tests (which render a scene to MP4 through the public products).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
consumer=Tests/ConsumerPackage
scratch=.build/consumer
log=.build/consumer-build.txt
mkdir -p .build
# The snippets of Docs/Testing.md become a test target of the consumer: they must compile.
python3 scripts/doc-snippets.py
echo "consumer: building $consumer against this checkout…"
swift build --package-path "$consumer" --scratch-path "$scratch" --build-tests 2>&1 | tee "$log" | grep -E "error|Compiling|Build complete" | tail -n 3
# Warnings that point into this checkout's sources (the consumer's own files are excluded).
warnings=$(grep -E "^$root/(Sources|Benchmarks)/.*: warning:" "$log" | sort -u || true)
if [ -n "$warnings" ]; then
  echo "consumer: GlassMorph's sources produced compiler warnings for a library user:" >&2
  echo "$warnings" >&2
  exit 1
fi
echo "consumer: no warnings from GlassMorph's sources"
# Run from another working directory (as Xcode does): scenes and goldens are found from the test
# files, not from where the tests are started. The snippets are only built.
(cd "${TMPDIR:-/tmp}" && swift test --package-path "$root/$consumer" --scratch-path "$root/$scratch" \
  --skip-build --filter ConsumerTests 2>&1) | grep -E "✘|Test run with|error" | tail -n 5
# A typo in the record mode fails every golden check and names the valid modes.
typo=$(cd "${TMPDIR:-/tmp}" && GLASSMORPH_RECORD=fail swift test --package-path "$root/$consumer" \
  --scratch-path "$root/$scratch" --skip-build --filter toolbarMidMorphLooksRight 2>&1 || true)
if ! grep -q "GLASSMORPH_RECORD=fail is not a record mode; use one of all, failed, missing, never (did you mean 'failed'?)" <<<"$typo"; then
  echo "consumer: GLASSMORPH_RECORD=fail did not fail with the list of valid modes:" >&2
  echo "$typo" | tail -n 20 >&2
  exit 1
fi
echo "consumer: GLASSMORPH_RECORD=fail fails the check and names the valid modes"
