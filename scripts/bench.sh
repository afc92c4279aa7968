#!/usr/bin/env bash
# Benchmarks (release build). Each group prints rates and a ratio against a peer measured in the
# same run. Usage: scripts/bench.sh [motion]…
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
swift build -c release --product glassmorph-bench >/dev/null
.build/release/glassmorph-bench "$@"
