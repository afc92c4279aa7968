#!/usr/bin/env bash
# Builds one product in release for this machine: scripts/release-build.sh PRODUCT (the binary is
# .build/release/PRODUCT). Every script that builds release goes through here, so they all build
# with the same flags and never rebuild one another's work.
#
# On x86-64 with AVX2 and FMA (Intel since Haswell, 2013; every AMD Zen) the Swift code is compiled
# for that instruction set (-target-cpu haswell): the renderer's eight-lane SIMD8<Float> stages run
# as one 256-bit instruction instead of two 128-bit ones (Docs/Rendering.md, "Performance"). The
# frames are the same bytes either way — Swift fuses no multiply-add unless asked to — which
# `scripts/bench.sh cpu` checks by rendering every scene with both builds. Elsewhere (arm64, older
# x86-64, or GLASSMORPH_PORTABLE=1 for a binary to copy to other machines) it is a plain release
# build.
set -euo pipefail
cd "$(dirname "$0")/.."
product="${1:?usage: scripts/release-build.sh PRODUCT}"
flags=()
if [ -z "${GLASSMORPH_PORTABLE:-}" ] && [ "$(uname -m)" = x86_64 ] \
  && grep -qw avx2 /proc/cpuinfo 2>/dev/null && grep -qw fma /proc/cpuinfo 2>/dev/null; then
  flags=(-Xswiftc -target-cpu -Xswiftc haswell)
fi
swift build -c release --product "$product" "${flags[@]}"
