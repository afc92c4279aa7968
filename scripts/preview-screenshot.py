#!/usr/bin/env python3
"""The README's picture of the preview page, taken in Debian's chromium (Playwright for Python).

  python3 scripts/preview-screenshot.py BINARY SCENE SECONDS OUT.png

Starts `BINARY preview SCENE`, moves the bounce slider to 0.45 (so the scene's own animation plays
beside it), turns on the frame and ID overlay, pauses at SECONDS and saves a 1440 × 900 screenshot.
"""
import re
import signal
import subprocess
import sys
import time

from playwright.sync_api import sync_playwright

binary, scene, seconds, out = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4]
server = subprocess.Popen([binary, "preview", scene, "--port", "0"], stdout=subprocess.PIPE, text=True)
url = re.search(r"http://[\d.]+:\d+/", server.stdout.readline()).group(0)
try:
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.goto(url)
        page.wait_for_function("document.body.dataset.status === 'ready'", timeout=300_000)
        page.evaluate("""() => {
            const slider = document.getElementById('second');
            slider.value = '0.45';
            slider.dispatchEvent(new Event('input'));
        }""")
        page.wait_for_function(
            "document.body.dataset.originalUrl !== '' && document.body.dataset.status === 'ready'",
            timeout=300_000)
        page.check("#overlay-frames")
        page.check("#overlay-ids")
        page.evaluate(f"() => {{ const v = document.getElementById('main-video'); v.pause(); v.currentTime = {seconds}; }}")
        time.sleep(1)  # the seek and one animation frame of the overlay
        page.screenshot(path=out)
        browser.close()
finally:
    server.send_signal(signal.SIGINT)
    server.wait()
