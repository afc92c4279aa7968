#!/usr/bin/env python3
"""Docs/Diagnostics.md from the one catalogue of diagnostic IDs (Sources/MorphDiagnostics/DiagnosticID.swift):
each ID with its severity and the one-line summary of its `///` comment.

  scripts/diagnostics-doc.py           rewrite Docs/Diagnostics.md
  scripts/diagnostics-doc.py --check   fail if Docs/Diagnostics.md is stale
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "Sources", "MorphDiagnostics", "DiagnosticID.swift")
DOC = os.path.join(ROOT, "Docs", "Diagnostics.md")

HEADER = """# Diagnostics

Every diagnostic GlassMorph prints ends in its ID in brackets, and `check --json` gives it as `id`:

```
Scenes/x.swift:3:18: warning: '.shimmering' is not simulated; it is ignored. [unsupported-modifier]
```

A diagnostic that a choice of yours gets past (a folder with several glass views: pick one) ends
with the choice, in the command line's words (`Pick one with --view NAME or --preview "TITLE".`);
`check --json` gives it as `remedy` too — `pick-view`, `pick-view-or-preview`, `pick-preview`,
`list-folder`, `list-folder-or-pick-view` or `pick-platform` — for an editor that offers the choice
itself. The library (`Diagnostic.remedy`) names the choice and never a flag.

`--silence ID` drops the warnings and notes with that ID; `--warnings-as-errors ID` makes its
warnings errors, so `check`, `render` and `keyframes` fail on them (`all` promotes every warning) —
what a CI job that must not lose glass to an unknown modifier wants:

```sh
glassmorph check MyView.swift --warnings-as-errors unsupported-modifier --silence approximation
```

Syntax errors come from the Swift parser itself (swift-syntax, the parser the compiler uses): their
IDs start with `syntax.` (`syntax.missing-nodes`, `syntax.unexpected-nodes`,
`syntax.consecutive-statements-on-same-line`, …), their messages are the compiler's, and they are
always errors. GlassMorph's own IDs, generated from `Sources/MorphDiagnostics/DiagnosticID.swift`
by `scripts/diagnostics-doc.py` (`--check` in `scripts/test.sh` keeps this page current):

| ID | severity | what it says |
|---|---|---|
"""


def catalogue():
    text = open(SOURCE).read()
    entries = []
    for match in re.finditer(r"((?:\s*/// .*\n)+)\s*case (\w+) = \"([\w-]+)\"", text):
        summary = " ".join(line.strip()[4:] for line in match.group(1).strip().split("\n"))
        entries.append((match.group(2), match.group(3), summary))
    severity = {}
    for kind in ("error", "note"):
        block = re.search(r"case ([^:]*?):\s*return \." + kind, text, re.S)
        for name in re.findall(r"\.(\w+)", block.group(1)):
            severity[name] = kind
    return [(identifier, severity.get(case, "warning"), summary) for case, identifier, summary in entries]


def render():
    rows = [f"| `{identifier}` | {severity} | {summary} |" for identifier, severity, summary in sorted(catalogue())]
    return HEADER + "\n".join(rows) + "\n"


def main():
    expected = render()
    if "--check" in sys.argv:
        current = open(DOC).read() if os.path.exists(DOC) else ""
        if current != expected:
            sys.exit("diagnostics-doc: Docs/Diagnostics.md is stale; run scripts/diagnostics-doc.py")
        print(f"diagnostics-doc: Docs/Diagnostics.md lists the {len(catalogue())} IDs")
        return
    with open(DOC, "w") as handle:
        handle.write(expected)
    print("diagnostics-doc: wrote Docs/Diagnostics.md")


if __name__ == "__main__":
    main()
