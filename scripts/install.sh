#!/usr/bin/env bash
# Puts `glassmorph` on the PATH, so every command in the README works as written.
#
#   scripts/install.sh                      build (release) and install to /usr/local/bin when
#                                           writable, else ~/.local/bin
#   scripts/install.sh --prefix DIR         install to DIR/bin
#   scripts/install.sh --from BINARY        install BINARY instead of building
#   GLASSMORPH_PREFIX=DIR scripts/install.sh   as --prefix DIR (the README walkthrough's test uses it)
#
# Idempotent: installing again replaces the binary. Uninstall: delete PREFIX/bin/glassmorph and
# PREFIX/lib/glassmorph.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix="${GLASSMORPH_PREFIX:-}"
binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --from) binary="${2:?--from needs the path of a glassmorph binary}"; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install: unknown argument '$1'; see scripts/install.sh --help" >&2; exit 64 ;;
  esac
done

if [ -z "$binary" ]; then
  scripts/setup.sh
  echo "install: building glassmorph (release)…"
  scripts/release-build.sh glassmorph >/dev/null
  binary=.build/release/glassmorph
fi
if [ ! -x "$binary" ]; then
  echo "install: $binary is not an executable glassmorph binary" >&2
  exit 1
fi
if [ -z "$prefix" ]; then
  if [ -w /usr/local/bin ] || [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
mkdir -p "$prefix/bin"
install -m 755 "$binary" "$prefix/bin/glassmorph"
# The toolchain's swift-syntax libraries the binary links, beside it in PREFIX/lib/glassmorph
# (its run path looks there after the toolchain's own folder), so it still finds them when the
# toolchain it was built with moves.
libraries="$prefix/lib/glassmorph"
mkdir -p "$libraries"
ldd "$binary" | awk '$1 ~ /^libSwift[A-Za-z]*\.so$/ && $3 ~ /\/host\// { print $3 }' | while read -r library; do
  install -m 644 "$library" "$libraries/"
done
echo "install: $prefix/bin/glassmorph ($("$prefix/bin/glassmorph" --version))"
case ":$PATH:" in
  *":$prefix/bin:"*) ;;
  *) echo "install: $prefix/bin is not on your PATH; add it: export PATH=\"$prefix/bin:\$PATH\"" ;;
esac
