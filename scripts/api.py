#!/usr/bin/env python3
"""Writes Docs/API.md: every public declaration a client reaches through each library product.

  scripts/api.py            rewrite Docs/API.md from the debug build's modules
  scripts/api.py --check    change nothing; fail when Docs/API.md is not current (scripts/test.sh)
  --release                 read the release build's modules instead (scripts/test.sh builds release)

A product's surface is its module's public symbols, the declarations it re-exports
(`@_exported import struct MorphCore.Rect` brings Rect and its members; `@_exported import
GlassMorph` brings all of GlassMorph's surface), and the extension members those modules declare on
other modules' types (`Double.scale(by:)`, visible wherever the module is imported). The symbols come
from the toolchain's swift-symbolgraph-extract run on .build/debug/Modules (build first: `swift
build`), or .build/release/Modules with --release. A new public declaration the list does not have fails the check: the surface grows only on
purpose.
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIGURATION = "release" if "--release" in sys.argv else "debug"
MODULES = os.path.join(ROOT, ".build", CONFIGURATION, "Modules")
DOC = os.path.join(ROOT, "Docs", "API.md")
PRODUCTS = ["GlassMorph", "GlassMorphRendering", "GlassMorphTesting", "GlassMorphFrameTesting"]
# The pipeline's stage modules: what they declare for each other is `package`; what is public in
# them and no product re-exports is listed apart, so it too grows only on purpose.
STAGES = ["MorphCore", "MorphRaster", "MorphDiagnostics", "MorphSyntax", "MorphFrontend", "MorphViewTree", "MorphScene",
          "MorphLayout", "MorphFrame", "MorphTimeline", "MorphRender", "MorphMotion", "MorphMedia"]
SYSTEM_LIBRARIES = ["CFFmpeg", "CFileAttributes", "CFreeType", "CMicroHTTPD", "CPNG"]
# The pkg-config names of the system libraries (Package.swift), for their headers' folders.
PKG_CONFIG = ["freetype2", "libpng", "libmicrohttpd"]
EXPORT = re.compile(r"^@_exported import (?:(?:struct|enum|class|protocol|typealias|func|var|let) )?([A-Za-z_]+)(?:\.([A-Za-z_]+))?")

_graphs = {}


def graphs(module):
    """The module's symbol graphs: {extended module or None: [symbol]}."""
    if module in _graphs:
        return _graphs[module]
    with tempfile.TemporaryDirectory() as out:
        loader = glob.glob(os.path.join(ROOT, ".build", "*", CONFIGURATION, "CFFmpegLoader.build", "module.modulemap"))
        # The build's own target triple (its folder under .build), so any host architecture works.
        triple = loader[0].split(os.sep)[-4] if loader else "x86_64-unknown-linux-gnu"
        command = ["swift-symbolgraph-extract", "-module-name", module, "-I", MODULES,
                   "-target", triple, "-minimum-access-level", "public",
                   "-skip-synthesized-members", "-output-dir", out]
        flags = subprocess.run(["pkg-config", "--cflags-only-I", *PKG_CONFIG],
                               capture_output=True, text=True).stdout.split()
        for flag in flags:
            command += ["-Xcc", flag]
        for library in SYSTEM_LIBRARIES:
            command += ["-Xcc", "-fmodule-map-file=" + os.path.join(ROOT, "Sources", library, "module.modulemap")]
        for path in loader[:1]:
            command += ["-Xcc", "-fmodule-map-file=" + path, "-Xcc", "-I",
                        "-Xcc", os.path.join(ROOT, "Sources", "CFFmpegLoader", "include")]
        run = subprocess.run(command, capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"api: swift-symbolgraph-extract failed for {module} (build with `swift build` first):\n{run.stderr}")
        result = {}
        for path in glob.glob(os.path.join(out, "*.symbols.json")):
            name = os.path.basename(path)[: -len(".symbols.json")]
            extended = name.split("@", 1)[1] if "@" in name else None
            with open(path) as handle:
                result[extended] = json.load(handle)["symbols"]
    _graphs[module] = result
    return result


