#!/usr/bin/env bash
# Digests of every frame GlassMorph draws for the shipped scenes: each scene's default timeline as a
# PNG sequence (the 8-bit frame path that videos take, each frame drawn after the one before) at 1×,
# 2× and 3×, and a still at 0.35 s (the floating-point path) at each scale. A renderer change meant to
# leave the pictures alone is checked by running this before and after and comparing the outputs:
#   scripts/frame-digests.sh [BINARY] > before.txt   …change…   scripts/frame-digests.sh > after.txt
#   diff before.txt after.txt   # nothing: every frame byte-identical
# BINARY defaults to the release build (built first when it is the default). FPS (default 20) sets
# how many frames of each timeline are drawn.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-}"
if [ -z "$binary" ]; then
  scripts/release-build.sh glassmorph >/dev/null
  binary=.build/release/glassmorph
fi
fps="${FPS:-20}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for scene in Scenes/*.swift; do
  name=$(basename "$scene" .swift)
  for scale in 1 2 3; do
    rm -rf "$work/frames"
    "$binary" render "$scene" --quiet --scale "$scale" --fps "$fps" --png-dir "$work/frames" >/dev/null
    # One digest over the frames in order (their pixels: the PNG encoder is deterministic).
    frames=$(cat "$work"/frames/frame-*.png | sha256sum | cut -c1-16)
    count=$(ls "$work/frames" | wc -l)
    "$binary" render "$scene" --quiet --scale "$scale" --still 0.35 -o "$work/still.png" --force >/dev/null
    still=$(sha256sum <"$work/still.png" | cut -c1-16)
    printf '%-20s %s× frames %3d %s still %s\n' "$name" "$scale" "$count" "$frames" "$still"
  done
done
