#!/usr/bin/env python3
"""Measures GlassMorph against a corpus of real SwiftUI files: scripts/corpus.py DIR.

DIR is a corpus kept outside this repository (the files are other people's code, not ours to
commit). It holds a `corpus.json` list — one entry per file with "file" (relative to DIR/files),
"repo", "path", "commit" and "category" ("app" for shipping apps, "demo" for demos and
tutorials) — or, without one, every .swift file under DIR counts, category "unknown".

For each file it runs `glassmorph check FILE --json` (with a time limit) and records:
  parses   no syntax diagnostic (an ID starting with "syntax")
  loads    check exits 0
  glass    some state shows a glass element
  states   the states found; a file "changes state" when its source declares state (@State,
           @Binding, an @Observable or ObservableObject model) and something tappable (Button,
           Toggle, Picker, onTapGesture) — then it needs at least two states to count as working
  works    loads, shows glass, and where it changes state, a tap reaches a second state (states
           reached only by assuming an unknown condition do not count)
  crash    killed by a signal, or an exit status other than 0, 1 and 64
  hang     ran past the time limit
  plays    (with --plays) the default timeline's keyframes — what `render FILE` shows — hold a
           glass element at some instant (`keyframes FILE --fps 10 --format csv`)
and prints a summary by category, the causes of what fails (by diagnostic ID, or by the first
error's text for builds whose diagnostics have no ID), and optionally writes every row as JSON.

  scripts/corpus.py /work/corpus                      # .build/release/glassmorph
  scripts/corpus.py /work/corpus --glassmorph PATH --rows rows.json --timeout 60
  scripts/corpus.py /work/corpus --plays              # also what `render` shows by default
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
STATEFUL = re.compile(r"@State\b|@Binding\b|@Observable\b|ObservableObject\b|@Bindable\b")
TAPPABLE = re.compile(r"\bButton\b|\bToggle\b|\bPicker\b|onTapGesture")
# Builds from before diagnostics had IDs: the hand-written parser's errors, recognised by text.
OLD_SYNTAX = re.compile(
    r"^(Expected |Unexpected |.*is never closed|.*closes nothing|'.*' is not supported|"
    r"'for case'|'for … where'|'case … where'|A collection mixes|This is nested more than|"
    r"This expression is more than|'extension' must be at the top level|'case' belongs|"
    r"'case' declarations belong|A generic clause|'#(elseif|else|endif)' without|This '#if')"
)
# The file itself calls SwiftUI's glass API in code (not in a comment or a string, not only through
# an app helper such as `.glassEffectIfAvailable` or a name like `glassEffectsEnabled`, not UIKit's
# `UIGlassEffect`): what a file can show on its own.
DIRECT_GLASS = re.compile(
    r"(?<![A-Za-z0-9_])glassEffect(ID|Union|Transition)?\s*\(|(?<![A-Za-z0-9_])GlassEffectContainer\b"
    r"|\.glass(Prominent)?\b(?![A-Za-z])|(?<![A-Za-z0-9_])Glass\.")
# Glass a file draws itself: a `.glassEffect(…)` call or a glass button style. A file with only a
# GlassEffectContainer or glassEffectID around views from other files has no glass of its own.
DRAWS_GLASS = re.compile(r"(?<![A-Za-z0-9_])\.glassEffect\s*\(|buttonStyle\(\s*\.glass")
ERROR_LINE = re.compile(r"^(.*?):(\d+):(\d+): error: (.*)$")


def load_entries(root):
    listing = os.path.join(root, "corpus.json")
    if os.path.exists(listing):
        with open(listing) as handle:
            return json.load(handle)
    entries = []
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.relpath(os.path.join(folder, name), os.path.join(root, "files"))
                entries.append({"file": path, "repo": "", "category": "unknown"})
    return entries


def cause_of(diagnostics, stderr):
    """The first error's ID, or its text with names and numbers blanked, as a failure cause."""
    for diagnostic in diagnostics:
        if diagnostic.get("severity") == "error":
            return diagnostic.get("id") or normalise(diagnostic.get("message", ""))
    for line in stderr.splitlines():
        match = ERROR_LINE.match(line)
        if match:
            return normalise(match.group(4))
    return "no error text"


def normalise(message):
    message = re.sub(r"'[^']*'", "'…'", message)
    return re.sub(r"\d+", "N", message)[:90]


def code_only(source):
    """The source without comments and string literals' contents."""
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    source = re.sub(r"//[^\n]*", "", source)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', source)


