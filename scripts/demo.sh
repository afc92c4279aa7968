#!/usr/bin/env bash
# The main job in one command: installs what is missing, builds glassmorph (release) and runs the
# most complete job it has today — a comparison of SwiftUI's springs, with the samples written to
# out/ — then says where the files are.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
echo "demo: building glassmorph (release)…"
swift build -c release --product glassmorph >/dev/null
glassmorph=.build/release/glassmorph
mkdir -p out

echo
"$glassmorph" spring bouncy --compare snappy,smooth,interactiveSpring,easeInOut
echo
"$glassmorph" spring bouncy
"$glassmorph" spring bouncy --fps 60 --csv >out/bouncy.csv.tmp && mv out/bouncy.csv.tmp out/bouncy.csv
"$glassmorph" spring bouncy --compare snappy,smooth --fps 60 --until 1 --json \
  >out/springs.json.tmp && mv out/springs.json.tmp out/springs.json
echo
echo "demo: wrote $(pwd)/out/bouncy.csv (t,value,velocity at 60 fps) and $(pwd)/out/springs.json"
echo "demo: try '$glassmorph spring --help'"
