import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import Testing

@testable import MorphRender

/// Blurring the whole backdrop once gives a layer the same pixels as blurring the region under it.
@Suite struct BackdropBlursTests {
  /// A 181 × 157 picture with detail at every scale (odd sizes, so halving repeats an edge).
  static func detailedPicture() -> (pixels: [SIMD4<Float>], width: Int, height: Int) {
    let (width, height) = (241, 211)
    var pixels: [SIMD4<Float>] = []
    for y in 0..<height {
      for x in 0..<width {
        // Stripes, a checker and a hash, so no two neighbourhoods are alike.
        let hash = Float((x &* 7919 &+ y &* 104_729) % 97) / 97
        let checker: Float = (x / 3 + y / 5) % 2 == 0 ? 0.3 : 0
        pixels.append(SIMD4(hash * 0.5 + checker, Float(x % 11) / 11, Float(y) / Float(height), 1))
      }
    }
    return (pixels, width, height)
  }

  @Test(arguments: [3.0, 6, 18])
  func partsOfTheBandsEqualTheWholeCanvasBlurredAtOnce(_ sigma: Double) {
    // The whole picture blurred in one go (halved first from σ = 4 on), against rows of bands
    // made at different times: the top alone, the bottom alone, then rows across the band between
    // them, then everything, then the top again. Band edges and the order must not show.
    let picture = Self.detailedPicture()
    let blurs = BackdropBlurs(pixels: picture.pixels, width: picture.width, height: picture.height)
    let halves = sigma >= GlassMaterial.halfResolutionSigma
    let step = halves ? 2 : 1
    let canvas = (x: 0..<picture.width, y: 0..<picture.height)
    let whole =
      halves
      ? blurs.sharp.halved(xs: canvas.x, ys: canvas.y).blurred(sigma: sigma)
      : blurs.sharp.blurred(sigma: sigma, xs: canvas.x, ys: canvas.y)
    let parts = [0..<20, 180..<211, 90..<140, -9..<300, 0..<20]
    for part in parts {
      let region = blurs.blurred(sigma: sigma, rows: part)
      // The whole blurred canvas, with at least the rows asked for (clipped to the canvas) and
      // one above and below written.
      #expect(region.step == step && region.originX == 0 && region.originY == 0)
      #expect(region.width == whole.width && region.height == whole.height)
      let rows =
        max(0, part.lowerBound / step - 1)..<min(whole.height, (part.upperBound + 1) / step + 1)
      let (got, expected) = (region.pixels, whole.pixels)
      var differing: (x: Int, y: Int)?
      for y in rows {
        for x in 0..<whole.width where differing == nil {
          let index = y * whole.width + x
          if got[index] != expected[index] { differing = (x, y) }
        }
      }
      #expect(differing == nil, "rows \(part) at σ = \(sigma): \(String(describing: differing))")
    }
    // And the blur did something: the detail is smoothed.
    let centre = 80 / step * whole.width + 90 / step
    #expect(whole.pixels[centre] != picture.pixels[80 * picture.width + 90])
  }

  @Test(arguments: [1.0, 2, 3])
  func aLayerOnTheBackdropDrawsTheSameFromEitherBlur(_ scale: Double) throws {
    // Two controls (regular and clear) and a card with the surface blur, over the detailed
    // picture scaled to the canvas: drawn once blurring its own region, once from the whole-canvas
    // blurs. Without blending (spacing 0) every lens sample lies inside its own shape, where the
    // region's blur is exact.
    let material = GlassMaterial(style: GlassStyle(), scale: scale)
    let members = [
      GlassFrame(
        key: "a", container: 0, frame: Rect(x: 10, y: 10, width: 44, height: 44),
        cornerRadius: 22, shape: .capsule, glass: GlassSpec()),
      GlassFrame(
        key: "b", container: 0, frame: Rect(x: 60, y: 10, width: 44, height: 44),
        cornerRadius: 22, shape: .capsule, glass: GlassSpec(variant: .clear)),
      GlassFrame(
        key: "card", container: 0, frame: Rect(x: 12, y: 64, width: 150, height: 110),
        cornerRadius: 20, shape: .roundedRectangle(cornerRadius: 20, continuous: true),
        glass: GlassSpec(tint: .blue)),
    ]
    let picture = Self.detailedPicture()
    let width = Int(180 * scale)
    let height = Int(190 * scale)
    var backdrop: [SIMD4<Float>] = []
    for y in 0..<height {
      for x in 0..<width {
        backdrop.append(
          picture.pixels[
            min(Int(Double(y) / scale), picture.height - 1) * picture.width
              + min(Int(Double(x) / scale), picture.width - 1)])
      }
    }
    let blurs = BackdropBlurs(pixels: backdrop, width: width, height: height)
    func drawn(_ blurs: BackdropBlurs?) -> ([SIMD4<Float>], [String: Double]) {
      let canvas = Canvas(width: width, height: height)
      for index in backdrop.indices { canvas.pixels[index] = backdrop[index] }
      let result = material.draw(
        members, unions: [], spacing: 0, on: canvas, backdropBlurs: blurs)
      return ((0..<(width * height)).map { canvas.pixels[$0] }, result.backdropLuma)
    }
    /// The first pixel where two drawings differ, as (x, y), or nil.
    func firstDifference(_ a: [SIMD4<Float>], _ b: [SIMD4<Float>]) -> (Int, Int)? {
      zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }.map {
        ($0.offset % width, $0.offset / width)
      }
    }
    let own = drawn(nil)
    let fromWhole = drawn(blurs)
    // Three blurs: control, clear and surface.
    #expect(Set(members.compactMap { material.shape(for: $0, unions: [])?.blur }).count == 3)
    let differing = firstDifference(fromWhole.0, own.0)
    #expect(differing == nil, "pixel \(String(describing: differing)) at \(scale)×")
    #expect(fromWhole.1 == own.1, "backdrop luma at \(scale)×")
    // The glass changed the picture (the comparison is not of two untouched backdrops).
    #expect(firstDifference(own.0, backdrop) != nil)
  }
}
