import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// Frames between states, measured as a designer looks at them (Docs/Glass.md, "Content travels
/// with its glass" and §2's merging field): no content outside its glass while it morphs, no
/// seam where tinted and untinted glass merge.
@Suite struct MidTransitionTests {
  /// A tinted circle above an untinted one, 4 pt apart in a container of spacing 24: merged into
  /// one blob over a flat grey backdrop (a flat backdrop makes the lens invisible, so what changes
  /// from row to row is the material: tint, tone, lobes).
  static let tintedPair = """
    import SwiftUI

    struct Pair: View {
        @State private var isApart = false

        var body: some View {
            ZStack {
                Color.gray
                GlassEffectContainer(spacing: 24) {
                    VStack(spacing: isApart ? 80 : 4) {
                        Color.clear.frame(width: 60, height: 60)
                            .glassEffect(.regular.tint(.blue), in: .circle)
                        Button("Split") { withAnimation(.smooth) { isApart.toggle() } }
                            .frame(width: 60, height: 60)
                            .foregroundStyle(.clear)
                            .glassEffect(.regular, in: .circle)
                    }
                }
            }
        }
    }
    """

  /// Blue minus red (linear light) down the column through both centres, from the tinted centre
  /// to the untinted one.
  static func chroma(_ frame: Pixmap, column x: Int, from top: Int, to bottom: Int) -> [Float] {
    (top...bottom).map { y in
      let pixel = frame[x, y]
      return pixel.z - pixel.x
    }
  }

  /// At rest and at every frame of the split and the merge back, the tint fades across the
  /// bridge: the largest step between neighbouring rows is a small part of the whole change from
  /// the tinted centre to the untinted one. A tint switched where one shape's distance overtakes
  /// the other's puts nearly the whole change into one row.
  @Test func tintBlendsAcrossTheMergedFieldWithoutASeam() throws {
    let scene = try GlassScene(source: Self.tintedPair)
    let timeline = try scene.timeline(
      [.tap("Split", at: 0.1), .tap("Split", at: 1.1)], canvas: .fit)
    let renderer = try TimelineRenderer(timeline: timeline, scale: 2)
    var checked = 0
    for frameIndex in 0..<Int(2.2 * 30) {
      let time = Double(frameIndex) / 30
      let sample = timeline.sample(at: time)
      guard sample.glass.count == 2,
        let tinted = sample.glass.first(where: { $0.glass.tint != nil }),
        let plain = sample.glass.first(where: { $0.glass.tint == nil }),
        plain.frame.minY - tinted.frame.maxY < 12  // close enough to be one blob
      else { continue }
      let frame = renderer.frame(at: time)
      let x = Int((tinted.frame.midX * 2).rounded())
      let top = Int((tinted.frame.midY * 2).rounded())
      let bottom = Int((plain.frame.midY * 2).rounded())
      let values = Self.chroma(frame, column: x, from: top, to: bottom)
      let whole = abs(values[0] - values[values.count - 1])
      let steps = zip(values, values.dropFirst()).map { abs($1 - $0) }
      #expect(whole > 0.05, "the tint shows at \(time) s")
      #expect(
        (steps.max() ?? 0) < 0.25 * whole,
        "at \(time) s one row carries \(steps.max() ?? 0) of a \(whole) change")
      checked += 1
    }
    #expect(checked >= 10)
  }

  /// A button that becomes a panel of text under `.default` and under a spring; `ink` is the
  /// text's colour.
  static func composer(ink: String, animation: String) -> String {
    """
    import SwiftUI

    struct Composer: View {
        @State private var isOpen = false
        @Namespace private var glass

        var body: some View {
            ZStack {
                Color.white
                GlassEffectContainer {
                    if isOpen {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("New Message").font(.headline)
                            Text("A long line of body text that is wider than the button.")
                        }
                        .foregroundStyle(\(ink))
                        .padding(20)
                        .frame(width: 320)
                        .glassEffect(.regular, in: .rect(cornerRadius: 28))
                        .glassEffectID("compose", in: glass)
                    } else {
                        Button("Compose") { withAnimation\(animation) { isOpen = true } }
                            .foregroundStyle(\(ink))
                            .frame(width: 56, height: 56)
                            .glassEffect(.regular, in: .circle)
                            .glassEffectID("compose", in: glass)
                    }
                }
            }
        }
    }
    """
  }

  /// While the button grows into the panel, every pixel outside the glass's current frame is
  /// the same whether the text is black or clear: no text is drawn outside its glass.
  @Test(arguments: ["", "(.spring(response: 0.35, dampingFraction: 0.85))"])
  func noContentOutsideItsGlassWhileItMorphs(animation: String) throws {
    func renderer(ink: String) throws -> (Timeline, TimelineRenderer) {
      let scene = try GlassScene(source: Self.composer(ink: ink, animation: animation))
      let timeline = try scene.timeline([.tap("Compose", at: 0.1)], canvas: .device(.iPhone16Pro))
      return (timeline, try TimelineRenderer(timeline: timeline, scale: 1))
    }
    let (timeline, inked) = try renderer(ink: ".black")
    let (_, clear) = try renderer(ink: ".clear")
    var moving = 0
    for time in stride(from: 0.12, through: 0.6, by: 0.04) {
      guard let glass = timeline.sample(at: time).glass.first, glass.frame.width < 319 else {
        continue
      }
      moving += 1
      let a = inked.frame(at: time)
      let b = clear.frame(at: time)
      // The text is there: inside the glass the two differ somewhere.
      var differsInside = false
      var leaks = 0
      for y in 0..<a.height {
        for x in 0..<a.width {
          let px = Double(x) + 0.5
          let py = Double(y) + 0.5
          let inside =
            px > glass.frame.minX - 1 && px < glass.frame.maxX + 1 && py > glass.frame.minY - 1
            && py < glass.frame.maxY + 1
          let same = a[x, y] == b[x, y]
          if inside { differsInside = differsInside || !same } else if !same { leaks += 1 }
        }
      }
      #expect(leaks == 0, "\(leaks) pixels of text outside the glass at \(time) s")
      #expect(differsInside || time < 0.2, "the text shows inside the glass at \(time) s")
    }
    #expect(moving >= 5)
  }
}
