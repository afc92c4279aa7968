#!/usr/bin/env python3
"""Measures GlassMorph on whole public app folders: scripts/apps.py APP_DIR... [--glassmorph P].

Each APP_DIR is a public app repository checked out outside this repository (their code is not
ours to commit; scripts/corpus-repos.txt names the repositories, `fetch` brings them here). For
each app it runs `glassmorph check APP_DIR --list --json` (timed: the load and list of the whole
folder), then `glassmorph check APP_DIR --view NAME --json` (or `--preview "TITLE"`) for every
glass view and preview listed, and records for each:
  loads    check exits 0
  glass    some state shows a glass element
  works    loads with glass and, where the listing saw something tappable, a tap reaches a
           second state (states reached only by assuming an unknown condition do not count)
  works_own  as works, but a view that holds no state and assumes no unknown (a leaf whose
           buttons call its parent's closures; a NavigationStack with no link and an empty path
           holds none) counts with its one state, as corpus.py counts
  crash    killed by a signal, or an exit status other than 0, 1 and 64
  hang     ran past the time limit
  draws    the listing's glass APIs include one that draws glass (glassEffect, a glass button
           style), not only GlassEffectContainer or glassEffectID around other views' glass
It prints one line per app (Swift files, listed views, loads, glass, works, list time) and the
totals, with the first error of each entry that does not load.

  scripts/apps.py /work/apps/*                       # .build/release/glassmorph
  scripts/apps.py /work/apps/* --rows rows.json --timeout 60
  scripts/apps.py /work/apps/big-app --every 6        # a sample of a 600-entry listing
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def run(command, timeout):
    start = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", time.monotonic() - start
    return done.returncode, done.stdout, time.monotonic() - start


def swift_files(folder):
    count = 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d not in (".build", ".git", "Pods", "Carthage", "DerivedData")]
        count += sum(1 for f in files if f.endswith(".swift"))
    return count


# The glass APIs that draw glass themselves; a view that reaches only GlassEffectContainer or
# glassEffectID groups or names glass its content (from elsewhere) would draw.
DRAWING = {"glassEffect", ".glass", ".glassProminent", "GlassButtonStyle", "GlassProminentButtonStyle",
           "Glass"}


def measure_entry(glassmorph, app, entry, timeout):
    row = {"app": os.path.basename(app), "kind": entry["kind"], "name": entry["name"],
           "file": entry["file"], "line": entry["line"], "arguments": entry["arguments"],
           "apis": entry.get("glass", []),
           "draws": any(api in DRAWING for api in entry.get("glass", []))}
    status, out, seconds = run([glassmorph, "check", app, *entry["arguments"], "--json"], timeout)
    row["seconds"] = round(seconds, 2)
    row["hang"] = status is None
    row["crash"] = status is not None and status not in (0, 1, 64)
    row["loads"] = status == 0
    states = []
    try:
        report = json.loads(out) if out.strip() else {}
        states = report.get("states", [])
        if not row["loads"]:
            errors = [d for d in report.get("diagnostics", []) if d.get("severity") == "error"]
            row["error"] = errors[0]["message"][:140] if errors else out[:140]
    except json.JSONDecodeError:
        row["error"] = out[:140]
    row["glass"] = any(state.get("glass") for state in states)
    tapped = any(state.get("taps") for state in states)
    needs_tap = (entry.get("tappables") or 0) > 0
    row["works"] = row["loads"] and row["glass"] and (tapped or not needs_tap)
    # A view that holds no state of its own (no @State, @Binding, model or navigation slot) and
    # assumes no unknown has one state: all its states are shown when it shows glass — the
    # single-file corpus's rule (scripts/corpus.py). Its buttons call closures a parent passes.
    # A NavigationStack's own slots count as state only when it has somewhere to go: empty
    # `NavigationStack.links` and `.path` in every state mean no link exists to push.
    def holds_state(state):
        values = {key: value for key, value in (state.get("values") or {}).items()
                  if not (key.startswith("NavigationStack.") and value == [])}
        return bool(values) or bool(state.get("assumed"))
    row["stateless"] = bool(states) and not any(holds_state(state) for state in states)
    row["works_own"] = row["works"] or (row["loads"] and row["glass"] and row["stateless"])
    return row


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("apps", nargs="+")
    parser.add_argument("--glassmorph", default=os.path.join(HERE, "..", ".build", "release", "glassmorph"))
    parser.add_argument("--timeout", type=float, default=60)
    parser.add_argument("--rows")
    parser.add_argument("--every", type=int, default=1,
                        help="measure every Nth listed entry (a sample of a very large app; "
                             "'listed' still counts them all, the other columns the sample)")
    options = parser.parse_args()
    rows, totals = [], {"listed": 0, "loads": 0, "glass": 0, "works": 0, "crash": 0, "hang": 0}
    print(f"{'app':40} {'files':>5} {'listed':>6} {'loads':>5} {'glass':>5} {'works':>5} {'list s':>6}")
    for app in options.apps:
        status, out, seconds = run([options.glassmorph, "check", app, "--list", "--json"], options.timeout)
        if status != 0:
            print(f"{os.path.basename(app):40} list failed ({status}): {out[:120]}")
            totals["crash"] += status is not None and status not in (0, 1, 64)
            totals["hang"] += status is None
            continue
        entries = json.loads(out)["entries"]
        sample = entries[::max(options.every, 1)]
        app_rows = [measure_entry(options.glassmorph, app, e, options.timeout) for e in sample]
        rows += app_rows
        counts = {k: sum(1 for r in app_rows if r[k]) for k in ("loads", "glass", "works", "crash", "hang")}
        totals["listed"] += len(entries)
        for key, value in counts.items():
            totals[key] += value
        print(f"{os.path.basename(app):40} {swift_files(app):5} {len(entries):6} {counts['loads']:5} "
              f"{counts['glass']:5} {counts['works']:5} {seconds:6.2f}"
              + (f"  (a sample: every {options.every}th, {len(sample)} measured)" if options.every > 1 else ""))
    print(f"{'total':40} {'':5} {totals['listed']:6} {totals['loads']:5} {totals['glass']:5} "
          f"{totals['works']:5}   crashes {totals['crash']}, hangs {totals['hang']}")
    drawing = [r for r in rows if r["draws"]]
    print(f"{'of them drawing glass (not only a container or IDs)':46} {len(drawing):6} "
          f"{sum(r['loads'] for r in drawing):5} {sum(r['glass'] for r in drawing):5} "
          f"{sum(r['works'] for r in drawing):5}")
    print(f"{'works, counting a stateless view with glass as all its states':46} {'':6} {'':5} "
          f"{'':5} {sum(r['works_own'] for r in rows):5}  (drawing: "
          f"{sum(r['works_own'] for r in drawing)})")
    for row in rows:
        if not row["loads"]:
            reason = "ran past the time limit" if row["hang"] else row.get("error", "")
            print(f"  {row['app']}: {row['kind']} {row['name']}: {reason}")
    if options.rows:
        with open(options.rows, "w") as handle:
            json.dump(rows, handle, indent=1)


if __name__ == "__main__":
    sys.exit(main())
