import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphRaster
import Testing

@testable import MorphRender

/// The raster stages in isolation.
@Suite struct RasterTests {
  @Test func blurConservesEnergy() {
    // A bright square in the middle of a black 64 × 64 image: blurring moves light around but the
    // total stays the same (box passes are normalised; nothing reaches the clamped edges).
    var pixels = [SIMD4<Float>](repeating: .zero, count: 64 * 64)
    for y in 28..<36 { for x in 28..<36 { pixels[y * 64 + x] = SIMD4(1, 0.5, 0.25, 1) } }
    let blurred = BoxBlur.blur(pixels, width: 64, height: 64, sigma: 3)
    let before = pixels.reduce(SIMD4<Float>.zero, +)
    let after = blurred.reduce(SIMD4<Float>.zero, +)
    #expect(abs(after.x - before.x) / before.x < 1e-4)
    #expect(abs(after.w - before.w) / before.w < 1e-4)
    // And it did spread: the centre is dimmer, a pixel outside the square is lit.
    #expect(blurred[32 * 64 + 32].x < 1 && blurred[32 * 64 + 40].x > 0.01)
  }

  @Test func boxRadiiApproximateTheGaussian() {
    // Three boxes of radii rᵢ have variance Σ((2rᵢ + 1)² − 1)/12. For σ = 2 the sizes 3, 3, 5 give
    // 8/12 + 8/12 + 24/12 = 3.33 (σ² = 4); the approximation tightens as σ grows.
    for (sigma, bound) in [(2.0, 0.2), (5.0, 0.1), (12.0, 0.05)] {
      let variance = BoxBlur.radii(sigma: sigma).reduce(0.0) {
        $0 + (Double((2 * $1 + 1) * (2 * $1 + 1)) - 1) / 12
      }
      #expect(abs(variance - sigma * sigma) / (sigma * sigma) < bound, "σ = \(sigma)")
    }
  }

  @Test func lensDisplacementFollowsTheMeasuredProfile() {
    // Docs/Glass.md §3.4: d(t) = A·(1 − √(1 − (1 − t/H)²)) for t < H, 0 beyond. Worked by hand for
    // A = 48, H = 20: at the rim (t = 0) d = 48; at t = 10, u = ½, √(1 − ¼) = 0.8660 → d = 6.43;
    // at t = 15, u = ¼, √(1 − 1/16) = 0.9682 → d = 1.52; at and beyond t = 20, d = 0.
    let cases: [(depth: Double, expected: Double)] = [
      (0, 48), (10, 6.430), (15, 1.524), (20, 0), (35, 0),
    ]
    // The lens runs on eight pixels at once; each case is one lane.
    func lens(_ depth: Double, band: Float = 20) -> Double {
      Double(
        GlassMaterial.lens(
          depth: SIMD8(repeating: Float(depth)), band: SIMD8(repeating: band),
          rim: SIMD8(repeating: 48))[0])
    }
    for (depth, expected) in cases {
      #expect(abs(lens(depth) - expected) < 0.01, "t = \(depth)")
    }
    // The band folds: displacement falls faster than depth grows near the rim (|d′| > 1), so content
    // nearest the rim is mirrored. d(0) − d(1) > 1 with these constants (d(1) = 48·(1 − √(1 − 0.95²)) ≈ 15).
    #expect(lens(0) - lens(1) > 1)
    // A zero-width band displaces nothing (no division by zero).
    #expect(lens(0, band: 0) == 0)
  }

  @Test func everyNamedSymbolHasAPictogram() {
    for name in [
      "plus", "xmark", "ellipsis", "pencil", "eraser", "trash", "square.and.arrow.up", "heart.fill",
      "gear", "magnifyingglass", "house", "person", "play.fill", "pause.fill", "forward.fill",
      "backward.fill", "chevron.left", "chevron.right", "star", "checkmark",
    ] {
      #expect(SymbolArt.primitives(for: name) != nil, "\(name)")
    }
    #expect(SymbolArt.primitives(for: "no.such.symbol") == nil)
    // The plus is inked at its centre and not at its corner.
    let plus = SymbolArt.primitives(for: "plus") ?? []
    #expect(SymbolArt.distance(plus, x: 0.5, y: 0.5) < 0)
    #expect(SymbolArt.distance(plus, x: 0.1, y: 0.1) > 0)
  }

  @Test func aCachedBackdropIsTheBackdropAndFollowsTheBackgroundPicture() {
    let frame = FrameState(
      time: 0, canvas: Size(width: 40, height: 30), glass: [], content: [], items: [], unions: [],
      containers: [])
    var renderer = FrameRenderer(scale: 1)
    let first = renderer.render(frame)
    // The second frame reuses the cached wallpaper; a fresh renderer paints it from scratch.
    #expect(renderer.render(frame).pixels == first.pixels)
    #expect(FrameRenderer(scale: 1).render(frame).pixels == first.pixels)
    // A 1 × 1 picture of pure (0, 136, 0) covers the canvas: every pixel is that colour.
    renderer.background = Pixmap(width: 1, height: 1, sRGBBytes: [0, 136, 0, 255])
    let covered = renderer.render(frame).sRGBBytes()
    #expect(Array(covered[0..<4]) == [0, 136, 0, 255])
    let last = (40 * 30 - 1) * 4
    #expect(Array(covered[last..<(last + 4)]) == [0, 136, 0, 255])
  }

  @Test func aFullCanvasPaintIsCachedUnderItsOwnColour() {
    func frame(_ color: Color) -> FrameState {
      let cover = ContentFrame(
        key: "cover", kind: .paint(.color(color)), frame: Rect(x: 0, y: 0, width: 20, height: 10),
        foreground: .color(color), opacity: 1, scale: 1, blur: 0, glassKey: nil, isBackdrop: true)
      return FrameState(
        time: 0, canvas: Size(width: 20, height: 10), glass: [], content: [cover],
        items: [.content(0)], unions: [], containers: [])
    }
    let renderer = FrameRenderer(scale: 1)
    // Pure sRGB red, then pure blue through the same renderer: the second frame must not reuse
    // the first one's cached pixels.
    let red = renderer.render(frame(Color(red: 1, green: 0, blue: 0))).sRGBBytes()
    let blue = renderer.render(frame(Color(red: 0, green: 0, blue: 1))).sRGBBytes()
    let again = renderer.render(frame(Color(red: 0, green: 0, blue: 1))).sRGBBytes()
    #expect(Array(red[0..<4]) == [255, 0, 0, 255])
    #expect(Array(blue[0..<4]) == [0, 0, 255, 255])
    #expect(Array(blue[(200 - 1) * 4..<(200 * 4)]) == [0, 0, 255, 255])
    #expect(again == blue)
  }
}
