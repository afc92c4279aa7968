#!/usr/bin/env python3
"""How long `glassmorph preview` takes from a save (or a slider move) to a new video on the page.

  python3 scripts/preview_latency.py BINARY SCENE [ROUNDS]

Starts the preview on a copy of SCENE, waits until it is ready, then ROUNDS times: rewrites the file
(a comment appended, as a save does) and times, through the page's own long poll, the arrival of
the draft, of the full video and of the status "ready" (after a spring override, the scene's own
animation is rendered too, for the side-by-side); then the same for a new spring (what a slider
move sends). The
peer is the loop the preview replaces: `glassmorph render` of the same scene to MP4, timed here.
Prints medians in seconds.
"""
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

binary, scene = sys.argv[1], sys.argv[2]
rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 3
work = tempfile.mkdtemp(prefix="glassmorph-latency-")
copy = os.path.join(work, os.path.basename(scene))
shutil.copy(scene, copy)
server = subprocess.Popen([binary, "preview", copy, "--port", "0"], stdout=subprocess.PIPE, text=True)
url = re.search(r"http://[\d.]+:\d+/", server.stdout.readline()).group(0)


def state(after=None):
    query = "" if after is None else f"?after={after}"
    with urllib.request.urlopen(url + "api/state" + query, timeout=60) as response:
        return json.load(response)


def wait(snapshot, condition):
    while not condition(snapshot):
        snapshot = state(snapshot["generation"])
    return snapshot


def timed(change):
    before = state()
    start = time.monotonic()
    change()
    revision = before["revision"] + 1
    draft = wait(before, lambda s: s["video"] and s["video"]["revision"] >= revision)
    first = time.monotonic() - start
    full = wait(draft, lambda s: s["video"]["revision"] >= revision and not s["video"]["draft"])
    second = time.monotonic() - start
    # With a spring override the scene's own animation is rendered after, for the side-by-side.
    wait(full, lambda s: s["status"] == "ready")
    return first, second, time.monotonic() - start


try:
    wait(state(), lambda s: s["status"] == "ready")
    saves, springs = [], []
    for index in range(rounds):
        def save():
            with open(copy, "a", encoding="utf-8") as file:
                file.write(f"\n// saved {index}\n")
        saves.append(timed(save))

        def slide():
            settings = state()["settings"]
            settings["animation"] = f".spring(duration: 0.5, bounce: {0.1 + index / 20})"
            request = urllib.request.Request(url + "api/settings", json.dumps(settings).encode(),
                                             {"Content-Type": "application/json"})
            urllib.request.urlopen(request, timeout=60).read()
        springs.append(timed(slide))
    start = time.monotonic()
    subprocess.run([binary, "render", copy, "--quiet", "-o", os.path.join(work, "peer.mp4")], check=True)
    peer = time.monotonic() - start
finally:
    server.send_signal(signal.SIGINT)
    server.wait(timeout=30)
    shutil.rmtree(work, ignore_errors=True)

name = os.path.basename(scene)
for label, values in (("save", saves), ("spring", springs)):
    draft, full, ready = (statistics.median(v[i] for v in values) for i in range(3))
    print("%-56s%.2f s draft, %.2f s full, %.2f s with the comparison" %
          (f"preview: {name}, {label} → new video", draft, full, ready))
print("%-56s%.2f s" % (f"preview: peer — render {name} to MP4", peer))
draft = max(statistics.median(v[0] for v in values) for values in (saves, springs))
full = max(statistics.median(v[1] for v in values) for values in (saves, springs))
print("preview: slowest draft %.2f s (goal ≤ 0.30 s), slowest full video %.2f s (goal ≤ 1.5 s);"
      " draft after a save / render command = %.2f" %
      (draft, full, statistics.median(v[0] for v in saves) / peer))
