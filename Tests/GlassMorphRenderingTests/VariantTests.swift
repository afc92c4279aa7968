import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// The system-setting variants, each measured on a plain glass pill over a flat or gridded backdrop
/// against a value worked out here: the tone curves of Docs/Glass.md §3.3, the opaque face colour,
/// the border, the spring's overshoot, Dynamic Type's published body sizes.
@Suite struct VariantTests {
  /// A 100 × 100 pt glass square that a `--set wide=true` widens to 200 pt with a bouncy spring; in
  /// dark mode (read through `@Environment`) it is 120 pt tall.
  static let source = """
    import SwiftUI

    struct Pill: View {
      @State private var wide = false
      @Environment(\\.colorScheme) private var scheme

      var body: some View {
        VStack {
          Color.clear
            .frame(width: wide ? 200 : 100, height: scheme == .dark ? 120 : 100)
            .glassEffect(.regular, in: .rect(cornerRadius: 20))
          Text("Hello, world").font(.body)
        }
      }
    }
    """

  static func scene(_ environment: SceneEnvironment = .standard) throws -> GlassScene {
    try GlassScene(source: source, path: "pill.swift").with(environment)
  }

  /// The centre pixel of the glass (scale 2) over `backdrop`, as 8-bit sRGB.
  static func faceCentre(_ environment: SceneEnvironment, backdrop: Backdrop) throws -> (
    pixel: SIMD3<Double>, frame: Rect, image: [UInt8], width: Int
  ) {
    let timeline = try scene(environment).timeline([], canvas: .size(Size(width: 300, height: 300)))
    let renderer = try TimelineRenderer(timeline: timeline, scale: 2, backdrop: backdrop)
    let pixmap = renderer.frame(at: 0)
    let bytes = pixmap.sRGBBytes()
    let frame = try #require(timeline.sample(at: 0).glass.first?.frame)
    let x = Int(frame.midX * 2)
    let y = Int(frame.midY * 2)
    let index = (y * pixmap.width + x) * 4
    return (
      SIMD3(Double(bytes[index]), Double(bytes[index + 1]), Double(bytes[index + 2])) / 255, frame,
      bytes, pixmap.width
    )
  }

  /// Docs/Glass.md §3.3: Y′ = offset + slope·(Y + bulge·Y(1 − Y)) on the luma, chroma scaled.
  static func toned(
    _ color: SIMD3<Double>, offset: Double, slope: Double, bulge: Double, chroma: Double
  ) -> SIMD3<Double> {
    let luma = 0.2126 * color.x + 0.7152 * color.y + 0.0722 * color.z
    let mapped = offset + slope * (luma + bulge * luma * (1 - luma))
    return SIMD3(repeating: mapped) + (color - SIMD3(repeating: luma)) * chroma
  }

  /// systemGray (142, 142, 147), the flat backdrop.
  static let gray = SIMD3<Double>(142, 142, 147) / 255

  @Test func darkGlassFollowsTheDarkToneCurve() throws {
    let light = try Self.faceCentre(.standard, backdrop: .color(named: "gray")).pixel
    let dark = try Self.faceCentre(
      SceneEnvironment(colorScheme: .dark), backdrop: .color(named: "gray")
    ).pixel
    // Light: 0.405 + 0.592·(Y + 0.13·Y(1 − Y)), chroma × 1.15; dark: 0.125 + 0.6·(Y + Y(1 − Y)).
    let expectedLight = Self.toned(
      Self.gray, offset: 0.405, slope: 0.592, bulge: 0.13, chroma: 1.15)
    let expectedDark = Self.toned(Self.gray, offset: 0.125, slope: 0.6, bulge: 1, chroma: 1)
    for channel in 0..<3 {
      #expect(abs(light[channel] - expectedLight[channel]) <= 2.0 / 255, "light \(light)")
      #expect(abs(dark[channel] - expectedDark[channel]) <= 2.0 / 255, "dark \(dark)")
    }
    // Y = 0.558: light face ≈ 0.72, dark ≈ 0.58 — dark is darker by about 36 levels.
    #expect(light.x - dark.x > 30.0 / 255)
  }

  @Test func darkModeDimsTheWallpaperAndIsReadThroughTheEnvironment() throws {
    let canvas = CanvasChoice.size(Size(width: 300, height: 300))
    let standard = try Self.scene().timeline([], canvas: canvas)
    let dark = try Self.scene(SceneEnvironment(colorScheme: .dark)).timeline([], canvas: canvas)
    #expect(standard.sample(at: 0).glass.first?.frame.height == 100)
    #expect(dark.sample(at: 0).glass.first?.frame.height == 120)
    #expect(dark.environment.colorScheme == .dark)
    // The wallpaper's corner pixel in dark is its light colour's linear light × 0.15.
    let lightCorner = try TimelineRenderer(timeline: standard, scale: 1).frame(at: 0)[0, 0]
    let darkCorner = try TimelineRenderer(timeline: dark, scale: 1).frame(at: 0)[0, 0]
    for channel in 0..<3 {
      #expect(abs(darkCorner[channel] - lightCorner[channel] * 0.15) < 1e-4)
    }
  }

