#!/usr/bin/env bash
# Regenerates the images the README shows (Docs/images/) from Scenes/ with the release build.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
scripts/release-build.sh glassmorph >/dev/null
glassmorph=.build/release/glassmorph
out=Docs/images
mkdir -p "$out"
sheet() { "$glassmorph" render --force "Scenes/$1.swift" --contact-sheet "$out/$1-contact-sheet.png" --scale 1 --canvas fit --quiet; }
sheet toolbar
sheet morph-panel
sheet union-groups
sheet card-list
sheet model-menu
# README and Docs/Gallery.md: the frames *between* states in a row — strip SCENE TAP TIME… renders a
# still at each time after tapping TAP at 0.1 s, and joins them side by side (FFmpeg's hstack).
strip() {
  local scene=$1 tap=$2
  shift 2
  local tmp inputs=() index=0
  tmp=$(mktemp -d)
  for time in "$@"; do
    "$glassmorph" render --force "Scenes/$scene.swift" --tap "$tap@0.1" --still "$time" --canvas fit \
      --scale 2 -o "$tmp/$index.png" --quiet
    inputs+=(-i "$tmp/$index.png")
    index=$((index + 1))
  done
  ffmpeg -loglevel error -y "${inputs[@]}" -filter_complex "hstack=inputs=$#" -frames:v 1 \
    -update 1 "$out/$scene-strip.png"
  rm -rf "$tmp"
}
strip morph-panel compose 0.15 0.2 0.25 0.3 0.4
strip toolbar toggle 0.12 0.15 0.18 0.22 0.3
# Docs/Sharing.md: the toolbar mid-morph in four variants, side by side.
"$glassmorph" render --force Scenes/toolbar.swift --still 0.5 --tap toggle@0.1 --canvas fit --scale 1 \
  --variants standard,dark,reduce-transparency,increase-contrast -o "$out/variants.png" --quiet
# Whole app screens: a still after the taps that change them.
"$glassmorph" render --force Scenes/tab-app.swift --still 1.0 --tap "button 4@0.2" --tap square.grid.2x2@0.4 \
  -o "$out/tab-app.png" --scale 1 --quiet
"$glassmorph" render --force Scenes/toolbar-items.swift --still 1.0 --tap Select@0.2 \
  -o "$out/toolbar-items.png" --scale 1 --quiet
# Docs/Gallery.md: the glass look, zoomed (2–3 px per point).
for backdrop in grid photo white black wallpaper; do
  "$glassmorph" render --force Scenes/glass-sampler.swift --still 0 --background "$backdrop" --canvas fit \
    --scale 2 -o "$out/look-$backdrop.png" --quiet
done
# Interactive: 0.08 s into a press on "more" (it grows and brightens; the actions start to emerge).
"$glassmorph" render --force Scenes/glass-sampler.swift --still 0.08 --tap more@0 --background grid \
  --canvas fit --scale 2 -o "$out/look-press.png" --quiet
# Emerging over the grid: the sampler's actions 0.2 s after the tap. Merging: the toolbar 0.15 s
# after its tap (its #Preview paints its own background); materialize half-way.
"$glassmorph" render --force Scenes/glass-sampler.swift --still 0.2 --tap more@0 --background grid \
  --canvas fit --scale 2 -o "$out/look-emerging.png" --quiet
"$glassmorph" render --force Scenes/toolbar.swift --still 0.15 --tap toggle@0 --canvas fit --scale 3 \
  -o "$out/look-merging.png" --quiet
"$glassmorph" render --force Scenes/materialize.swift --still 0.11 --tap more@0 --canvas fit --scale 3 \
  -o "$out/look-materialize.png" --quiet
"$glassmorph" render --force Scenes/clear-over-photo.swift --still 0 --canvas fit --scale 3 \
  -o "$out/look-clear.png" --quiet
"$glassmorph" render --force Scenes/tinted.swift --still 1 --tap 1@0 --canvas fit --scale 3 \
  -o "$out/look-tinted.png" --quiet
# The preview page, as the README shows it (a real browser; see scripts/preview-screenshot.py).
python3 scripts/preview-screenshot.py "$glassmorph" Scenes/morph-panel.swift 0.45 "$out/preview.png"
echo "gallery: wrote $(ls "$out" | wc -l) images to $out"
