#!/usr/bin/env bash
# Benchmarks (release build). Each group prints rates and a ratio against a peer measured in the
# same run. Usage: scripts/bench.sh [motion] [scene] [layout] [timeline] [render]   (no argument: all groups)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
swift build -c release --product glassmorph-bench >/dev/null
groups=("$@")
[ ${#groups[@]} -eq 0 ] && groups=(motion scene layout timeline render)

for group in "${groups[@]}"; do
  case "$group" in
    motion) .build/release/glassmorph-bench motion ;;
    layout) .build/release/glassmorph-bench layout ;;
    timeline) .build/release/glassmorph-bench timeline ;;
    render)
      output=$(.build/release/glassmorph-bench render)
      echo "$output"
      ours=$(echo "$output" | sed -n 's/.* \([0-9.]*\) frames\/s$/\1/p')
      # Peer: skia-python's CPU raster backend on the same content (installed from PyPI if missing).
      python3 -c "import skia" 2>/dev/null || pip install --quiet skia-python >/dev/null 2>&1 || true
      if peer=$(python3 scripts/skia_peer.py 3 2>/dev/null); then
        printf '%-56s%.1f frames/s\n' "render: peer — skia-python raster (blur in capsules, gradient, rim)" "$peer"
        python3 -c "print('render: ratio ours / skia = %.2f (ours also refracts, merges and lights)' % ($ours / $peer))"
      else
        echo "render: peer — skia-python unavailable (pip install skia-python failed); no ratio"
      fi
      ;;
    scene)
      output=$(.build/release/glassmorph-bench scene)
      echo "$output"
      file=$(echo "$output" | sed -n 's/^scene: generated file \([^ ]*\) (\([0-9]*\) lines.*/\1/p')
      lines=$(echo "$output" | sed -n 's/^scene: generated file [^ ]* (\([0-9]*\) lines.*/\1/p')
      ours=$(echo "$output" | sed -n 's/^scene: parse + evaluate all.* \([0-9.]*\) lines\/s$/\1/p')
      # Peer: the Swift compiler's own parser on the same file (process start included), 5 runs.
      runs=5
      start=$(date +%s%N)
      for _ in $(seq $runs); do swiftc -parse "$file" >/dev/null 2>&1 || true; done
      end=$(date +%s%N)
      peer=$(python3 -c "print(round($lines * $runs / (($end - $start) / 1e9)))")
      printf '%-56s%s lines/s\n' "scene: peer — swiftc -parse (parse only, per process)" "$peer"
      python3 -c "print('scene: ratio ours (parse + all states) / swiftc -parse = %.2f' % ($ours / $peer))"
      ;;
    *) echo "bench: unknown group '$group' (motion, scene, layout, timeline, render)" >&2; exit 64 ;;
  esac
done
