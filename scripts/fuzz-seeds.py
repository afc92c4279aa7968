#!/usr/bin/env python3
"""Writes the fuzzing seeds and dictionary (Docs/Reliability.md):

  Fuzz/corpus/scene/seed-*   every Scenes/ and Tests/Fixtures/ file, and every scene written inline
                             in the tests (triple-quoted strings that declare a View, except one
                             marked `fuzz-seeds: skip`, which runs to a budget on purpose)
  Fuzz/corpus/cli/seed-*     command lines (NUL-separated) using every subcommand's options
  Fuzz/corpus/image/seed-*   small PNGs of each colour type and bit depth
  Fuzz/swiftui.dict          Swift and SwiftUI tokens, the simulator's view and modifier names and
                             the command's option names, for libFuzzer's -dict

With --check, changes nothing and fails when the files are stale (scripts/test.sh runs it, so a
new test scene cannot miss the corpus). Crashers found by scripts/fuzz.sh are added beside the seeds (named crash-*, minimised) by hand and
never removed. Run again after adding scenes or tests; it rewrites only seed-* files.
"""
import glob
import hashlib
import os
import re
import struct
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "Fuzz", "corpus")


CHECK = "--check" in os.sys.argv
WRITTEN = {}


def write(kind, name, data):
    path = os.path.join(CORPUS, kind, "seed-" + name)
    WRITTEN[path] = data
    if CHECK:
        return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)


def clear_seeds():
    if CHECK:
        return
    for path in glob.glob(os.path.join(CORPUS, "*", "seed-*")):
        os.remove(path)


def stale():
    """Seed files that differ from what this script would write (missing, changed or extra)."""
    on_disk = set(glob.glob(os.path.join(CORPUS, "*", "seed-*")))
    seeds = [p for p in WRITTEN if os.path.basename(p).startswith("seed-")]
    problems = [p for p in seeds if p not in on_disk or open(p, "rb").read() != WRITTEN[p]]
    problems += [p for p in on_disk if p not in WRITTEN]
    return sorted(problems)


def scene_seeds():
    count = 0
    for path in sorted(glob.glob(os.path.join(ROOT, "Scenes", "*.swift"))
                       + glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "*.swift"))):
        write("scene", os.path.basename(path), open(path, "rb").read())
        count += 1
    for path in sorted(glob.glob(os.path.join(ROOT, "Tests", "**", "*.swift"), recursive=True)):
        if "/ConsumerPackage/" in path or "/Fixtures/" in path:
            continue
        text = open(path, encoding="utf-8").read()
        for block in re.findall(r'"""\n(.*?)\n\s*"""', text, re.S):
            if "View" not in block and "Stack" not in block:
                continue
            # A scene that runs to the step budget on purpose is a test of its own; replayed as a
            # seed in CI's debug build it would cost seconds for nothing new.
            if "fuzz-seeds: skip" in block:
                continue
            # Interpolations of the test's own become a plain value; the scene's, escaped in the
            # test's literal (`\\(count)`), are the scene's interpolations (`\(count)`).
            block = re.sub(r"(?<!\\)\\\((.*?)\)", "1", block)
            block = block.replace("\\\\", "\\")
            digest = hashlib.sha1(block.encode()).hexdigest()[:12]
            write("scene", f"test-{digest}.swift", block.encode())
            count += 1
    return count


CLI = [
    ["check", "scene.swift"],
    ["check", "scene.swift", "--json", "--canvas", "fit", "--view", "Toggle", "--preview", "Preview"],
    ["check", "scene.swift", "--canvas", "390x300"],
    ["keyframes", "scene.swift", "--tap", "toggle@0.1", "--at", "0,0.1,0.2", "--format", "csv"],
    ["keyframes", "scene.swift", "--set", "isOpen=true@0.5", "--animation", ".bouncy", "--fps", "30",
     "--until", "2", "--strict", "--verbose", "--display-rate", "120", "--canvas", "iphone-16-pro"],
    ["render", "scene.swift", "-o", "out.mp4", "--fps", "30", "--quality", "high", "--crf", "20",
     "--preset", "slow", "--scale", "1", "--loop", "2", "--duration", "1.5", "--quiet"],
    ["render", "scene.swift", "--still", "0.4", "-o", "still.png", "--background", "white"],
    ["render", "scene.swift", "--png-dir", "frames", "--frames", "0-20", "--fps", "24"],
    ["render", "scene.swift", "--contact-sheet", "sheet.png", "--canvas", "fit", "--tap", "toggle@0"],
    ["spring", "bouncy", "--compare", "snappy,smooth"],
    ["spring", ".spring(response: 0.4, dampingFraction: 0.7)", "--format", "csv", "--fps", "60",
     "--until", "1"],
    ["spring", ".interpolatingSpring(mass: 1, stiffness: 100, damping: 10)", "--format", "json"],
    ["spring", "smooth", "--plot", "p.png", "--video", "v.mp4", "--from", "0", "--to", "100"],
    ["help", "render"], ["--version"], ["render", "--help"],
    ["preview", "scene.swift", "--port", "0", "--host", "127.0.0.1", "--canvas", "fit", "--scale", "3",
     "--background", "grid", "--fps", "30", "--open"],
    ["keyframes", "scene.swift", "--tap", "toggle@0", "--tap-animation", ".spring(duration: 0.4, bounce: 0.2)"],
    ["keyframes", "scene.swift", "--tap", "toggle@0", "--tap", "toggle@1", "--tap-animation", ".smooth",
     "--tap-animation-for", "2"],
    ["diff", "golden.json", "actual.json", "-o", "diff.png"],
    ["migrate-goldens", "Tests", "--dry-run"],
]


