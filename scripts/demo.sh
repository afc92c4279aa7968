#!/usr/bin/env bash
# The main job in one command: installs what is missing, builds glassmorph (release), renders the
# default scene's expand/collapse transition to an MP4 (plus a contact sheet) and says where they are.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
echo "demo: building glassmorph (release)…"
scripts/release-build.sh glassmorph >/dev/null
glassmorph=.build/release/glassmorph
# On the PATH, so the README's commands work as written (scripts/install.sh says where).
scripts/install.sh --from "$glassmorph"
mkdir -p out

echo "demo: the scene"
"$glassmorph" check Scenes/toolbar.swift | sed -n '1,20p'
echo
echo "demo: rendering Scenes/toolbar.swift (tap, settle, tap back) at 2×, 60 fps…"
"$glassmorph" render --force Scenes/toolbar.swift -o out/toolbar.mp4
"$glassmorph" render --force Scenes/toolbar.swift --contact-sheet out/toolbar-contact-sheet.png --scale 1 --canvas fit --quiet
"$glassmorph" spring bouncy --compare snappy,smooth
echo
echo "demo: video:         $(pwd)/out/toolbar.mp4"
echo "demo: contact sheet: $(pwd)/out/toolbar-contact-sheet.png"
echo "demo: try 'glassmorph render --help', 'glassmorph render Scenes/morph-panel.swift' or 'glassmorph preview Scenes/toolbar.swift'"