  @Test func reduceTransparencyMakesTheFaceOpaque() throws {
    let result = try Self.faceCentre(
      SceneEnvironment(reduceTransparency: true), backdrop: .grid)
    // The inner 60 % of the face over a grid of black and grey lines: one colour, (242, 242, 247).
    let frame = result.frame
    var colours = Set<[UInt8]>()
    for y in Int((frame.minY + 20) * 2)..<Int((frame.maxY - 20) * 2) {
      for x in Int((frame.minX + 20) * 2)..<Int((frame.maxX - 20) * 2) {
        let index = (y * result.width + x) * 4
        colours.insert(Array(result.image[index..<(index + 3)]))
      }
    }
    #expect(colours == [[242, 242, 247]])
    // Without it the grid's lines show through the face.
    let clearer = try Self.faceCentre(.standard, backdrop: .grid)
    var seen = Set<UInt8>()
    for y in Int((frame.minY + 20) * 2)..<Int((frame.maxY - 20) * 2) {
      seen.insert(clearer.image[(y * clearer.width + Int(frame.midX * 2)) * 4])
    }
    #expect(seen.count > 3)
  }

  @Test func increaseContrastDrawsAContrastingBorder() throws {
    func edgeContrast(_ environment: SceneEnvironment) throws -> Double {
      let result = try Self.faceCentre(environment, backdrop: .color(named: "gray"))
      // Half a point inside the left edge at mid-height (no specular there: the light comes from
      // above), against the centre.
      let x = Int((result.frame.minX + 0.5) * 2)
      let y = Int(result.frame.midY * 2)
      let index = (y * result.width + x) * 4
      let edge = Double(result.image[index + 1]) / 255
      return result.pixel.y - edge
    }
    let standard = try edgeContrast(.standard)
    let contrast = try edgeContrast(SceneEnvironment(increaseContrast: true))
    // The border moves the edge 60 % of the way to black: from a face near 0.8 that is ≥ 0.4 darker.
    #expect(abs(standard) < 0.1, "standard \(standard)")
    #expect(contrast > 0.35, "increased \(contrast)")
  }

  @Test func reduceMotionFadesThroughWithoutMovingOrOvershooting() throws {
    func samples(_ environment: SceneEnvironment) throws -> [(width: Double, visibility: Double)] {
      let scene = try Self.scene(environment)
      let wide = try scene.stateValue("true", for: "wide")
      let timeline = try scene.timeline(
        [.set("wide", wide, animation: .spring(duration: 0.5, bounce: 0.4), at: 0.1)], canvas: .fit)
      return timeline.keyframes(fps: 240, until: 1.5).compactMap { state in
        state.glass.first.map { ($0.frame.width, $0.visibility) }
      }
    }
    let standard = try samples(.standard)
    let reduced = try samples(SceneEnvironment(reduceMotion: true))
    // A spring with bounce 0.4 overshoots 200 pt; under Reduce Motion the glass never travels: it
    // is 100 pt wide until half way, then 200 pt, never in between and never past.
    #expect((standard.map(\.width).max() ?? 0) > 205)
    #expect(reduced.allSatisfy { abs($0.width - 100) < 1e-9 || abs($0.width - 200) < 1e-9 })
    #expect(zip(reduced, reduced.dropFirst()).allSatisfy { $0.width <= $1.width })
    // It fades out where it was and in where it goes: visibility dips to (nearly) nothing at the
    // swap and is whole again at the end.
    let swap = try #require(reduced.firstIndex { $0.width == 200 })
    #expect(reduced[swap - 1].visibility < 0.15 && reduced[swap].visibility < 0.15)
    #expect(reduced[0].visibility == 1 && abs((reduced.last?.visibility ?? 0) - 1) < 1e-6)
    // Half way is where the overshoot-free spring is half done: between 0.1 s and 0.6 s.
    let swapTime = Double(swap) / 240
    #expect(swapTime > 0.1 && swapTime < 0.6)
  }

  @Test func dynamicTypeScalesTextStylesByTheBodySize() throws {
    func textWidth(_ size: SceneEnvironment.DynamicTypeSize) throws -> Double {
      let layout = try Self.scene(SceneEnvironment(dynamicTypeSize: size)).layout(canvas: .fit)
      let text = try #require(
        layout.content.first { if case .text = $0.kind { return true } else { return false } })
      return text.frame.height
    }
    // Body's line is 22 pt at Large; at AX3 body is 40 pt (Apple's table), so 22 × 40 / 17 ≈ 52.
    let large = try textWidth(.large)
    let ax3 = try textWidth(.accessibility3)
    #expect(abs(large - 22) < 0.5)
    #expect(abs(ax3 - (22 * 40.0 / 17).rounded()) < 0.5)
  }
}
