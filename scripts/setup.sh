#!/usr/bin/env bash
# Installs the Debian packages GlassMorph needs (listed in DEVELOPERS.md), only those missing.
# Idempotent: a second run installs nothing and prints one line.
set -euo pipefail

packages=(
  pkg-config       # finds the C libraries for the systemLibrary targets
  libpng-dev       # PNG output and --background images (MorphMedia)
  libfreetype-dev  # text glyphs (MorphMedia)
  fonts-inter      # Inter: the font text is set in (layout measures it, FreeType draws it)
  fonts-dejavu-core  # the fallback font
  fonts-material-design-icons-iconfont  # Material Icons: what SF Symbol names are drawn with
  libavcodec-dev   # H.264 encoding through libx264 (MorphMedia)
  libavformat-dev  # the MP4 container
  libavfilter-dev  # GIF palettes (palettegen/paletteuse)
  libavutil-dev    # FFmpeg utilities (frames, errors, options)
  libswscale-dev   # RGB → YUV 4:2:0 with BT.709
  ffmpeg           # ffprobe / ffmpeg, used by the tests to decode what we write
  libmicrohttpd-dev  # the HTTP server of `glassmorph preview` (MorphHTTP)
  chromium         # the real browser the preview page's tests drive (through Playwright)
  python3-pip      # installs Playwright for Python from PyPI when the Python in use lacks pip
  groff-base       # groff, which the tests render the generated manual page with
  webp             # webpmux, which the tests read animated WebP with (FFmpeg 5.1 cannot decode it)
  python3-pil      # Pillow (libwebp inside), which the tests decode animated WebP frames with
)

# swift-syntax from the toolchain (MorphFrontend reads Swift with it): the modules and libraries
# Package.swift links, in <toolchain>/usr/lib/swift/host, or in GLASSMORPH_SWIFT_HOST.
check_swift_syntax() {
  local host="${GLASSMORPH_SWIFT_HOST:-}"
  if [ -z "$host" ]; then
    local swift_binary
    swift_binary="$(command -v swift || true)"
    if [ -z "$swift_binary" ]; then
      echo "setup: no 'swift' on PATH; install a Swift toolchain (6.0 or later) from swift.org" >&2
      exit 1
    fi
    host="$(dirname "$(dirname "$(readlink -f "$swift_binary")")")/lib/swift/host"
  fi
  local absent=()
  for module in SwiftSyntax SwiftParser SwiftParserDiagnostics SwiftDiagnostics SwiftOperators \
    SwiftIfConfig SwiftBasicFormat SwiftSyntaxBuilder; do
    [ -e "$host/$module.swiftmodule" ] || absent+=("$module.swiftmodule")
    [ -e "$host/lib$module.so" ] || [ -e "$host/lib$module.dylib" ] || absent+=("lib$module.so")
  done
  if [ ${#absent[@]} -gt 0 ]; then
    echo "setup: the Swift toolchain's swift-syntax is incomplete in $host; missing: ${absent[*]}" >&2
    echo "setup: use a toolchain from swift.org (5.9 or later ships it), or point GLASSMORPH_SWIFT_HOST at the folder that has them" >&2
    exit 1
  fi
}
check_swift_syntax

missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done

# Playwright for Python (PyPI), which drives Debian's chromium in the preview page's tests; it
# never downloads a browser of its own (the tests point it at /usr/bin/chromium).
install_playwright() {
  if python3 -c "import playwright" 2>/dev/null; then
    return
  fi
  echo "setup: installing Playwright for Python (PyPI)"
  # Debian's own Python is "externally managed": install for this user beside it.
  python3 -m pip install -q playwright 2>/dev/null \
    || python3 -m pip install -q --user --break-system-packages playwright
}

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all ${#packages[@]} Debian packages present."
  install_playwright
  exit 0
fi

echo "setup: installing ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo_cmd=(sudo)
  else
    echo "setup: need root to install ${missing[*]}; run: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
else
  sudo_cmd=()
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "setup: installed ${missing[*]}"
install_playwright
