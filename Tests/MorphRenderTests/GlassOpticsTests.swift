import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphMedia
import MorphRaster
import Testing

@testable import MorphRender

/// The glass's optics measured in rendered pixels (Docs/Glass.md §3), each against a value worked
/// out here from the published formula — not against frozen pixels.
@Suite struct GlassOpticsTests {
  // MARK: Helpers

  /// Regular glass, light appearance (§3.3): Y′ = 0.405 + 0.592·(Y + 0.13·Y(1 − Y)).
  static func regularTone(_ y: Double) -> Double { 0.405 + 0.592 * (y + 0.13 * y * (1 - y)) }

  /// The inverse of `regularTone` on 0…1 (it is increasing there), by bisection.
  static func inverseRegularTone(_ value: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if regularTone(middle) < value { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// The lens displacement of §3.4 written out: d(t) = A·(1 − √(1 − (1 − t/H)²)) for t < H.
  static func lens(_ t: Double, band: Double, rim: Double) -> Double {
    guard t < band else { return 0 }
    let u = 1 - t / band
    return rim * (1 - (1 - u * u).squareRoot())
  }

  /// A grey picture whose encoded level at column x is `level(x)` (0…255).
  static func picture(width: Int, height: Int, level: (Int, Int) -> Double) -> Pixmap {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let value = UInt8(min(max(level(x, y).rounded(), 0), 255))
        let index = (y * width + x) * 4
        bytes[index] = value
        bytes[index + 1] = value
        bytes[index + 2] = value
      }
    }
    return Pixmap(width: width, height: height, sRGBBytes: bytes)
  }

  /// One container of glass shapes on a canvas, nothing else.
  static func frame(_ glass: [GlassFrame], canvas: Size, spacing: Double = 0) -> FrameState {
    var bounds = glass[0].frame
    for shape in glass.dropFirst() { bounds = bounds.union(shape.frame) }
    return FrameState(
      time: 0, canvas: canvas, glass: glass, content: [],
      items: glass.indices.map { .glass($0) }, unions: [],
      containers: [ContainerFrame(index: 0, spacing: spacing, frame: bounds)])
  }

  static func glass(
    _ rect: Rect, radius: Double, shape: ShapeKind? = nil, spec: GlassSpec = .regular,
    key: String = "g", visibility: Double = 1
  ) -> GlassFrame {
    GlassFrame(
      key: key, container: 0, frame: rect, cornerRadius: radius,
      shape: shape ?? .roundedRectangle(cornerRadius: radius, continuous: true),
      visibility: visibility, glass: spec)
  }

  /// Encoded red, green, blue (0…255) of a pixel.
  static func rgb(_ image: Pixmap, _ x: Int, _ y: Int) -> (Double, Double, Double) {
    let bytes = Pixmap(width: 1, height: 1, pixels: [image[x, y]]).sRGBBytes()
    return (Double(bytes[0]), Double(bytes[1]), Double(bytes[2]))
  }

  static func level(_ image: Pixmap, _ x: Int, _ y: Int) -> Double { rgb(image, x, y).1 }

  // MARK: Lens

