#!/usr/bin/env python3
"""The memory `glassmorph preview` holds after a session of edits (issue 38: ≤ 200 MB).

  python3 scripts/preview_memory.py BINARY SCENE [EDITS]

Starts the preview on a copy of SCENE at 2×, waits until it is ready, then EDITS times (default
10): rewrites the file (a comment appended, as a save does) and waits for the page's status
"ready", then sends a new spring (what a slider move sends) and waits again. Prints the resident
memory the process holds once idle (VmRSS) and its peak (VmHWM) — after the first render and after
the last — read from /proc, outside the process.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request

binary, scene = sys.argv[1], sys.argv[2]
edits = int(sys.argv[3]) if len(sys.argv) > 3 else 10
work = tempfile.mkdtemp(prefix="glassmorph-memory-")
copy = os.path.join(work, os.path.basename(scene))
shutil.copy(scene, copy)
process = subprocess.Popen([binary, "preview", copy, "--port", "0", "--scale", "2"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
url = re.search(r"http://\S+", process.stdout.readline()).group(0)


def state(after=None):
    query = "api/state" + ("" if after is None else f"?after={after}")
    return json.load(urllib.request.urlopen(url + query, timeout=60))


def ready(previous=-1):
    """The first snapshot past generation `previous` whose status is final."""
    snapshot, start = state(), time.time()
    while time.time() - start < 120:
        if snapshot["status"] in ("ready", "error") and snapshot["generation"] > previous:
            return snapshot
        snapshot = state(after=snapshot["generation"])
    raise SystemExit("preview_memory: the preview did not become ready within 120 s")


def memory():
    fields = {}
    with open(f"/proc/{process.pid}/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                fields[name] = int(value.split()[0]) / 1024
    time.sleep(0.5)  # the worker releases freed memory just after publishing "ready"
    with open(f"/proc/{process.pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS"):
                fields["VmRSS"] = int(line.split()[1]) / 1024
    return fields


try:
    snapshot = ready()
    first = memory()
    text = open(scene).read()
    for edit in range(edits):
        generation = state()["generation"]
        with open(copy, "w") as file:
            file.write(text + f"\n// edit {edit}\n")
        snapshot = ready(generation)
        spring = ".spring(duration: 0.%d, bounce: 0.%d)" % (3 + edit % 5, edit % 4)
        body = json.dumps({"canvas": "auto", "scale": 2, "animation": spring}).encode()
        request = urllib.request.Request(url + "api/settings", data=body,
                                         headers={"Content-Type": "application/json"})
        urllib.request.urlopen(request, timeout=30).read()
        snapshot = ready(snapshot["generation"])
    last = memory()
    name = os.path.basename(scene)
    print("%-56s%.0f MB held, %.0f MB peak" % (f"memory: preview of {name}, first render", first["VmRSS"], first["VmHWM"]))
    print("%-56s%.0f MB held, %.0f MB peak" % (f"memory: … after {edits} edits and {edits} springs", last["VmRSS"], last["VmHWM"]))
finally:
    process.terminate()
    process.wait()
    shutil.rmtree(work, ignore_errors=True)
