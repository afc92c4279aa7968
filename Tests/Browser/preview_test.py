#!/usr/bin/env python3
"""End-to-end test of `glassmorph preview` in a real browser: Debian's chromium, headless, driven by
Playwright for Python (no browser download: it is pointed at /usr/bin/chromium).

  python3 Tests/Browser/preview_test.py [path/to/glassmorph]

Starts the preview on a copy of Scenes/toolbar.swift (a shipped scene, not written for this test)
on a free port at scale 1 on a canvas that fits the glass and 30 fps (quick renders in a debug build), then checks, step by step, what a user does: the page loads and the video
plays; a tap button adds a tap and a new video arrives; a slider re-renders with the new spring; a
saved edit of the scene updates the page; a syntax error shows its location and clears when fixed;
traversal URLs are refused; the MP4 export is a real MP4; Ctrl-C stops it and leaves no files.
Screenshots of each step go to .build/browser-artifacts/ (look at them).
"""
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright, expect

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "glassmorph")
ARTIFACTS = os.path.join(ROOT, ".build", "browser-artifacts")
CHROMIUM = os.environ.get("GLASSMORPH_CHROMIUM", "/usr/bin/chromium")
# Generous: a debug build renders a few seconds of video at 1× in several seconds on 2 cores.
RENDER_TIMEOUT_MS = 180_000

steps_passed = []
START = time.monotonic()


def step(name):
    print(f"browser: {name} ({time.monotonic() - START:.1f} s)", flush=True)
    steps_passed.append(name)


def raw_get(port, target):
    """A GET sent byte for byte (a browser would normalise '..' away): status line and body."""
    with socket.create_connection(("127.0.0.1", port), timeout=30) as connection:
        connection.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def preview_folders():
    return {name for name in os.listdir(tempfile.gettempdir()) if name.startswith("glassmorph-preview-")}


def main():
    shutil.rmtree(ARTIFACTS, ignore_errors=True)
    os.makedirs(ARTIFACTS)
    work = tempfile.mkdtemp(prefix="glassmorph-browser-")
    scene = os.path.join(work, "scene.swift")
    original_text = open(os.path.join(ROOT, "Scenes", "toolbar.swift"), encoding="utf-8").read()
    with open(scene, "w", encoding="utf-8") as file:
        file.write(original_text)
    folders_before = preview_folders()
    server = subprocess.Popen([BINARY, "preview", scene, "--port", "0", "--scale", "1", "--canvas", "fit", "--fps", "30"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first_line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", first_line)
        assert match, f"no URL in the first line of output: {first_line!r} {server.stderr.read() if server.poll() is not None else ''}"
        url, port = match.group(0), int(match.group(1))
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 950})
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            run_steps(page, url, port, scene, original_text)
            assert not errors, f"JavaScript errors on the page: {errors}"
            browser.close()
    finally:
        if server.poll() is None:
            server.send_signal(signal.SIGINT)
        try:
            out, err = server.communicate(timeout=30)
        except subprocess.TimeoutExpired:
            server.kill()
            raise AssertionError("the preview did not stop within 30 s of Ctrl-C")
        shutil.rmtree(work, ignore_errors=True)
    assert server.returncode == 0, f"preview exited {server.returncode}: {err}"
    assert "Stopped" in out, out
    left = preview_folders() - folders_before
    assert not left, f"temporary folders left behind: {left}"
    step("Ctrl-C stops the server with status 0 and removes its temporary folder")
    print(f"browser: all {len(steps_passed)} steps passed; screenshots in {ARTIFACTS}")


def wait_ready(page):
    page.wait_for_function("document.body.dataset.status === 'ready'", timeout=RENDER_TIMEOUT_MS)


def keyframe_row(page, element):
    """The overlay table's numbers for `element`: x, y, width, height, radius."""
    cells = page.locator(f"#keyframes tr[data-element='{element}'] td").all_text_contents()
    assert cells, f"no keyframe row for {element}"
    return [float(value) for value in cells[1:6]]