def cli_seeds():
    for index, arguments in enumerate(CLI):
        write("cli", f"{index:02d}-{arguments[0].strip('-')}", b"\0".join(a.encode() for a in arguments))
    return len(CLI)


def png(width, height, color_type, depth, rows):
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, 0)
    raw = b"".join(b"\0" + row for row in rows)
    extra = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255])) if color_type == 3 else b""
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def image_seeds():
    seeds = {
        "rgba8.png": png(3, 2, 6, 8, [bytes(range(12)), bytes(range(12, 24))]),
        "rgb8.png": png(2, 2, 2, 8, [bytes([255, 0, 0, 0, 255, 0]), bytes([0, 0, 255, 9, 9, 9])]),
        "gray8.png": png(4, 1, 0, 8, [bytes([0, 85, 170, 255])]),
        "gray-alpha16.png": png(1, 1, 4, 16, [bytes([1, 2, 3, 4])]),
        "palette2.png": png(4, 2, 3, 2, [bytes([0b00011011]), bytes([0b10010011])]),
        "rgba16.png": png(1, 2, 6, 16, [bytes(8), bytes([255] * 8)]),
    }
    for name, data in seeds.items():
        write("image", name, data)
    return len(seeds)


def dictionary():
    tokens = set()
    for word in ("struct class enum extension func var let static private some View body if else "
                 "switch case default for in while guard return true false nil self Self import "
                 "SwiftUI @State @Binding @Namespace @Observable @Environment @EnvironmentObject "
                 "@StateObject @ObservedObject @Bindable @Previewable @ViewBuilder #Preview #if "
                 "#else #endif os(iOS) DEBUG withAnimation Task await async Int Double String Bool "
                 "CGFloat Array Set Dictionary ForEach Identifiable CaseIterable rawValue id "
                 "Namespace.ID .bouncy .snappy .smooth .spring .easeInOut .linear .regular .clear "
                 "... ..< ?? ?. -> => == != <= >= && || += -= *= /= { } ( ) [ ] : , . \\ \" """).split():
        tokens.add(word)
    for path in glob.glob(os.path.join(ROOT, "Sources", "MorphScene", "*.swift")):
        for name in re.findall(r'case "([A-Za-z][A-Za-z0-9]*)"', open(path, encoding="utf-8").read()):
            tokens.add(name)
            tokens.add("." + name)
    for path in glob.glob(os.path.join(ROOT, "Sources", "GlassMorphCLI", "*.swift")):
        for name in re.findall(r'name: "(--?[a-z][a-z-]*)"', open(path, encoding="utf-8").read()):
            tokens.add(name)
    for word in ("check", "keyframes", "render", "spring", "help", "--help", "--version", "@0.5",
                 "=true@1", "1e308", "-1", "9223372036854775807", "nan", "inf", "0-9"):
        tokens.add(word)
    lines = ["# Swift, SwiftUI and glassmorph tokens for libFuzzer (scripts/fuzz-seeds.py writes this)."]
    for token in sorted(tokens):
        escaped = token.replace("\\", "\\\\").replace('"', '\\"')
        lines.append(f'"{escaped}"')
    path = os.path.join(ROOT, "Fuzz", "swiftui.dict")
    WRITTEN[path] = ("\n".join(lines) + "\n").encode()
    if not CHECK:
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
    return len(tokens)


def main():
    clear_seeds()
    counts = (scene_seeds(), cli_seeds(), image_seeds(), dictionary())
    if CHECK:
        dictionary_path = os.path.join(ROOT, "Fuzz", "swiftui.dict")
        problems = stale()
        if open(dictionary_path, "rb").read() != WRITTEN[dictionary_path]:
            problems.append(dictionary_path)
        if problems:
            print("fuzz-seeds: the seed corpus is stale (run scripts/fuzz-seeds.py):")
            for path in problems[:10]:
                print("  " + os.path.relpath(path, ROOT))
            os.sys.exit(1)
        print("fuzz-seeds: the seed corpus and dictionary are current")
        return
    print("fuzz-seeds: %d scene, %d command-line and %d image seeds; %d dictionary tokens" % counts)


if __name__ == "__main__":
    main()