  @Test func displacementAtTheEdgeFollowsTheProfileAndFolds() {
    // A 240 × 120 pt rounded rectangle at 1 px/pt over a steep grey ramp: short side 120 gives
    // H = min(20, 120/4) = 20 px and A = min(48, 0.6 × 120) = 48 px. On the middle row the normal
    // is horizontal, so no highlight; the pixel at depth t shows the backdrop from x + d(t), toned.
    // The ramp (level 10 + 1.2·(x − 40)) survives the blur (a linear ramp is its own blur), so the
    // sampled position is read back from the level: x = 40 + (T⁻¹(level) · 255 − 10)/1.2.
    let ramp = Self.picture(width: 400, height: 200) { x, _ in
      min(max(10 + 1.2 * Double(x - 40), 10), 250)
    }
    var renderer = FrameRenderer(scale: 1)
    renderer.background = ramp
    let rect = Rect(x: 100, y: 40, width: 240, height: 120)
    let image = renderer.render(
      Self.frame([Self.glass(rect, radius: 24)], canvas: Size(width: 400, height: 200)))
    func sampled(_ column: Int) -> Double {
      let source = Self.inverseRegularTone(Self.level(image, column, 100) / 255) * 255
      return 40 + (source - 10) / 1.2
    }
    for column in [101, 103, 106, 110, 114, 118, 125, 140] {
      let t = Double(column) + 0.5 - 100
      let expected = Double(column) + 0.5 + Self.lens(t, band: 20, rim: 48)
      #expect(
        abs(sampled(column) - expected) < 1.5,
        "depth \(t) px: read \(sampled(column)), formula \(expected)")
    }
    // The fold: nearer the rim shows content from further in (d falls faster than t grows), so
    // the sampled position runs backwards: d(0.5) = 37.3 → 137.8; d(3.5) = 20.9 → 124.4.
    #expect(sampled(100) > sampled(103) + 8)
  }

  // MARK: Blur and tone

  @Test func fineStripesSurviveRegularGlassAndClearGlassKeepsMore() {
    // Vertical stripes of period P = 12 px (6 dark at level 51, 6 light at 204) under the flat
    // interior of a 96 × 80 pt control at 1 px/pt. Regular glass: σ = 2 px; a gaussian keeps
    // exp(−2π²σ²/P²) = exp(−0.548) = 0.578 of the fundamental, whose amplitude is 4/π of the
    // square wave's; the tone curve's slope is ≈ 0.592. Expected peak-to-peak at least
    // 0.592 × 0.578 × 4/π × 153 = 66.7 levels; we require 60 % of it (box-blur approximation,
    // blur in linear light) — 40 levels. The old milky recipe kept under 10.
    // Clear glass: σ = 0.5 px keeps exp(−2π²·0.25/144) = 0.966, slope 0.95, less ≤ 35 % dimming:
    // at least 0.95 × 0.966 × 0.65 ≈ 0.6 of the input swing; it must keep 1.5× regular's.
    let stripes = Self.picture(width: 200, height: 140) { x, _ in (x / 6) % 2 == 0 ? 51 : 204 }
    var renderer = FrameRenderer(scale: 1)
    renderer.background = stripes
    func swing(_ spec: GlassSpec) -> Double {
      let rect = Rect(x: 50, y: 30, width: 96, height: 80)
      let image = renderer.render(
        Self.frame(
          [Self.glass(rect, radius: 16, spec: spec)], canvas: Size(width: 200, height: 140)))
      // The flat interior: more than H = 20 px from every edge.
      let levels = (74..<122).map { Self.level(image, $0, 70) }
      return (levels.max() ?? 0) - (levels.min() ?? 0)
    }
    let regular = swing(.regular)
    let clear = swing(GlassSpec(variant: .clear))
    // A large surface (short side 130 > 100 pt: σ = 6.5 px) in the same container does not
    // take the control's detail away: each shape keeps its own blur.
    let control = Self.glass(Rect(x: 50, y: 30, width: 96, height: 80), radius: 16, key: "control")
    let surface = Self.glass(
      Rect(x: 200, y: 5, width: 200, height: 130), radius: 28, key: "surface")
    renderer.background = Self.picture(width: 420, height: 140) { x, _ in
      (x / 6) % 2 == 0 ? 51 : 204
    }
    let both = renderer.render(
      Self.frame([control, surface], canvas: Size(width: 420, height: 140)))
    let besideSurface = (74..<122).map { Self.level(both, $0, 70) }
    #expect(
      (besideSurface.max() ?? 0) - (besideSurface.min() ?? 0) > 40,
      "a control beside a large surface kept \((besideSurface.max() ?? 0) - (besideSurface.min() ?? 0)) levels"
    )
    // …while the surface's own interior is blurred more: 6.5 px keeps exp(−2π²·42.25/144) = 0.3 %.
    let inSurface = (260..<340).map { Self.level(both, $0, 70) }
    #expect((inSurface.max() ?? 0) - (inSurface.min() ?? 0) < 10)
    #expect(regular > 40, "regular glass keeps \(regular) levels of a 153-level swing")
    #expect(regular < 153 * 0.592 + 5, "regular glass cannot exceed the tone curve's slope")
    #expect(clear > 1.5 * regular, "clear \(clear) vs regular \(regular)")
  }

  // MARK: Light

  @Test func highlightSitsOnTopAndBottomNotTheSides() {
    // A 56 pt circle at 2 px/pt over mid grey (level 128): the face is T(128/255) everywhere
    // (uniform backdrop: lensing moves nothing). Specular (§3.5): strength 1 − |nₓ|, so on the
    // vertical axis the lobe brightens the face; at the sides it is zero. At 0.25 pt inside:
    // falloff (1 − 0.25/1.2) + 0.2·(1 − 0.25/4.8) = 0.981; 0.45 × 0.981 × (1 − face) of the way to
    // white on top, 0.7 of that at the bottom.
    let grey = Self.picture(width: 160, height: 160) { _, _ in 128 }
    var renderer = FrameRenderer(scale: 2)
    renderer.background = grey
    let image = renderer.render(
      Self.frame(
        [Self.glass(Rect(x: 12, y: 12, width: 56, height: 56), radius: 28, shape: .circle)],
        canvas: Size(width: 80, height: 80)))
    let face = Self.regularTone(128.0 / 255) * 255
    #expect(
      abs(Self.level(image, 80, 80) - face) < 2, "face \(Self.level(image, 80, 80)) vs \(face)")
    // Rows 24 and 135 are the first fully inside on the vertical axis (the circle spans 24…136).
    let top = Self.level(image, 80, 24)
    let bottom = Self.level(image, 80, 135)
    let expectedTop = face + 0.45 * 0.981 * (255 - face)
    #expect(abs(top - expectedTop) < 8, "top \(top) vs \(expectedTop)")
    #expect(bottom - face > 0.5 * (expectedTop - face) && bottom < top - 3)
    // The sides: the first full pixels left and right on the middle row.
    for side in [Self.level(image, 24, 80), Self.level(image, 135, 80)] {
      #expect(abs(side - face) < 3, "side \(side) vs face \(face)")
    }
  }

  /// A 120 × 44 pt capsule at (40, 38) on a 200 × 120 canvas of grey 128, at 1×.
  static func capsuleOverGrey() -> (FrameRenderer, FrameState, Rect) {
    var renderer = FrameRenderer(scale: 1)
    renderer.background = picture(width: 200, height: 120) { _, _ in 128 }
    let rect = Rect(x: 40, y: 38, width: 120, height: 44)
    let state = Self.frame(
      [glass(rect, radius: 22, shape: .capsule)], canvas: Size(width: 200, height: 120))
    return (renderer, state, rect)
  }

  @Test func justOutsideTheSilhouetteIsTheBackdrop() {
    // No halo and no ring: 1.5–4 px outside a capsule over mid grey, pixels are never brighter
    // than the backdrop and darker only by the faint shadow (≈ 3 % over flat content: ≤ 6 levels).
    let (renderer, frame, rect) = Self.capsuleOverGrey()
    let image = renderer.render(frame)
    var worstBright = 0.0
    var worstDark = 0.0
    for y in 0..<120 {
      for x in 0..<200 {
        let d = ShapeDistance.roundedRectangle(
          Point(x: Double(x) + 0.5, y: Double(y) + 0.5), in: rect, radius: 22)
        guard d >= 1.5 && d <= 4 else { continue }
        let difference = Self.level(image, x, y) - 128
        worstBright = max(worstBright, difference)
        worstDark = min(worstDark, difference)
      }
    }
    #expect(worstBright <= 1, "a bright halo of \(worstBright) levels")
    #expect(worstDark >= -6, "a dark ring of \(worstDark) levels")
  }

  @Test func theShadowDarkensTheFramesBytesAndKeepsThemOpaque() {
    // §3.6: the shadow is black at opacity α over the backdrop, so over an opaque backdrop the
    // 8-bit frame (what videos and PNGs get) stays opaque and its colour darkens. Below the middle
    // of a 120 × 44 pt capsule at y 38…82 over grey 128 at 1×: the shadow's shape is the capsule
    // moved down 2 pt (bottom at 84), so at the pixel centre y = 86.5, d = 2.5 pt and
    // α = 0.03 · e^(−2.5²/8²) = 0.02721 (flat grey has no detail; a 44 pt capsule does not grow
    // it). Grey 128 is 0.21586 linear; × (1 − α) = 0.20999, which encodes to 0.49560 × 255 =
    // 126.4: level 126. 26.5 pt below, α ≈ 5 × 10⁻⁷ is under the drawing threshold: 128.
    let (renderer, state, _) = Self.capsuleOverGrey()
    let frame = renderer.render(state, after: nil)
    let bytes = frame.bytes
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      let index = (y * frame.width + x) * 4
      return Array(bytes[index..<(index + 4)])
    }
    #expect(stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 255 })
    #expect(pixel(100, 86) == [126, 126, 126, 255], "\(pixel(100, 86))")
    #expect(pixel(100, 110) == [128, 128, 128, 255], "\(pixel(100, 110))")
  }

  // MARK: Blending

  @Test func coincidentShapesCoverTheAreaOfOne() {
    // §3.7: the blend radius scales with how differently the faces point, so two identical shapes
    // in a container with spacing 40 draw exactly one shape (a plain smooth minimum would swell
    // the outline by k/4 = 2.5 pt).
    var renderer = FrameRenderer(scale: 1)
    renderer.background = Self.picture(width: 160, height: 100) { _, _ in 128 }
    let rect = Rect(x: 50, y: 28, width: 60, height: 44)
    let one = renderer.render(
      Self.frame([Self.glass(rect, radius: 22)], canvas: Size(width: 160, height: 100), spacing: 40)
    )
    let two = renderer.render(
      Self.frame(
        [Self.glass(rect, radius: 22, key: "a"), Self.glass(rect, radius: 22, key: "b")],
        canvas: Size(width: 160, height: 100), spacing: 40))
    var differing = 0
    for y in 0..<100 {
      for x in 0..<160 where abs(Self.level(one, x, y) - Self.level(two, x, y)) > 1 {
        differing += 1
      }
    }
    #expect(differing == 0, "\(differing) pixels differ")
  }

  // MARK: Layers and glyphs

  @Test func aTintedChipInsideABarStaysVisible() throws {
    // Glass nested in glass is its own layer (Docs/Rendering.md): the blue chip inside the bar is
    // blue at its centre, the bar beside it is not. The frame is what layout makes of an
    // `HStack { Text("Chip").frame(width: 80, height: 36).glassEffect(.regular.tint(.blue)) }`
    // padded 8, framed 240 × 52 with `.glassEffect(.regular)` and padded 20, on a fitted canvas
    // (24 pt margins): the bar at (24, 24) 240 × 52, the chip 8 pt inside it.
    let systemBlue = Color(red: 0, green: 122 / 255, blue: 1, opacity: 1)
    let bar = GlassFrame(
      key: "bar", frame: Rect(x: 24, y: 24, width: 240, height: 52), cornerRadius: 26,
      shape: .capsule)
    let chip = GlassFrame(
      key: "chip", frame: Rect(x: 32, y: 32, width: 80, height: 36), cornerRadius: 18,
      shape: .capsule, glass: GlassSpec(variant: .regular, tint: systemBlue))
    let frame = FrameState(
      time: 0, canvas: Size(width: 288, height: 100), glass: [bar, chip], content: [],
      items: [.glass(0), .glass(1)], unions: [], containers: [])
    let renderer = FrameRenderer(
      scale: 1, background: Self.picture(width: 280, height: 92) { _, _ in 200 })
    let image = renderer.render(frame)
    let inChip = Self.rgb(image, Int(chip.frame.midX), Int(chip.frame.minY) + 6)
    let inBar = Self.rgb(image, Int(bar.frame.maxX) - 40, Int(bar.frame.midY))
    #expect(inChip.2 - inChip.0 > 60, "chip \(inChip)")
    #expect(abs(inBar.2 - inBar.0) < 10, "bar \(inBar)")
  }

  @Test func glyphsOnSmallGlassFlipWithTheContentUnderneath() throws {
    // Vibrancy (§3.9): a `.primary` symbol on a 44 pt regular button is dark over white and
    // light over black. The frame is what layout makes of `Image(systemName: "plus")` at 22 pt
    // bold, framed 44 × 44 with `.glassEffect(.regular, in: .circle)` and padded 20, on a fitted
    // canvas: the circle at (24, 24), the symbol 1.2 × 22 = 26.4 pt square at its centre.
    let circle = GlassFrame(
      key: "button", frame: Rect(x: 24, y: 24, width: 44, height: 44), cornerRadius: 22,
      shape: .circle)
    let plus = ContentFrame(
      key: "button#symbol", kind: .symbol("plus"),
      frame: Rect(x: 32.8, y: 32.8, width: 26.4, height: 26.4),
      foreground: .color(Color(red: 0, green: 0, blue: 0, opacity: 1)), opacity: 1, scale: 1,
      blur: 0, glassKey: "button", isBackdrop: false)
    let frame = FrameState(
      time: 0, canvas: Size(width: 92, height: 92), glass: [circle], content: [plus],
      items: [.glass(0), .content(0)], unions: [], containers: [])
    let button = try #require(frame.glass.first)
    func glyph(over level: Double) -> Double {
      let renderer = FrameRenderer(
        scale: 2,
        background: Self.picture(
          width: Int(frame.canvas.width * 2), height: Int(frame.canvas.height * 2)
        ) { _, _ in level },
        text: FreeTypeTextRasterizer())
      let image = renderer.render(frame)
      // The plus crosses the button's centre: the extreme level within 2 px of it.
      let centreX = Int(button.frame.midX * 2)
      let centreY = Int(button.frame.midY * 2)
      let levels = (-2...2).flatMap { dy in
        (-2...2).map { dx in Self.level(image, centreX + dx, centreY + dy) }
      }
      return level > 128 ? (levels.min() ?? 255) : (levels.max() ?? 0)
    }
    let overWhite = glyph(over: 255)
    let overBlack = glyph(over: 0)
    #expect(overWhite < 80, "over white the glyph is \(overWhite)")
    #expect(overBlack > 170, "over black the glyph is \(overBlack)")
  }
}