def exports(module):
    """(module, declaration or None) pairs a module re-exports."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True)):
        with open(path) as handle:
            for line in handle:
                match = EXPORT.match(line)
                if match:
                    found.append((match.group(1), match.group(2)))
    return found


def line(module, symbol):
    path = ".".join(symbol["pathComponents"])
    declaration = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    declaration = " ".join(declaration.split())
    return (module, path, symbol["kind"]["identifier"].replace("swift.", ""), declaration)


def surface(module, seen=None):
    """Every (module, path, kind, declaration) a client of `module` reaches."""
    seen = set() if seen is None else seen
    if module in seen:
        return set()
    seen.add(module)
    found = set()
    for extended, symbols in graphs(module).items():
        found.update(line(module, symbol) for symbol in symbols)
    for exported, declaration in exports(module):
        if declaration is None:
            found |= surface(exported, seen)
            continue
        for extended, symbols in graphs(exported).items():
            for symbol in symbols:
                # The declaration and its members; extensions on other modules' types come along.
                if extended is not None or symbol["pathComponents"][0] == declaration:
                    found.add(line(exported, symbol))
    return found


def document():
    lines = [
        "# Public API",
        "",
        "Every public declaration a client reaches through each library product — its own, what it",
        "re-exports, and the extension members those modules add to other modules' types — generated by",
        "`scripts/api.py` from the compiler's symbol graphs; `scripts/test.sh` fails when it is not current,",
        "so the surface grows only on purpose (issue: a sealed library surface).",
        "",
        "| Product | Declarations | From its own module | Re-exported | Extension members on other modules' types |",
        "|---|---|---|---|---|",
    ]
    sections = []
    reexported = set()
    for product in PRODUCTS:
        entries = sorted(surface(product))
        reexported.update((entry[0], entry[1]) for entry in entries)
        own = sum(1 for entry in entries if entry[0] == product)
        extensions = {(module, path) for module, graph in _graphs.items() for extended, symbols in graph.items()
                      if extended is not None for path in (".".join(s["pathComponents"]) for s in symbols)}
        outside = sum(1 for entry in entries if (entry[0], entry[1]) in extensions)
        lines.append(f"| `{product}` | {len(entries)} | {own} | {len(entries) - own} | {outside} |")
        sections.append("")
        sections.append(f"## {product}")
        sections.append("")
        current = None
        for module, path, kind, declaration in entries:
            if module != current:
                sections.append("")
                sections.append(f"### from {module}")
                sections.append("")
                current = module
            sections.append(f"- `{path}` ({kind}): `{declaration}`")
    # Public in a stage module, re-exported by no product: the types a re-exported declaration's
    # signature needs (a `GlassSpec.tint` is a `Color?`), which Swift requires to be public. Kept
    # out of the products' names so a client that imports SwiftUI too sees no second `Color`.
    unlisted = sorted(line(module, symbol) for module in STAGES for extended, symbols in graphs(module).items()
                      for symbol in symbols if (module, ".".join(symbol["pathComponents"])) not in reexported)
    lines += ["", f"Public in the pipeline's stage modules and re-exported by no product: **{len(unlisted)}** — "
              "the types the products' signatures use (Swift requires them public), reachable only by "
              "value or with `import MorphCore` and the like; everything else the stages share is `package`."]
    sections += ["", "## Public in stage modules, not re-exported", ""]
    current = None
    for module, path, kind, declaration in unlisted:
        if module != current:
            sections += ["", f"### {module}", ""]
            current = module
        sections.append(f"- `{path}` ({kind}): `{declaration}`")
    return "\n".join(lines + sections) + "\n"


def main():
    text = document()
    if "--check" in sys.argv:
        with open(DOC) as handle:
            if handle.read() != text:
                sys.exit("api: Docs/API.md is not current: a public declaration was added, removed or changed. "
                         "If that is intended, run `python3 scripts/api.py` and commit Docs/API.md.")
        return
    with open(DOC, "w") as handle:
        handle.write(text)
    print(f"api: wrote {os.path.relpath(DOC, ROOT)}")


if __name__ == "__main__":
    main()
