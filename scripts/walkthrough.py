#!/usr/bin/env python3
"""Runs the README's new-user walkthrough, command by command, in a fresh clone.

The commands are the lines of the ```sh block between <!-- walkthrough:begin --> and
<!-- walkthrough:end --> in README.md, run exactly as written with bash in a `git clone` of this
repository's HEAD. scripts/install.sh installs into a temporary prefix (GLASSMORPH_PREFIX) that is
put first on PATH, so the machine's own glassmorph is neither used nor replaced. Each command must
exit 0; then every file the walkthrough promises is decoded with ffprobe (or read as a PNG).

Usage: python3 scripts/walkthrough.py [--keep]   (--keep leaves the clone for a look)
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# What the walkthrough says it makes: path → (format name ffprobe reports, width > 0 expected).
PROMISED = {
    "out/toolbar.mp4": "mov,mp4,m4a,3gp,3g2,mj2",
    "toolbar.gif": "gif",
    "out/toolbar-dark.mp4": "mov,mp4,m4a,3gp,3g2,mj2",
    "out/toolbar-vs-bouncy.mp4": "mov,mp4,m4a,3gp,3g2,mj2",
    "variants.png": "png_pipe",
}


def commands():
    text = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    match = re.search(r"<!-- walkthrough:begin -->\s*```sh\n(.*?)```\s*<!-- walkthrough:end -->", text, re.S)
    if not match:
        sys.exit("walkthrough: README.md has no ```sh block between the walkthrough markers")
    return [line for line in match.group(1).splitlines() if line.strip() and not line.lstrip().startswith("#")]


def probe(path):
    output = subprocess.run(
        ["ffprobe", "-v", "error", "-count_frames", "-show_entries",
         "format=format_name:stream=width,height,nb_read_frames", "-of", "json", path],
        capture_output=True, text=True, check=True).stdout
    return json.loads(output)


def main():
    keep = "--keep" in sys.argv
    work = tempfile.mkdtemp(prefix="glassmorph-walkthrough-")
    clone = os.path.join(work, "clone")
    subprocess.run(["git", "clone", "-q", ROOT, clone], check=True)
    prefix = os.path.join(work, "prefix")
    environment = dict(os.environ, GLASSMORPH_PREFIX=prefix,
                       PATH=os.path.join(prefix, "bin") + os.pathsep + os.environ["PATH"])
    failures = []
    for command in commands():
        print(f"walkthrough: $ {command}", flush=True)
        result = subprocess.run(["bash", "-c", command], cwd=clone, env=environment,
                                capture_output=True, text=True)
        if result.returncode != 0:
            failures.append(f"'{command}' exited {result.returncode}:\n{result.stderr[-2000:]}")
            break
        if command.startswith("glassmorph render ") and not result.stdout.strip().startswith("Wrote "):
            failures.append(f"'{command}' did not say what it wrote: {result.stdout!r}")
        # `check --list` of the app folder lists its glass views, each with the line to run it.
        if command.startswith("glassmorph check ") and "glassmorph check " not in result.stdout:
            failures.append(f"'{command}' listed no view to run: {result.stdout!r}")
    installed = os.path.join(prefix, "bin", "glassmorph")
    if not failures and not os.access(installed, os.X_OK):
        failures.append(f"scripts/install.sh did not install {installed}")
    if not failures:
        for path, format_name in PROMISED.items():
            full = os.path.join(clone, path)
            if not os.path.exists(full):
                failures.append(f"{path} was not written")
                continue
            info = probe(full)
            stream = info["streams"][0]
            frames = int(stream.get("nb_read_frames", "0"))
            if info["format"]["format_name"] != format_name or stream["width"] <= 0 or frames < 1:
                failures.append(f"{path}: unexpected {info}")
            else:
                print(f"walkthrough: {path}: {info['format']['format_name']}, "
                      f"{stream['width']} × {stream['height']}, {frames} frame(s)")
    if keep:
        print(f"walkthrough: the clone is kept at {clone}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("walkthrough: FAILED\n" + "\n".join(failures), file=sys.stderr)
        return 1
    print("walkthrough: every README command works from a fresh clone")
    return 0


if __name__ == "__main__":
    sys.exit(main())
