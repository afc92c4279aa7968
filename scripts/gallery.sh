#!/usr/bin/env bash
# Regenerates the images the README shows (Docs/images/) from Scenes/ with the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
swift build -c release --product glassmorph >/dev/null
glassmorph=.build/release/glassmorph
out=Docs/images
mkdir -p "$out"
sheet() { "$glassmorph" render "Scenes/$1.swift" --contact-sheet "$out/$1-contact-sheet.png" --scale 1 --canvas fit --quiet; }
sheet toolbar
sheet morph-panel
sheet union-groups
sheet card-list
sheet model-menu
# Whole app screens: a still after the taps that change them.
"$glassmorph" render Scenes/tab-app.swift --still 1.0 --tap "button 4@0.2" --tap square.grid.2x2@0.4 \
  -o "$out/tab-app.png" --scale 1 --quiet
"$glassmorph" render Scenes/toolbar-items.swift --still 1.0 --tap Select@0.2 \
  -o "$out/toolbar-items.png" --scale 1 --quiet
echo "gallery: wrote $(ls "$out" | wc -l) images to $out"