def plays_glass(binary, path, timeout):
    """Whether the default timeline's keyframes hold glass at some instant (None: it failed)."""
    try:
        run = subprocess.run(
            [binary, "keyframes", path, "--fps", "10", "--format", "csv"], capture_output=True,
            text=True, errors="replace", timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if run.returncode != 0:
        return None
    return len(run.stdout.strip().splitlines()) > 1


def measure(binary, root, entry, timeout, plays=False):
    path = os.path.join(root, "files", entry["file"])
    with open(path, errors="replace") as handle:
        source = handle.read()
    row = dict(entry)
    row["direct"] = bool(DIRECT_GLASS.search(code_only(source)))
    row["draws"] = bool(DRAWS_GLASS.search(code_only(source)))
    row["changesState"] = bool(STATEFUL.search(source) and TAPPABLE.search(source))
    start = time.monotonic()
    try:
        run = subprocess.run(
            [binary, "check", path, "--json"], capture_output=True, text=True, errors="replace",
            timeout=timeout)
    except subprocess.TimeoutExpired:
        row.update(hang=True, crash=False, loads=False, parses=None, glass=False, states=0,
                   works=False, cause="hang", seconds=timeout)
        return row
    row["seconds"] = round(time.monotonic() - start, 3)
    row["hang"] = False
    row["crash"] = run.returncode < 0 or run.returncode not in (0, 1, 64)
    report = None
    try:
        report = json.loads(run.stdout) if run.stdout.strip() else None
    except json.JSONDecodeError:
        report = None
    if isinstance(report, list):
        report = report[0] if report else None
    diagnostics = (report or {}).get("diagnostics", []) or []
    has_ids = any("id" in d for d in diagnostics)
    if has_ids or (report is not None and "diagnostics" in report and run.returncode == 0):
        syntax = any(str(d.get("id", "")).startswith("syntax") for d in diagnostics)
    else:
        # No IDs: recognise the old parser's errors on standard error.
        syntax = any(
            OLD_SYNTAX.match(m.group(4))
            for m in map(ERROR_LINE.match, run.stderr.splitlines()) if m)
    states = (report or {}).get("states", []) or []
    row["loads"] = run.returncode == 0
    row["parses"] = not syntax
    row["glass"] = any(state.get("glass") for state in states)
    row["states"] = len(states)
    # A state reached by a tap (not only by assuming an unknown condition): taps change state.
    tapped = any(state.get("taps") for state in states)
    row["works"] = row["loads"] and row["glass"] and (tapped or not row["changesState"])
    row["syntaxErrors"] = [d for d in diagnostics if str(d.get("id", "")).startswith("syntax")][:3]
    if row["crash"]:
        row["cause"] = f"crash (status {run.returncode})"
    elif not row["loads"]:
        row["cause"] = cause_of(diagnostics, run.stderr)
    elif not row["glass"]:
        row["cause"] = "loads, no glass in any state"
    elif not row["works"]:
        row["cause"] = "loads with glass, no tap changes the state"
    else:
        row["cause"] = None
    if plays:
        row["plays"] = bool(row["glass"] and plays_glass(binary, path, timeout))
    return row


def summarise(rows):
    lines = []
    groups = collections.OrderedDict()
    for category in ("app", "demo", "unknown"):
        members = [r for r in rows if r["category"] == category]
        if members:
            groups[category] = members
    groups["all"] = rows
    measured_plays = any("plays" in r for r in rows)
    header = f"{'':8} {'files':>5} {'parses':>7} {'loads':>6} {'glass':>6} {'works':>6} {'crash':>6} {'hang':>5}"
    if measured_plays:
        header += f" {'plays':>6}"

    def line(name, members):
        count = lambda key: sum(1 for r in members if r.get(key))
        text = (
            f"{name:8} {len(members):>5} {count('parses'):>7} {count('loads'):>6} "
            f"{count('glass'):>6} {count('works'):>6} {count('crash'):>6} {count('hang'):>5}")
        return text + (f" {count('plays'):>6}" if measured_plays else "")

    lines.append(header)
    for name, members in groups.items():
        lines.append(line(name, members))
    repos = {r.get("repo") for r in rows}
    lines.append(f"({len(rows)} files from {len(repos)} repositories)")
    subsets = [
        ([r for r in rows if r.get("direct")],
         "files that call SwiftUI's glass API themselves (the rest reach glass only through "
         "helpers in other files, UIKit, or name it in comments)"),
        ([r for r in rows if r.get("draws")],
         "files that draw glass themselves (`.glassEffect(…)` or a glass button style in code; "
         "the rest hold only a GlassEffectContainer or glassEffectID around other files' views)"),
    ]
    for subset, what in subsets:
        if not subset or len(subset) == len(rows):
            continue
        lines.append("")
        lines.append(f"the {len(subset)} {what}:")
        lines.append(header)
        for name in groups:
            members = [r for r in subset if name == "all" or r["category"] == name]
            if not members:
                continue
            lines.append(line(name, members))
    causes = collections.Counter(r["cause"] for r in rows if r.get("cause"))
    if causes:
        lines.append("")
        lines.append("what fails, by cause:")
        for cause, number in causes.most_common():
            lines.append(f"  {number:4}  {cause}")
    seconds = sorted(r.get("seconds", 0) for r in rows)
    if seconds:
        lines.append("")
        lines.append(
            f"check time per file: median {seconds[len(seconds) // 2]:.2f} s, "
            f"slowest {seconds[-1]:.2f} s")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", help="the corpus folder (with corpus.json and files/)")
    parser.add_argument(
        "--glassmorph", default=os.path.join(HERE, "..", ".build", "release", "glassmorph"),
        help="the glassmorph binary (default: .build/release/glassmorph)")
    parser.add_argument("--rows", help="write every file's row to this JSON file")
    parser.add_argument("--timeout", type=float, default=60, help="seconds per file (default 60)")
    parser.add_argument(
        "--plays", action="store_true",
        help="also run each file's default timeline and count those whose keyframes hold glass")
    arguments = parser.parse_args()
    if not os.path.isdir(arguments.corpus):
        sys.exit(f"corpus.py: {arguments.corpus}: not a folder; give the corpus folder")
    if not os.access(arguments.glassmorph, os.X_OK):
        sys.exit(f"corpus.py: {arguments.glassmorph}: no such binary; build it with "
                 "scripts/release-build.sh glassmorph or pass --glassmorph")
    entries = load_entries(arguments.corpus)
    rows = [
        measure(arguments.glassmorph, arguments.corpus, e, arguments.timeout, arguments.plays)
        for e in entries
    ]
    if arguments.rows:
        with open(arguments.rows, "w") as handle:
            json.dump(rows, handle, indent=1)
    print(summarise(rows))
    return 1 if any(r["crash"] or r["hang"] for r in rows) else 0


if __name__ == "__main__":
    sys.exit(main())
