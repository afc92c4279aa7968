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
swift test --package-path "$consumer" --scratch-path "$scratch" --skip-build 2>&1 | grep -E "✘|✔ Test run|error" | tail -n 5
