#!/usr/bin/env python3
"""The Swift snippets of Docs/Testing.md as files of the consumer package's DocSnippetTests target,
so that scripts/consumer.sh builds every one against the public products.

  scripts/doc-snippets.py     write Tests/ConsumerPackage/Tests/DocSnippetTests/Snippet<N>.swift

Every ```swift block that begins with `import` is a test file (one file each, so that their
declarations do not clash); the Package.swift block is checked instead: each of its dependency,
product and exclude lines must appear in the consumer package's own manifest.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOC = os.path.join(ROOT, "Docs", "Testing.md")
OUT = os.path.join(ROOT, "Tests", "ConsumerPackage", "Tests", "DocSnippetTests")
MANIFEST = os.path.join(ROOT, "Tests", "ConsumerPackage", "Package.swift")

text = open(DOC, encoding="utf-8").read()
blocks = re.findall(r"```swift\n(.*?)```", text, re.S)
os.makedirs(OUT, exist_ok=True)
for name in os.listdir(OUT):
    if name.startswith("Snippet") and name.endswith(".swift"):
        os.remove(os.path.join(OUT, name))
count = 0
manifest = open(MANIFEST, encoding="utf-8").read()
problems = []
for block in blocks:
    if block.startswith("import"):
        count += 1
        with open(os.path.join(OUT, f"Snippet{count}.swift"), "w", encoding="utf-8") as file:
            file.write(f"// Generated from Docs/Testing.md by scripts/doc-snippets.py; do not edit.\n{block}")
    elif block.startswith("// swift-tools-version"):
        for line in block.splitlines():
            stripped = line.strip().rstrip(",")
            if stripped.startswith(".product(") or stripped.startswith("exclude:"):
                key = stripped.replace('package: "GlassMorph"', "package: glassMorphPackage")
                if key not in manifest:
                    problems.append(f"Docs/Testing.md's Package.swift has '{stripped}', which the consumer package does not use")
if problems:
    print("\n".join(problems), file=sys.stderr)
    sys.exit(1)
print(f"doc-snippets: {count} Swift snippets of Docs/Testing.md written to {os.path.relpath(OUT, ROOT)}")
