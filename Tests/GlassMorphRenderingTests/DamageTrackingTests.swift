import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphMedia
import Testing

@testable import MorphRender

/// Redrawing only what changed gives the same pixels as drawing every frame whole.
@Suite struct DamageTrackingTests {
  @Test(arguments: Repository.sceneFiles.map(\.lastPathComponent))
  func redrawingWhatChangedEqualsAFullRedraw(_ file: String) throws {
    let scene = try GlassScene(path: Repository.scenes.appendingPathComponent(file).path)
    let timeline = try scene.defaultTimeline(canvas: .fit)
    let renderer = FrameRenderer(scale: 1, text: FreeTypeTextRasterizer())
    // Frames of a video, few enough for the debug build: before the first tap, three steps into
    // the transition (small changes), later in it, and settled (nothing changes).
    let first = timeline.eventTimes.first ?? 0
    let end = min(timeline.settleTime ?? first + 2, first + 3)
    let times = [
      0, first + 1.0 / 30, first + 2.0 / 30, first + 3.0 / 30, first + 0.4, end, end + 0.1,
    ]
    var previous: RenderedFrame?
    var partial = 0
    for time in times {
      let state = timeline.sample(at: time)
      let incremental = renderer.render(state, after: previous)
      // The video's bytes — only what changed redrawn, a first frame only where something is
      // drawn — equal a whole frame drawn in floating point and converted.
      let full = renderer.render(state).sRGBBytes()
      // The first pixel that differs, rather than millions of bytes.
      let differing = zip(incremental.bytes, full).enumerated().first {
        $0.element.0 != $0.element.1
      }
      #expect(
        differing == nil,
        "\(file) at t = \(time): pixel \((differing?.offset ?? 0) / 4 % incremental.width), \((differing?.offset ?? 0) / 4 / incremental.width) differs"
      )
      if differing != nil { break }
      if incremental.redrawnPixels < incremental.width * incremental.height { partial += 1 }
      previous = incremental
    }
    // Once everything has settled the last frame redraws nothing (when it settles in the window).
    if let settle = timeline.settleTime, settle <= first + 3 {
      #expect(partial > 0, "\(file): every frame was redrawn whole")
    }
  }

  @Test(arguments: ["glass-sampler", "toolbar-items"])
  func partsOfALayerRedrawnAloneEqualAFullRedrawAtTwiceTheScale(_ name: String) throws {
    // At 2× the card's surface blur runs at half resolution and the blurred regions' edges fall
    // on odd pixels: the parts of one layer redrawn alone must still read what a whole frame reads.
    let timeline = try GlassScene(path: Repository.scene(name)).defaultTimeline(canvas: .fit)
    let renderer = FrameRenderer(scale: 2, text: FreeTypeTextRasterizer())
    let first = timeline.eventTimes.first ?? 0
    var previous = renderer.render(timeline.sample(at: first), after: nil)
    for time in [first + 1.0 / 30, first + 0.25] {
      let state = timeline.sample(at: time)
      let incremental = renderer.render(state, after: previous)
      // The sampler's tapped row is one corner of a layer filling the screen: only that part.
      if name == "glass-sampler" {
        #expect(incremental.redrawnPixels * 4 < incremental.width * incremental.height * 3)
      }
      #expect(incremental.bytes == renderer.render(state).sRGBBytes(), "\(name) at t = \(time)")
      previous = incremental
    }
  }

  @Test func aPreviousFrameStillHeldKeepsItsBytes() throws {
    // The next frame is written in the previous frame's bytes only when nothing else holds them: a
    // frame kept by the caller must not change when it is passed as `after:`.
    let timeline = try GlassScene(path: Repository.scene("toolbar")).defaultTimeline(
      canvas: .device(.iPhone16Pro))
    let renderer = FrameRenderer(scale: 1)
    let start = timeline.eventTimes.first ?? 0
    let kept = renderer.render(timeline.sample(at: start + 0.1), after: nil)
    let copy = kept.bytes
    let next = renderer.render(timeline.sample(at: start + 0.2), after: kept)
    #expect(next.redrawnPixels > 0 && next.redrawnPixels < next.width * next.height)
    #expect(kept.bytes == copy)
    #expect(next.bytes != kept.bytes)
    // Handed over, the bytes are reused and the result is still a full redraw's.
    var handed: RenderedFrame? = renderer.render(timeline.sample(at: start + 0.2), after: nil)
    let reused = renderer.render(timeline.sample(at: start + 0.3), after: handed.take())
    #expect(reused.bytes == renderer.render(timeline.sample(at: start + 0.3)).sRGBBytes())
  }

  @Test func oneThreadDrawsWhatAllCoresDraw() throws {
    // Bands of rows, blur lines and byte chunks each write their own pixels, so the thread count
    // cannot change a frame: the sampler (every kind of glass, blur sizes, text, icons) mid-press.
    let timeline = try GlassScene(path: Repository.scene("glass-sampler")).timeline(
      [.tap("more", at: 0)], canvas: .fit)
    let renderer = FrameRenderer(scale: 1, text: FreeTypeTextRasterizer())
    let frames = [0.0, 0.08, 0.2].map { timeline.sample(at: $0) }
    let allCores = frames.map { renderer.render($0).sRGBBytes() }
    Parallel.threadLimit = 1
    defer { Parallel.threadLimit = 0 }
    let oneThread = frames.map { renderer.render($0).sRGBBytes() }
    #expect(oneThread == allCores)
  }

  @Test func aPaintUnderEverythingThatStaysPutJoinsTheBackdrop() throws {
    // radial-menu's preview puts a radial gradient under the menu inside the safe area, so on a
    // phone's canvas it covers only part of it: the first frame draws it with everything else (over most of
    // the canvas); from the second frame, the same paint again, it is painted into the cached
    // backdrop and a first frame draws only the glass; the third, unchanged, draws nothing. The
    // bytes are the same all along.
    let timeline = try GlassScene(path: Repository.scene("radial-menu")).timeline(
      [], canvas: .device(.iPhone16Pro))
    let state = timeline.sample(at: 0)
    let renderer = FrameRenderer(scale: 1, text: FreeTypeTextRasterizer())
    let first = renderer.render(state, after: nil)
    let second = renderer.render(state, after: first)
    let third = renderer.render(state, after: second)
    let canvas = first.width * first.height
    #expect(first.redrawnPixels > canvas / 2, "\(first.redrawnPixels) of \(canvas)")
    // Not nothing: against a new backdrop the second frame is a first frame again (without the
    // paint joining the backdrop it would be unchanged and redraw nothing).
    #expect(
      second.redrawnPixels > 0 && second.redrawnPixels < first.redrawnPixels / 2,
      "\(second.redrawnPixels)")
    #expect(third.redrawnPixels == 0)
    #expect(second.bytes == first.bytes && third.bytes == first.bytes)
    // And a whole frame drawn in floating point by a renderer that has not seen the paint before.
    let fresh = FrameRenderer(scale: 1, text: FreeTypeTextRasterizer())
    #expect(fresh.render(state).sRGBBytes() == third.bytes)
  }

  @Test func aLoneButtonsFirstFrameIsDrawnNoFartherThanItsShadowReaches() throws {
    // The toolbar at rest: one 44 pt circle (132 px at 3×) in a container of spacing 20 pt. Its
    // pull on a blended outline would reach the blend width (60 px) past its own 2 px outline
    // margin, but alone it draws only its glass and its shadow, whose deepest alpha
    // 0.12·e^(−d²/(8 pt)²) falls under 0.002 at d = 24 px · √ln 60 = 48.6 px; with a pixel of
    // rounding, the 6 px offset, another pixel and the 2 px allowance that is 58.6 px, plus the
    // box's own pixel: the frame is drawn within about 60 px of the circle, 252 px square — not
    // the blend width's 80 px (292 px square), nor the 102 px its reads reached before.
    let timeline = try GlassScene(path: Repository.scene("toolbar")).timeline(
      [], canvas: .device(.iPhone16Pro))
    let renderer = FrameRenderer(scale: 3, text: FreeTypeTextRasterizer())
    let first = renderer.render(timeline.sample(at: 0), after: nil)
    let margin = 24 * log(0.12 / 0.002).squareRoot() + 1 + 6 + 1 + 2 + 1
    let side = 132 + 2 * margin
    #expect(Double(first.redrawnPixels) <= (side + 2) * (side + 2), "\(first.redrawnPixels)")
    #expect(Double(first.redrawnPixels) >= (side - 2) * (side - 2), "\(first.redrawnPixels)")
  }

  @Test func anUnchangedFrameRedrawsNothing() throws {
    let timeline = try GlassScene(path: Repository.scene("toolbar")).timeline([], canvas: .fit)
    let renderer = FrameRenderer(scale: 1)
    let first = renderer.render(timeline.sample(at: 0), after: nil)
    let second = renderer.render(timeline.sample(at: 0.5), after: first)
    #expect(second.redrawnPixels == 0 && second.bytes == first.bytes)
  }
}
