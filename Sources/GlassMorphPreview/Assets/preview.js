// GlassMorph Preview: follows the server's snapshot (long poll on /api/state), plays the newest
// video with its keyframe overlay, and sends the page's choices as settings (POST /api/settings).
"use strict";

// This page's own viewer on the server: every request names it, so another tab (or a reload,
// which starts again from the address) keeps settings of its own.
const viewID = Array.from(crypto.getRandomValues(new Uint8Array(9)),
  (byte) => byte.toString(16).padStart(2, "0")).join("");
const withView = (path) => `${path}${path.includes("?") ? "&" : "?"}view=${viewID}`;

const $ = (id) => document.getElementById(id);
const video = $("main-video");
const compareVideo = $("compare-video");
const overlay = $("overlay");

let snapshot = null;
let shownVideo = null;      // the snapshot.video whose bytes are on screen
let shownOriginal = null;   // the snapshot.original on screen
let pendingSettings = null; // settings waiting for the throttle
let lastSent = 0;
const sendInterval = 120;   // ms between settings sent while a slider moves (the server renders the newest)

// ---- Following the server -------------------------------------------------------------------

async function follow() {
  let generation = -1;
  for (;;) {
    try {
      const response = await fetch(withView(`/api/state?after=${generation}`), { cache: "no-store" });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const next = await response.json();
      generation = next.generation;
      await show(next);
    } catch (error) {
      setStatus("error", "Server not reachable — is glassmorph preview running?");
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

async function show(next) {
  const first = snapshot === null;
  snapshot = next;
  followAddress(next, first);
  $("scene-name").textContent = `${next.scenePath}${next.viewName ? " · " + next.viewName : ""}`;
  showStatus(next);
  showFailure(next.failure);
  showWarnings(next.warnings);
  showTaps(next);
  showStates(next);
  if (first) fillChoices(next);
  showSettings(next.settings);
  showSpring(next);
  showOwnBackground(next);
  if (next.video && (!shownVideo || shownVideo.url !== next.video.url)) {
    await load(video, next.video.url);
    shownVideo = next.video;
    $("main-caption").textContent = next.settings.animation ? "Your spring" : "Scene";
    $("scrub").max = String(next.video.duration);
  }
  showTapMarkers(next);
  const wantsCompare = next.original && $("compare").checked;
  // For tests and scripts: what is on screen, without reading the DOM's text.
  document.body.dataset.generation = String(next.generation);
  document.body.dataset.videoUrl = shownVideo ? shownVideo.url : "";
  if (wantsCompare && (!shownOriginal || shownOriginal.url !== next.original.url)) {
    await load(compareVideo, next.original.url);
    shownOriginal = next.original;
  }
  if ($("compare-figure").hidden !== !wantsCompare) {
    $("compare-figure").hidden = !wantsCompare;
    sizeOverlay();
  }
  if (!next.original) shownOriginal = null;
  document.body.dataset.originalUrl = wantsCompare && shownOriginal ? shownOriginal.url : "";
  document.body.dataset.status = next.status;
}

// Fetches a video as a blob (so every frame is seekable) and swaps it in at the same time.
async function load(element, url) {
  const response = await fetch(url);
  if (!response.ok) return;
  const blob = await response.blob();
  const time = element.currentTime || 0;
  const playing = element === video ? !video.paused || video.dataset.autoplay !== "done" : false;
  const old = element.src;
  element.src = URL.createObjectURL(blob);
  if (old.startsWith("blob:")) URL.revokeObjectURL(old);
  // Until the new source's frame is decoded the element keeps painting the old one.
  await when(element, "loadeddata");
  const target = Math.min(time, Math.max(0, element.duration - 0.001));
  if (Math.abs(element.currentTime - target) > 1e-6) {
    element.currentTime = target;
    await when(element, "seeked");
  }
  element.playbackRate = Number($("speed").value);
  if (element === video) {
    video.dataset.autoplay = "done";
    if (playing) video.play().catch(() => {});
  }
  sizeOverlay();
}

// Resolves on the element's `event`, or on an error (so a broken video never stalls the page).
function when(element, event) {
  return new Promise((resolve) => {
    element.addEventListener(event, resolve, { once: true });
    element.addEventListener("error", resolve, { once: true });
  });
}

// The status never says a plain "Ready" over a scene with problems: it counts the warnings
// (what the simulator could not simulate) and says when the video shows no glass at all.
function showStatus(next) {
  if (next.status === "error") {
    const errors = next.failure ? next.failure.problems.filter((p) => p.severity === "error").length : 0;
    return setStatus("error", `${errors || "An"} error${errors === 1 ? "" : "s"} — showing the last good preview`);
  }
  if (next.status === "ready") {
    const warnings = (next.warnings || []).filter((p) => p.severity === "warning").length;
    const samples = next.video && next.video.keyframes ? next.video.keyframes.samples : [];
    const glassless = samples.length > 0 && samples.every((sample) => sample.length === 0);
    const parts = ["Ready"];
    if (warnings) parts.push(`${warnings} warning${warnings === 1 ? "" : "s"}`);
    if (glassless) parts.push("no glass in this video");
    if (next.video) parts.push(`${next.video.width} × ${next.video.height} px`);
    return setStatus(warnings || glassless ? "warnings" : "ready", parts.join(" · "));
  }
  const draft = next.video && next.video.draft && next.video.revision === next.revision;
  setStatus("rendering", draft ? "Draft (1×) — full quality rendering…" : "Rendering…");
}

function setStatus(kind, text) {
  const element = $("status");
  element.dataset.status = kind;
  element.textContent = text;
}

function showFailure(failure) {
  $("failure").hidden = !failure;
  if (!failure) return;
  $("failure-message").textContent = failure.message;
  const list = $("failure-problems");
  list.replaceChildren(...failure.problems.map(problemItem));
}

function problemItem(problem) {
  const item = document.createElement("li");
  const location = document.createElement("span");
  location.className = "problem-location";
  location.textContent = problem.location;
  item.append(location, ` ${problem.severity}: ${problem.message}`);
  if (problem.sourceLine) {
    const source = document.createElement("code");
    source.className = "problem-source";
    const caret = " ".repeat(Math.max(0, problem.column - 1)) + "^";
    source.textContent = `${problem.sourceLine}\n${caret}`;
    item.append(source);
  }
  return item;
}

function showWarnings(warnings) {
  $("warnings-box").hidden = warnings.length === 0;
  $("warnings-summary").textContent =
    `${warnings.length} warning${warnings.length === 1 ? "" : "s"}: what GlassMorph cannot simulate`;
  $("warnings").replaceChildren(...warnings.map(problemItem));
}

// ---- Taps and states ------------------------------------------------------------------------

function showTaps(next) {
  $("taps").replaceChildren(...next.taps.map((tap) => {
    const item = document.createElement("li");
    item.textContent = `${tap.button} @ ${tap.time} s`;
    return item;
  }));
  showCommand(next.command);
  $("undo-tap").disabled = next.taps.length === 0;
  const dropped = next.droppedTaps || [];
  $("dropped-taps").hidden = dropped.length === 0;
  $("dropped-taps").textContent = dropped.join(" ");
}

// The command wraps only between its words (a browser would break `--tap` after its hyphens).
function showCommand(command) {
  const words = command.split(" ");
  $("command").replaceChildren(...words.flatMap((word, index) => {
    const span = document.createElement("span");
    span.className = "word";
    span.textContent = word;
    return index === 0 ? [span] : [document.createTextNode(" "), span];
  }));
}

function showStates(next) {
  const current = next.currentState;
  const exits = current === null || current === undefined ? [] : next.states[current].exits;
  $("exits").replaceChildren(...exits.map((exit) => {
    const button = document.createElement("button");
    button.className = "tap-button";
    button.dataset.button = exit.button;
    button.textContent = exit.to === null || exit.to === undefined
      ? `${exit.button} (no change)` : `${exit.button} → state ${exit.to + 1}`;
    button.addEventListener("click", () => tap(exit.button));
    return button;
  }));
  $("states").replaceChildren(...next.states.map((state) => {
    const item = document.createElement("li");
    item.dataset.state = String(state.index);
    const summary = document.createElement("span");
    summary.textContent = state.summary || "(no @State)";
    const ways = document.createElement("span");
    ways.className = "ways";
    ways.textContent = state.exits
      .filter((exit) => exit.to !== null && exit.to !== undefined && exit.to !== state.index)
      .map((exit) => `${exit.button} → ${exit.to + 1}`).join(", ");
    item.append(summary, ways);
    if (state.index === current) item.className = "current";
    return item;
  }));
  $("states-truncated").hidden = !next.statesTruncated;
}

// Adding, undoing or resetting taps spaces them again as a person taps (moved times are dropped).
function tap(button) {
  const taps = snapshot.taps.map((t) => t.button).concat([button]);
  send({ ...snapshot.settings, taps, tapTimes: null });
}

$("undo-tap").addEventListener("click", () => {
  const taps = snapshot.taps.map((t) => t.button).slice(0, -1);
  send({ ...snapshot.settings, taps, tapTimes: null });
});
$("reset-taps").addEventListener("click", () =>
  send({ ...snapshot.settings, taps: null, tapTimes: null }));
$("clear-taps").addEventListener("click", () =>
  send({ ...snapshot.settings, taps: [], tapTimes: null }));

// ---- Tap markers on the timeline: click one to go to its tap, drag it to move the tap ---------

let selectedTap = null;

function markerDuration() {
  return Number($("scrub").max) || 1;
}

function showTapMarkers(next) {
  const duration = markerDuration();
  $("tap-markers").replaceChildren(...next.taps.map((tap, index) => {
    const marker = document.createElement("div");
    marker.className = "tap-marker" + (index === selectedTap ? " selected" : "");
    marker.dataset.index = String(index);
    marker.title = `${tap.button} @ ${tap.time} s — drag to move`;
    marker.style.left = `${Math.min(100, (tap.time / duration) * 100)}%`;
    marker.addEventListener("pointerdown", (event) => dragMarker(event, marker, index));
    return marker;
  }));
}

// A press that does not move selects the tap and seeks to it; a drag moves it between its
// neighbours (to the millisecond) and sends the taps with their times.
function dragMarker(event, marker, index) {
  event.preventDefault();
  marker.setPointerCapture(event.pointerId);
  const box = $("tap-markers").getBoundingClientRect();
  const duration = markerDuration();
  const times = snapshot.taps.map((t) => t.time);
  const earliest = index > 0 ? times[index - 1] : 0;
  const latest = index + 1 < times.length ? times[index + 1] : duration;
  const startX = event.clientX;
  let time = times[index];
  const move = (moved) => {
    const x = Math.min(Math.max(moved.clientX - box.left, 0), box.width);
    time = Math.min(Math.max(Math.round((x / box.width) * duration * 1000) / 1000, earliest), latest);
    marker.style.left = `${(time / duration) * 100}%`;
    marker.title = `${snapshot.taps[index].button} @ ${time} s`;
  };
  const up = (released) => {
    marker.removeEventListener("pointermove", move);
    marker.removeEventListener("pointerup", up);
    selectedTap = index;
    if (Math.abs(released.clientX - startX) < 3) {
      video.currentTime = times[index];
      showTapMarkers(snapshot);
      return;
    }
    times[index] = time;
    send({ ...snapshot.settings, taps: snapshot.taps.map((t) => t.button), tapTimes: times });
  };
  marker.addEventListener("pointermove", move);
  marker.addEventListener("pointerup", up);
}

// A click on the video taps the final state's button drawn there.
video.addEventListener("click", (event) => {
  if (!snapshot || !shownVideo || !shownVideo.keyframes) return;
  const box = video.getBoundingClientRect();
  const [width, height] = shownVideo.keyframes.canvas;
  const x = (event.clientX - box.left) / box.width * width;
  const y = (event.clientY - box.top) / box.height * height;
  const hit = snapshot.targets.find(({ frame: [fx, fy, fw, fh] }) =>
    x >= fx && x <= fx + fw && y >= fy && y <= fy + fh);
  if (hit) tap(hit.button);
});

// ---- Settings -------------------------------------------------------------------------------

function fillChoices(next) {
  $("canvas").replaceChildren(...next.devices.map((name) => new Option(name, name)));
  $("background").replaceChildren(
    new Option(`as given (${next.defaultBackground})`, ""),
    ...next.backgrounds.map((name) => new Option(name, name)));
  $("preset").replaceChildren(new Option("—", ""),
    ...next.presets.map((preset) => new Option(preset.swift, preset.swift)));
}

function showSettings(settings) {
  if (![...$("canvas").options].some((o) => o.value === settings.canvas)) {
    $("canvas").append(new Option(settings.canvas, settings.canvas));
  }
  $("canvas").value = settings.canvas;
  $("scale").value = String(settings.scale);
  $("background").value = settings.background || "";
}

// A `#Preview` that paints its own background hides any backdrop: the menu says so, disabled.
function showOwnBackground(next) {
  const own = Boolean(next.previewPaintsBackground);
  $("background").disabled = own;
  $("background").title = own ? "The #Preview paints its own background over the whole canvas." : "";
  $("own-background").hidden = !own;
}

$("canvas").addEventListener("change", () => send({ ...snapshot.settings, canvas: $("canvas").value }));
$("scale").addEventListener("change", () => send({ ...snapshot.settings, scale: Number($("scale").value) }));
$("background").addEventListener("change", () =>
  send({ ...snapshot.settings, background: $("background").value || null }));

// Sends settings at most every `sendInterval` ms; the newest always goes last.
function send(settings) {
  pendingSettings = settings;
  const wait = lastSent + sendInterval - Date.now();
  if (wait > 0) {
    clearTimeout(send.timer);
    send.timer = setTimeout(() => flush(), wait);
    return;
  }
  flush();
}

async function flush() {
  const settings = pendingSettings;
  if (!settings) return;
  pendingSettings = null;
  lastSent = Date.now();
  const response = await fetch(withView("/api/settings"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(settings),
  });
  if (!response.ok) {
    const { error } = await response.json().catch(() => ({ error: `HTTP ${response.status}` }));
    showFailure({ message: error, problems: [] });
  }
}

// ---- The view in the page's address: a link to it reproduces it --------------------------------
// The settings (taps and their times, spring, tuned tap, canvas, scale, backdrop) live in the
// address's fragment, `#settings=…`; opening such a link sends them to the server.

let addressSettings = null; // settings from the address, until the server has taken them

function canonical(value) {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value).filter((key) => value[key] !== null && value[key] !== undefined)
      .sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function followAddress(next, first) {
  if (first) {
    const match = location.hash.match(/^#settings=(.*)$/);
    if (match) {
      try {
        addressSettings = JSON.parse(decodeURIComponent(match[1]));
      } catch {
        addressSettings = null;
      }
      if (addressSettings && canonical(addressSettings) !== canonical(next.settings)) {
        send(addressSettings);
        return;
      }
      addressSettings = null;
    }
  }
  if (addressSettings) {
    if (canonical(addressSettings) !== canonical(next.settings) && !next.failure) return;
    addressSettings = null;
  }
  const hash = "#settings=" + encodeURIComponent(JSON.stringify(next.settings));
  if (location.hash !== hash) history.replaceState(null, "", hash);
}

// ---- Spring inspector -----------------------------------------------------------------------

let sliderTouched = false;

function mode() {
  return document.querySelector("input[name=spring-mode]:checked").value;
}

function showSpring(next) {
  const spring = next.spring;
  $("spring-section").hidden = !spring;
  if (!spring) return;
  const shown = spring.override || spring.scene;
  drawCurve(spring.scene, spring.override);
  const parts = [];
  if (shown.duration !== null && shown.duration !== undefined) {
    parts.push(`duration ${shown.duration.toFixed(3)} s`, `bounce ${shown.bounce.toFixed(3)}`,
      `response ${shown.response.toFixed(3)} s`, `damping ${shown.dampingRatio.toFixed(3)}`);
  }
  if (shown.settledTime !== null && shown.settledTime !== undefined) parts.push(`settles ${shown.settledTime.toFixed(3)} s`);
  parts.push(`overshoot ${(shown.overshoot * 100).toFixed(1)} %`);
  $("spring-readout").textContent = parts.join(" · ");
  // The scene's animation as its source writes it; a preset's name only as "the same curve".
  $("spring-swift").textContent = shown.swift;
  $("spring-same").hidden = !shown.sameAs;
  $("spring-same").textContent = shown.sameAs ? `The same curve as ${shown.sameAs}.` : "";
  $("scene-spring").disabled = !next.settings.animation;
  if (!sliderTouched && shown.duration !== null && shown.duration !== undefined) setSliders(shown);
  showTunedTap(next);
}

// Which tap the sliders tune: every tap, or one (its index among the taps, in time order).
function showTunedTap(next) {
  const select = $("spring-tap");
  const options = [new Option("every tap", "")].concat(next.taps.map((tap, index) =>
    new Option(`tap ${index + 1}: ${tap.button} @ ${tap.time.toFixed(2)} s`, String(index))));
  const labels = options.map((option) => option.text).join("|");
  if (select.dataset.labels !== labels) {
    select.replaceChildren(...options);
    select.dataset.labels = labels;
  }
  const tuned = next.settings.animationTap;
  select.value = tuned === null || tuned === undefined ? "" : String(tuned);
}

$("spring-tap").addEventListener("change", () => {
  const value = $("spring-tap").value;
  send({ ...snapshot.settings, animationTap: value === "" ? null : Number(value) });
});

function setSliders(curve) {
  if (mode() === "duration") {
    $("first").value = curve.duration;
    $("second").value = curve.bounce;
  } else {
    $("first").value = curve.response;
    $("second").value = curve.dampingRatio;
  }
  showSliderValues();
}

function showSliderValues() {
  $("first-value").textContent = Number($("first").value).toFixed(2);
  $("second-value").textContent = Number($("second").value).toFixed(2);
}

function sliderAnimation() {
  const first = Number($("first").value).toFixed(2).replace(/\.?0+$/, "");
  const second = Number($("second").value).toFixed(2).replace(/\.?0+$/, "");
  return mode() === "duration"
    ? `.spring(duration: ${first}, bounce: ${second || "0"})`
    : `.spring(response: ${first}, dampingFraction: ${second || "0"})`;
}

for (const id of ["first", "second"]) {
  $(id).addEventListener("input", () => {
    sliderTouched = true;
    showSliderValues();
    $("preset").value = "";
    $("spring-swift").textContent = sliderAnimation();
    $("spring-same").hidden = true;
    send({ ...snapshot.settings, animation: sliderAnimation() });
  });
}

for (const radio of document.querySelectorAll("input[name=spring-mode]")) {
  radio.addEventListener("change", () => {
    const duration = mode() === "duration";
    $("first-label").textContent = duration ? "Duration" : "Response";
    $("second-label").textContent = duration ? "Bounce" : "Damping";
    $("second").min = duration ? "-0.9" : "0.05";
    $("second").max = duration ? "0.9" : "2";
    const spring = snapshot && snapshot.spring;
    if (spring) setSliders(spring.override || spring.scene);
  });
}

$("preset").addEventListener("change", () => {
  if (!$("preset").value) return;
  sliderTouched = false;
  send({ ...snapshot.settings, animation: $("preset").value });
});

$("scene-spring").addEventListener("click", () => {
  sliderTouched = false;
  $("preset").value = "";
  send({ ...snapshot.settings, animation: null });
});

$("compare").addEventListener("change", () => snapshot && show(snapshot));

function drawCurve(scene, override) {
  const svg = $("curve");
  const [width, height, left, top, bottom] = [320, 170, 28, 10, 20];
  const curves = [scene].concat(override ? [override] : []);
  const horizon = Math.max(...curves.map((c) => c.points[c.points.length - 1][0]));
  const peak = Math.max(1.2, ...curves.flatMap((c) => c.points.map((p) => p[1])));
  const x = (t) => left + t / horizon * (width - left - 8);
  const y = (v) => top + (1 - v / peak) * (height - top - bottom);
  const path = (curve) => curve.points.map((p, i) => `${i ? "L" : "M"}${x(p[0]).toFixed(1)},${y(p[1]).toFixed(1)}`).join("");
  const parts = [
    `<line class="axis" x1="${left}" y1="${y(0)}" x2="${width - 8}" y2="${y(0)}"/>`,
    `<line class="axis" x1="${left}" y1="${top}" x2="${left}" y2="${y(0)}"/>`,
    `<line class="target" x1="${left}" y1="${y(1)}" x2="${width - 8}" y2="${y(1)}"/>`,
    `<text x="2" y="${y(1) + 3}">1</text><text x="2" y="${y(0) + 3}">0</text>`,
    `<text x="${width - 40}" y="${height - 5}">${horizon.toFixed(2)} s</text>`,
    `<path class="scene" d="${path(scene)}"/>`,
  ];
  for (const curve of curves) {
    if (curve.settledTime === null || curve.settledTime === undefined) continue;
    parts.push(`<line class="settle" x1="${x(curve.settledTime)}" y1="${top}" x2="${x(curve.settledTime)}" y2="${y(0)}"/>`);
  }
  if (override) parts.push(`<path class="override" d="${path(override)}"/>`);
  svg.innerHTML = parts.join("");
}

// ---- Playback, overlay and keyframes --------------------------------------------------------

$("play").addEventListener("click", () => (video.paused ? video.play() : video.pause()));
$("speed").addEventListener("change", () => {
  video.playbackRate = Number($("speed").value);
  compareVideo.playbackRate = video.playbackRate;
});
$("loop").addEventListener("change", () => { video.loop = compareVideo.loop = $("loop").checked; });
video.loop = compareVideo.loop = true;
video.addEventListener("play", () => {
  $("play").textContent = "Pause";
  if (!compareFigureHidden()) {
    compareVideo.currentTime = video.currentTime;
    compareVideo.play().catch(() => {});
  }
});
video.addEventListener("pause", () => { $("play").textContent = "Play"; compareVideo.pause(); });

$("scrub").addEventListener("input", () => {
  video.pause();
  video.currentTime = Number($("scrub").value);
});

// The frame index is the truth: time = (index + ½) / fps, the middle of the frame, so the
// decoder shows that frame and no neighbour. The index shown is floor(time × fps), the same
// rule `currentFrame` uses; rounding the half instead stepped two frames forward and none back.
function showFrame(index) {
  if (!shownVideo) return;
  video.pause();
  const last = shownVideo.frameCount - 1;
  video.currentTime = (Math.min(Math.max(index, 0), last) + 0.5) / shownVideo.fps;
}
function step(frames) {
  if (!shownVideo) return;
  showFrame(currentFrame() + frames);
}
$("step-back").addEventListener("click", () => step(-1));
$("step-forward").addEventListener("click", () => step(1));
// Keys as video editors use them: ←/→ and ,/. step one frame; J steps back one second, K
// pauses, L plays; space plays or pauses.
const editorKeys = {
  ArrowLeft: () => step(-1),
  ArrowRight: () => step(1),
  ",": () => step(-1),
  ".": () => step(1),
  j: () => shownVideo && step(-Math.round(shownVideo.fps)),
  k: () => video.pause(),
  l: () => video.play().catch(() => {}),
};
document.addEventListener("keydown", (event) => {
  // Fields and sliders keep their own keys; a checkbox or button just clicked does not.
  const target = event.target;
  if (target.tagName === "SELECT" || target.tagName === "TEXTAREA") return;
  if (target.tagName === "INPUT" && !["checkbox", "radio", "button"].includes(target.type)) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === " ") { event.preventDefault(); $("play").click(); return; }
  const action = editorKeys[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  if (action) { event.preventDefault(); action(); }
});
// For tests and the curious: the frame on screen, and the shown video's frame rate.
window.glassmorphFrame = () => currentFrame();
window.glassmorphFps = () => (shownVideo ? shownVideo.fps : 0);
for (const id of ["overlay-frames", "overlay-ids", "overlay-unions"]) $(id).addEventListener("change", draw);

// The videos as large as the stage allows, side by side when comparing (small drafts and `fit`
// canvases are scaled up, keeping their aspect ratio); or, zoomed, 1 or 2 page pixels per point
// of the canvas, the stage scrolling.
function layoutVideos() {
  if (!video.videoWidth) return;
  const count = compareFigureHidden() ? 1 : 2;
  const available = (document.querySelector(".videos").clientWidth - 16 * (count - 1)) / count;
  const tallest = Math.max(200, window.innerHeight - 340);
  const aspect = video.videoWidth / video.videoHeight;
  const zoom = $("zoom").value;
  const canvas = shownVideo && shownVideo.keyframes.canvas;
  const width = zoom !== "fit" && canvas
    ? canvas[0] * Number(zoom)
    : Math.min(available, tallest * aspect);
  for (const element of [video, compareVideo]) {
    element.style.width = `${width}px`;
    element.style.height = `${width / aspect}px`;
  }
}

function sizeOverlay() {
  layoutVideos();
  overlay.width = video.clientWidth * devicePixelRatio;
  overlay.height = video.clientHeight * devicePixelRatio;
  overlay.style.width = `${video.clientWidth}px`;
  overlay.style.height = `${video.clientHeight}px`;
}
window.addEventListener("resize", sizeOverlay);
$("zoom").addEventListener("change", () => {
  sizeOverlay();
  draw();
});

function currentFrame() {
  if (!shownVideo) return 0;
  return Math.min(shownVideo.frameCount - 1, Math.max(0, Math.floor(video.currentTime * shownVideo.fps + 1e-6)));
}

// The overlay's sample for the current time (its rate may differ from a draft video's).
function currentSample(keyframes) {
  // Sampled at the shown frame's time (index / fps), so the table and the transport agree.
  const time = shownVideo ? currentFrame() / shownVideo.fps : video.currentTime;
  return Math.min(keyframes.samples.length - 1, Math.max(0, Math.floor(time * keyframes.fps + 1e-6)));
}

// ---- Device outline: the phone around the screen, drawn in points over the video ----------------
// Sizes are a model (Docs/Preview.md): Apple publishes no outline geometry, and no Apple artwork is
// used. The screen's corners are rounded by 55 pt; the Dynamic Island is a 126 × 37 pt capsule
// 11 pt below the top; the status bar shows 9:41 and a battery beside it, centred on the island.
const device = { cornerRadius: 55, island: { width: 126, height: 37, top: 11 } };

function isPhoneCanvas([width, height]) {
  // A device canvas (not `fit`): portrait, with room for the status bar above the content.
  return snapshot && snapshot.settings.canvas !== "fit" && height > width && width >= 320;
}

function drawDevice(context, [width, height]) {
  const { island, cornerRadius } = device;
  context.fillStyle = "#000";
  // Outside the rounded screen: the phone's body.
  context.beginPath();
  context.rect(0, 0, width, height);
  context.roundRect(0, 0, width, height, cornerRadius);
  context.fill("evenodd");
  // The island.
  const left = (width - island.width) / 2;
  context.beginPath();
  context.roundRect(left, island.top, island.width, island.height, island.height / 2);
  context.fill();
  // The status bar either side of it, in the scene's label colour.
  const middle = island.top + island.height / 2;
  const dark = snapshot && snapshot.appearance === "dark";
  context.fillStyle = dark ? "#fff" : "#000";
  context.strokeStyle = context.fillStyle;
  context.font = "600 17px system-ui, sans-serif";
  context.textAlign = "center";
  context.textBaseline = "middle";
  context.fillText("9:41", left / 2, middle);
  context.textAlign = "start";
  context.textBaseline = "alphabetic";
  const battery = { x: width - left / 2 - 13, y: middle - 6, width: 25, height: 12 };
  context.lineWidth = 1;
  context.globalAlpha = 0.4;
  context.beginPath();
  context.roundRect(battery.x, battery.y, battery.width, battery.height, 3.5);
  context.stroke();
  context.globalAlpha = 1;
  context.beginPath();
  context.roundRect(battery.x + 2, battery.y + 2, (battery.width - 4) * 0.8, battery.height - 4, 2);
  context.fill();
}

$("overlay-device").addEventListener("change", () => draw());

// ---- Timeline zoom: the scrub and its tap markers N times as wide, scrolled with the playhead ----

$("timeline-zoom").addEventListener("change", () => {
  $("scrub-wrap").style.width = `${Number($("timeline-zoom").value) * 100}%`;
  keepPlayheadInView(true);
});

function keepPlayheadInView(center = false) {
  const scroller = $("scrub-scroll");
  const width = $("scrub-wrap").offsetWidth;
  if (width <= scroller.clientWidth || !shownVideo || !shownVideo.duration) return;
  const x = (video.currentTime / shownVideo.duration) * width;
  const margin = scroller.clientWidth * 0.1;
  if (center || x < scroller.scrollLeft + margin || x > scroller.scrollLeft + scroller.clientWidth - margin) {
    scroller.scrollLeft = Math.max(0, x - scroller.clientWidth / 2);
  }
}

function draw() {
  const keyframes = shownVideo && shownVideo.keyframes;
  const frame = currentFrame();
  $("time").textContent = shownVideo
    ? `${(frame / shownVideo.fps).toFixed(3)} / ${shownVideo.duration.toFixed(3)} s · frame ${frame}`
    : "";
  if (document.activeElement !== $("scrub")) $("scrub").value = String(video.currentTime);
  keepPlayheadInView();
  followMainVideo();
  const context = overlay.getContext("2d");
  context.clearRect(0, 0, overlay.width, overlay.height);
  if (!keyframes) return;
  const sample = currentSample(keyframes);
  const elements = keyframes.samples[sample] || [];
  showKeyframeTable(elements, sample / keyframes.fps);
  const scale = overlay.width / keyframes.canvas[0];
  context.save();
  context.scale(scale, scale);
  const outlined = $("overlay-device").checked && isPhoneCanvas(keyframes.canvas);
  if (outlined) drawDevice(context, keyframes.canvas);
  document.body.dataset.deviceOutline = outlined ? "on" : "off";
  context.lineWidth = 1.5 / scale * devicePixelRatio;
  context.font = `${11 / scale * devicePixelRatio}px system-ui, sans-serif`;
  if ($("overlay-unions").checked) {
    const unions = new Map();
    for (const element of elements) {
      if (!element.union) continue;
      const [x, y, w, h] = element.frame;
      const box = unions.get(element.union) || [x, y, x + w, y + h];
      unions.set(element.union, [Math.min(box[0], x), Math.min(box[1], y), Math.max(box[2], x + w), Math.max(box[3], y + h)]);
    }
    context.strokeStyle = "#ff9f43";
    context.setLineDash([4 / scale * devicePixelRatio, 3 / scale * devicePixelRatio]);
    for (const [name, [x0, y0, x1, y1]] of unions) {
      context.strokeRect(x0 - 2, y0 - 2, x1 - x0 + 4, y1 - y0 + 4);
      context.fillStyle = "#ff9f43";
      context.fillText(`union ${name}`, x0, y1 + 12);
    }
    context.setLineDash([]);
  }
  for (const element of elements) {
    const [x, y, w, h] = element.frame;
    if ($("overlay-frames").checked) {
      // A dark halo under a bright line: visible over light and dark glass alike.
      context.beginPath();
      context.roundRect(x, y, w, h, Math.min(element.cornerRadius, w / 2, h / 2));
      context.globalAlpha = 0.4 + 0.6 * element.visibility;
      context.strokeStyle = "rgba(0, 0, 0, 0.55)";
      context.lineWidth = 3.5 / scale * devicePixelRatio;
      context.stroke();
      context.strokeStyle = "#ffd60a";
      context.lineWidth = 1.5 / scale * devicePixelRatio;
      context.stroke();
      context.globalAlpha = 1;
    }
    if ($("overlay-ids").checked) {
      context.fillStyle = "#fff";
      context.strokeStyle = "#000a";
      context.lineWidth = 3 / scale * devicePixelRatio;
      context.strokeText(element.name, x + 3, y - 4);
      context.fillText(element.name, x + 3, y - 4);
      context.lineWidth = 1.5 / scale * devicePixelRatio;
    }
  }
  context.restore();
}

// The comparison plays beside the main video from the same clock: paused, it shows the main
// video's exact time; playing, it plays too and is re-seeked only when it drifts by more than
// two frames (re-seeking on every small drift kept it seeking — and still — the whole time).
function followMainVideo() {
  if (compareFigureHidden() || !compareVideo.src) return;
  const drift = Math.abs(compareVideo.currentTime - video.currentTime);
  if (video.paused) {
    if (!compareVideo.paused) compareVideo.pause();
    if (drift > 1e-3 && !compareVideo.seeking) compareVideo.currentTime = video.currentTime;
    return;
  }
  if (compareVideo.paused) compareVideo.play().catch(() => {});
  const fps = shownVideo ? shownVideo.fps : 30;
  if (drift > 2 / fps && !compareVideo.seeking) compareVideo.currentTime = video.currentTime;
}

function compareFigureHidden() {
  return $("compare-figure").hidden;
}

let tableKey = "";
function showKeyframeTable(elements, time) {
  const key = `${time}|${shownVideo.url}`;
  if (key === tableKey) return;
  tableKey = key;
  $("keyframes-time").textContent = `${time.toFixed(3)} s`;
  const rows = elements.map((element) => {
    const row = document.createElement("tr");
    row.dataset.element = element.name;
    const cells = [element.name, ...element.frame.map((v) => v.toFixed(2)), element.cornerRadius.toFixed(2), element.union || ""];
    row.replaceChildren(...cells.map((text) => {
      const cell = document.createElement("td");
      cell.textContent = text;
      return cell;
    }));
    return row;
  });
  document.querySelector("#keyframes tbody").replaceChildren(...rows);
}

function tick() {
  draw();
  requestAnimationFrame(tick);
}

for (const button of document.querySelectorAll("button.copy")) {
  button.addEventListener("click", () => {
    const text = $(button.dataset.copy).textContent;
    navigator.clipboard?.writeText(text).then(() => {
      button.textContent = "Copied";
      setTimeout(() => { button.textContent = "Copy"; }, 1200);
    });
  });
}

requestAnimationFrame(tick);
for (const id of ["export-video", "export-sheet"]) {
  $(id).href = withView($(id).getAttribute("href"));
}
follow();