def seek(page, seconds):
    page.evaluate(f"() => {{ const v = document.getElementById('main-video'); v.pause(); v.currentTime = {seconds}; }}")
    # Both videos there (the comparison follows the main one) and their frames decoded.
    page.wait_for_function(f"""() => {{
        const main = document.getElementById('main-video');
        const other = document.getElementById('compare-video');
        const compared = !document.getElementById('compare-figure').hidden;
        return Math.abs(main.currentTime - {seconds}) < 0.001 && !main.seeking && main.readyState >= 2
            && (!compared || (Math.abs(other.currentTime - {seconds}) < 0.001 && !other.seeking
                              && other.readyState >= 2));
    }}""")
    page.wait_for_timeout(100)  # one animation frame for the table to follow


def run_steps(page, url, port, scene, original_text):
    page.goto(url)
    wait_ready(page)
    expect(page.locator("#status")).to_have_attribute("data-status", "ready")
    expect(page.locator("#taps li")).to_have_count(2)  # the default timeline: tap, settle, tap again
    page.screenshot(path=os.path.join(ARTIFACTS, "01-loaded.png"))
    step("the page loads and shows the default timeline's two taps")

    start = page.evaluate("document.getElementById('main-video').currentTime")
    page.wait_for_function(f"document.getElementById('main-video').currentTime > {start} + 0.2", timeout=10_000)
    step("the video plays: its time advances")

    # The toggle's size at rest, read from the overlay table at t = 0: 44 × 44 pt in the scene.
    seek(page, 0)
    assert keyframe_row(page, "toggle")[2:4] == [44.0, 44.0], keyframe_row(page, "toggle")
    page.check("#overlay-frames")
    page.check("#overlay-ids")
    page.screenshot(path=os.path.join(ARTIFACTS, "02-overlay.png"))
    step("the keyframe overlay and table show the glass at the current time")

    # Frame stepping lands on every frame, forward and back: from frame 10, → six times and ←
    # three times, then "." and "," (editors' keys). Each index is read once the seek is done.
    fps = page.evaluate("window.glassmorphFps()")
    seek(page, (10 + 0.5) / fps)
    seen = [page.evaluate("window.glassmorphFrame()")]
    for key in ["ArrowRight"] * 6 + ["ArrowLeft"] * 3 + [".", ","]:
        page.keyboard.press(key)
        page.wait_for_function("() => { const v = document.getElementById('main-video'); return !v.seeking && v.readyState >= 2; }")
        seen.append(page.evaluate("window.glassmorphFrame()"))
    assert seen == [10, 11, 12, 13, 14, 15, 16, 15, 14, 13, 14, 13], seen
    frame_text = page.locator("#time").text_content()
    assert frame_text.endswith("frame 13"), frame_text
    # The transport and the keyframe table both say the frame's time, 13 / fps.
    frame_time = f"{13 / fps:.3f}"
    assert frame_text.startswith(frame_time + " /"), (frame_text, frame_time)
    expect(page.locator("#keyframes-time")).to_have_text(f"{frame_time} s")
    step(f"stepping lands on each frame: {seen}")

    # Zoom: 100 % is one page pixel per point of the canvas, 200 % two; Fit returns.
    canvas_width = page.evaluate("fetch(withView('/api/state')).then(r => r.json()).then(s => s.video.keyframes.canvas[0])")
    widths = []
    for zoom in ["1", "2", "fit"]:
        page.select_option("#zoom", zoom)
        widths.append(page.evaluate("document.getElementById('main-video').getBoundingClientRect().width"))
    assert abs(widths[0] - canvas_width) < 0.5 and abs(widths[1] - 2 * canvas_width) < 0.5, (widths, canvas_width)
    overlay_width = page.evaluate("document.getElementById('overlay').getBoundingClientRect().width")
    assert abs(overlay_width - widths[2]) < 0.5, (overlay_width, widths)
    step(f"zoom 100 % and 200 % show the {canvas_width:g}-point canvas {widths[0]:g} and {widths[1]:g} px wide; Fit returns to {widths[2]:g} px")

    # Timeline zoom: the scrub and its markers 4× as wide, scrolled to keep the playhead in view.
    page.select_option("#timeline-zoom", "4")
    page.evaluate("video.pause(); video.currentTime = shownVideo.duration - 0.02")
    page.wait_for_function("document.getElementById('scrub-scroll').scrollLeft > 0", timeout=5000)
    times = [t["time"] for t in page.evaluate("fetch(withView('/api/state')).then(r => r.json())")["taps"]]
    # One read of every box: the transport's layout moves as the time text changes width.
    visible, wide, wrap_left, marker_centre, scrolled, duration = page.evaluate("""() => {
      const scroller = document.getElementById('scrub-scroll');
      const wrap = document.getElementById('scrub-wrap').getBoundingClientRect();
      const marker = document.querySelectorAll('.tap-marker')[1].getBoundingClientRect();
      return [scroller.clientWidth, wrap.width, wrap.left, marker.left + marker.width / 2,
              scroller.scrollLeft, Number(document.getElementById('scrub').max)];
    }""")
    assert abs(wide - 4 * visible) < 2, (wide, visible)
    # The marker sits at time / duration of the widened track.
    assert abs(marker_centre - wrap_left - times[1] / duration * wide) < 2, (marker_centre, wrap_left, times, wide)
    page.select_option("#timeline-zoom", "1")
    step(f"timeline zoom 4×: the track is {wide:.0f} px in a {visible} px view, scrolled {scrolled:.0f} px to the playhead at the end; markers follow")

    # Tap markers on the timeline: the second tap's marker dragged 60 px left moves that tap.
    markers = page.locator(".tap-marker")
    expect(markers).to_have_count(2)
    state = page.evaluate("fetch(withView('/api/state')).then(r => r.json())")
    before = [t["time"] for t in state["taps"]]
    duration = page.evaluate("Number(document.getElementById('scrub').max)")
    track = page.locator("#tap-markers").bounding_box()
    marker = markers.nth(1).bounding_box()
    x, y = marker["x"] + marker["width"] / 2, marker["y"] + marker["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 60, y, steps=6)
    page.mouse.up()
    wait_for_video_change(page)
    wait_ready(page)
    after = [t["time"] for t in page.evaluate("fetch(withView('/api/state')).then(r => r.json())")["taps"]]
    expected = before[1] - 60 / track["width"] * duration
    assert after[0] == before[0] and abs(after[1] - expected) < 0.02, (before, after, expected)
    times = [float(t) for t in re.findall(r"--tap toggle@([\d.]+)", page.locator("#command").text_content())]
    assert times == after, (times, after)
    step(f"dragging the second tap's marker 60 px left moves it {before[1]:.3f} → {after[1]:.3f} s; the command follows")

    old_video = page.evaluate("document.body.dataset.videoUrl")
    page.click(".tap-button[data-button='toggle']")
    expect(page.locator("#taps li")).to_have_count(3)
    page.wait_for_function(f"document.body.dataset.videoUrl !== '{old_video}'", timeout=RENDER_TIMEOUT_MS)
    wait_ready(page)
    command = page.locator("#command").text_content()
    assert re.search(r"--tap toggle@0\.25 --tap toggle@[\d.]+ --tap toggle@[\d.]+ --canvas fit --scale 1 --fps 30$", command), command
    page.screenshot(path=os.path.join(ARTIFACTS, "03-tapped.png"))
    step("a tap button adds a tap, a new video arrives, and the --tap arguments are shown")

    # Clicking the toggle's glass in the video taps it too: its centre from the final state's
    # targets (points), mapped onto the video element's box.
    target = next(t for t in page.evaluate("fetch(withView('/api/state')).then(r => r.json())")["targets"]
                  if t["button"] == "toggle")
    canvas = page.evaluate("document.body.dataset.videoUrl && fetch(withView('/api/state')).then(r => r.json()).then(s => s.video.keyframes.canvas)")
    box = page.locator("#main-video").bounding_box()
    x, y, w, h = target["frame"]
    page.mouse.click(box["x"] + (x + w / 2) / canvas[0] * box["width"], box["y"] + (y + h / 2) / canvas[1] * box["height"])
    expect(page.locator("#taps li")).to_have_count(4)
    wait_for_video_change(page)
    step("clicking the toggle's glass in the video adds a fourth tap")

    # The inspector shows the scene's animation as the file writes it (toolbar: `.bouncy`).
    expect(page.locator("#spring-swift")).to_have_text(".bouncy")
    expect(page.locator("#spring-same")).to_be_hidden()

    # Mid-expansion, 0.2 s after the first tap: where the pencil is depends on the spring.
    seek(page, 0.45)
    before = keyframe_row(page, "pencil")
    page.evaluate("""() => {
        const slider = document.getElementById('second');
        slider.value = '0.6';
        slider.dispatchEvent(new Event('input'));
    }""")
    expect(page.locator("#spring-swift")).to_have_text(re.compile(r"\.spring\(duration: [\d.]+, bounce: 0\.6\)"))
    wait_for_video_change(page)
    page.wait_for_function("document.body.dataset.originalUrl !== ''", timeout=RENDER_TIMEOUT_MS)
    expect(page.locator("#spring-readout")).to_contain_text("bounce 0.600")
    seek(page, 0.45)
    after = keyframe_row(page, "pencil")
    assert after != before, f"the pencil's keyframe did not change with the spring: {before} → {after}"
    expect(page.locator("#compare-figure")).to_be_visible()
    page.screenshot(path=os.path.join(ARTIFACTS, "04-spring.png"))
    step(f"the bounce slider re-renders with bounce 0.6 (pencil at 0.45 s: {before} → {after}) beside the original")

    # The comparison plays with the main video: at 20 instants while playing, both are playing,
    # both advance, and their frame indices differ by at most two frames.
    seek(page, 0)
    page.evaluate("document.getElementById('main-video').play()")
    samples = []
    for _ in range(20):
        page.wait_for_timeout(100)
        samples.append(page.evaluate("""() => {
            const main = document.getElementById('main-video');
            const other = document.getElementById('compare-video');
            const fps = window.glassmorphFps();
            return [Math.floor(main.currentTime * fps), Math.floor(other.currentTime * fps),
                    main.paused, other.paused];
        }"""))
    page.evaluate("document.getElementById('main-video').pause()")
    assert all(not main_paused and not other_paused for _, _, main_paused, other_paused in samples), samples
    assert all(abs(main - other) <= 2 for main, other, _, _ in samples), samples
    assert samples[-1][1] != samples[0][1], samples
    step(f"the comparison plays in step with the main video (20 samples, largest gap "
         f"{max(abs(m - o) for m, o, _, _ in samples)} frames)")

    # The scene as shipped has no warnings: the status says a plain "Ready".
    expect(page.locator("#status")).to_have_attribute("data-status", "ready")
    expect(page.locator("#status")).to_have_text(re.compile(r"^Ready · \d+ × \d+ px$"))

    # The slider tunes every tap until one is chosen: then only that one, and the command says so.
    expect(page.locator("#spring-tap option")).to_have_count(5)
    page.select_option("#spring-tap", "0")
    wait_for_video_change(page)
    wait_ready(page)
    expect(page.locator("#command")).to_contain_text("--tap-animation-for 1 ")
    seek(page, 0.45)
    assert keyframe_row(page, "pencil") == after, keyframe_row(page, "pencil")
    step("choosing tap 1 tunes only it: the command gains --tap-animation-for 1, the first tap moves as tuned")

    # The Swift to paste reproduces the tuned curve: pasted into the file in place of `.bouncy`
    # and played without the override, the pencil is where the override put it.
    pasted = page.locator("#spring-swift").text_content()
    write(scene, original_text.replace("withAnimation(.bouncy)", f"withAnimation({pasted})"))
    wait_for_video_change(page)
    page.click("#scene-spring")
    wait_for_video_change(page)
    wait_ready(page)
    expect(page.locator("#spring-swift")).to_have_text(pasted)
    seek(page, 0.45)
    pasted_row = keyframe_row(page, "pencil")
    assert pasted_row == after, f"pasted {pasted}: pencil {pasted_row}, tuned {after}"
    step(f"the Swift to paste ({pasted}), pasted into the scene, plays the tuned curve (pencil {pasted_row})")

    # Saving the file: the toggle becomes 60 pt wide, with a modifier the simulator ignores.
    edited = original_text.replace(
        'Image(systemName: isExpanded ? "xmark" : "plus")\n                        .frame(width: 44, height: 44)',
        'Image(systemName: isExpanded ? "xmark" : "plus")\n                        .frame(width: 60, height: 44).scrollClipDisabled()')
    assert edited != original_text
    write(scene, edited)
    wait_for_video_change(page)
    seek(page, 0)
    assert keyframe_row(page, "toggle")[2] == 60.0, keyframe_row(page, "toggle")
    # The ignored modifier is a warning, and the status counts it instead of a plain "Ready".
    expect(page.locator("#status")).to_have_attribute("data-status", "warnings", timeout=RENDER_TIMEOUT_MS)
    expect(page.locator("#status")).to_contain_text("Ready · 1 warning ·")
    page.screenshot(path=os.path.join(ARTIFACTS, "05-edited.png"))
    step("saving an edit of the scene updates the page (toggle 44 → 60 pt wide; status 'Ready · 1 warning')")

    good_video = page.evaluate("document.body.dataset.videoUrl")
    lines = edited.split("\n")
    broken_line = next(i for i, line in enumerate(lines) if "isExpanded.toggle()" in line)
    lines[broken_line] = lines[broken_line].replace("toggle()", "toggle(")
    write(scene, "\n".join(lines))
    # Swift's parser reports the missing ')' where it is missing: just after the '(' (1-based).
    column = lines[broken_line].index("toggle(") + len("toggle(") + 1
    location = f"scene.swift:{broken_line + 1}:{column}"
    expect(page.locator("#failure")).to_be_visible(timeout=RENDER_TIMEOUT_MS)
    expect(page.locator("#failure")).to_contain_text(location)
    expect(page.locator("#failure .problem-source")).to_contain_text("isExpanded.toggle(")
    assert page.evaluate("document.body.dataset.videoUrl") == good_video, "the last good preview must stay"
    expect(page.locator("#status")).to_have_text("1 error — showing the last good preview")
    page.screenshot(path=os.path.join(ARTIFACTS, "06-error.png"))
    step(f"a syntax error shows {location} with its source line; the last good video stays")

    write(scene, edited)
    expect(page.locator("#failure")).to_be_hidden(timeout=RENDER_TIMEOUT_MS)
    wait_ready(page)
    page.screenshot(path=os.path.join(ARTIFACTS, "07-fixed.png"))
    step("fixing the error clears it")

    # The page's address holds its settings: a link opened after they changed brings them back.
    link = page.url
    command = page.locator("#command").text_content()
    assert "#settings=" in link and command.count("--tap ") == 4, (link, command)
    old_video = page.evaluate("document.body.dataset.videoUrl")
    page.click("#clear-taps")
    page.wait_for_function(f"document.body.dataset.videoUrl !== '{old_video}'", timeout=RENDER_TIMEOUT_MS)
    assert page.locator("#command").text_content() != command
    other = page.context.browser.new_page(viewport={"width": 1400, "height": 950})
    other.goto(link)
    expect(other.locator("#command")).to_have_text(command, timeout=RENDER_TIMEOUT_MS)
    expect(other.locator("#taps li")).to_have_count(4)
    step("a link to the page (its settings in the address), opened after 'No taps', brings back its four taps and command")

    # Each tab is its own view: the first keeps 'No taps' while the second shows four, and a
    # change in the second does not reach the first.
    expect(page.locator("#taps li")).to_have_count(0)
    first_command = page.locator("#command").text_content()
    assert "--tap " not in first_command, first_command
    other_video = other.evaluate("document.body.dataset.videoUrl")
    other.click("#undo-tap")
    other.wait_for_function(f"document.body.dataset.videoUrl !== '{other_video}'", timeout=RENDER_TIMEOUT_MS)
    expect(other.locator("#taps li")).to_have_count(3)
    expect(page.locator("#taps li")).to_have_count(0)
    assert page.locator("#command").text_content() == first_command
    # The exports below are the second tab's (three taps), through its own link.
    export_link = other.locator("#export-video").get_attribute("href")
    assert "view=" in export_link and export_link != page.locator("#export-video").get_attribute("href"), export_link
    other.close()
    step("each tab keeps its own view: the first stays on 'No taps' while the second plays four, then three")

    for target in ["/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/video/../../etc/passwd.mp4",
                   "/video/%2e%2e%2f%2e%2e%2fetc%2fpasswd.mp4", "/Sources/", "/preview.js/../../Package.swift"]:
        status, body = raw_get(port, target)
        assert status == 404, f"{target}: {status}"
        assert b"root:" not in body and b"PackageDescription" not in body, target
    step("traversal and listing URLs are refused (404, nothing from disk)")

    # A page's own export link: its viewer's video (the closed tab's viewer is still kept).
    response = page.request.get(url + export_link.lstrip("/"), timeout=RENDER_TIMEOUT_MS)
    assert response.status == 200, response.status
    body = response.body()
    assert body[4:8] == b"ftyp", body[:16]
    assert "attachment" in response.headers["content-disposition"]
    assert response.headers["x-glassmorph-command"].startswith("glassmorph render ")
    probe = subprocess.run(["ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0",
                            "-show_entries", "stream=codec_name,width,height,nb_read_frames", "-of", "csv=p=0", "-"],
                           input=body, capture_output=True, check=True).stdout.decode().strip()
    codec, width, height, frames = probe.split(",")
    assert codec == "h264" and int(frames) > 30, probe
    step(f"the MP4 export decodes with ffprobe: {probe}")

    # The device outline over a phone canvas: the island opaque at its place, the screen's corner
    # covered by the body, the screen itself clear (sampled from the overlay's pixels).
    old_video = page.evaluate("document.body.dataset.videoUrl")
    page.select_option("#canvas", "iphone-16-pro")
    page.wait_for_function(f"document.body.dataset.videoUrl !== '{old_video}'", timeout=RENDER_TIMEOUT_MS)
    page.check("#overlay-device")
    page.wait_for_function("document.body.dataset.deviceOutline === 'on'", timeout=5000)
    island, corner, screen, size = page.evaluate("""() => {
      const k = shownVideo.keyframes.canvas, s = overlay.width / k[0];
      const alpha = (x, y) => overlay.getContext('2d').getImageData(Math.round(x * s), Math.round(y * s), 1, 1).data[3];
      return [alpha(k[0] / 2, 11 + 37 / 2), alpha(3, 3), alpha(k[0] * 0.25, k[1] * 0.25), k];
    }""")
    assert size == [402, 874] and island == 255 and corner == 255 and screen == 0, (island, corner, screen, size)
    page.screenshot(path=os.path.join(ARTIFACTS, "08-device.png"))
    step("the device outline draws the Dynamic Island at 11 pt from the top and the rounded screen over the 402 × 874 canvas")


def wait_for_video_change(page):
    old = page.evaluate("document.body.dataset.videoUrl")
    page.wait_for_function(f"document.body.dataset.videoUrl !== '{old}'", timeout=RENDER_TIMEOUT_MS)
    wait_ready(page)


def write(path, text):
    # As editors save: a new file renamed over the old one.
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(temporary, path)


if __name__ == "__main__":
    main()
