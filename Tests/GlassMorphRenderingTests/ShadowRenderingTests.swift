import Foundation
import GlassMorph
import GlassMorphRendering
import Testing

/// `.shadow(color:radius:x:y:)`, measured on rendered pixels: beside a straight edge the shadow of
/// blur radius r is a Gaussian of σ = r / 2 integrated across the edge, ½ erfc(d / (σ√2)) at d
/// points out (evaluated here with Foundation's erfc, not the renderer's code path).
@Suite struct ShadowRenderingTests {
  /// A 200 × 120 white card with a black shadow of radius 20, moved 30 pt down, on white; glass
  /// with a shadow below it.
  static let source = """
    import SwiftUI

    struct Card: View {
        var body: some View {
            VStack(spacing: 80) {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.white)
                    .frame(width: 200, height: 120)
                    .shadow(color: .black, radius: 20, x: 0, y: 30)
                Text("Glass")
                    .padding()
                    .glassEffect()
                    .shadow(color: .black, radius: 6, y: 4)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.white)
        }
    }
    """

  static let scale = 2.0

  @Test func aShadowFallsOffAsAGaussianAcrossTheEdge() throws {
    let scene = try GlassScene(source: Self.source)
    let timeline = try scene.timeline([], canvas: .size(Size(width: 320, height: 480)))
    let sample = timeline.sample(at: 0)
    let card = try #require(
      sample.content.first {
        if case .shape = $0.kind { return $0.frame.width == 200 }
        return false
      })
    let frame = try TimelineRenderer(
      timeline: timeline, scale: RenderScale(pixelsPerPoint: Int(Self.scale))
    ).frame(at: 0)
    // Below the card's bottom edge, down its middle: the shadow's edge is 30 pt lower. Pixel
    // centres sit 0.25 pt past whole points at 2×.
    let sigma = 10.0
    let shadowEdge = card.frame.maxY + 30
    for d in [-10.0, 0, 5, 10, 20] {
      let y = shadowEdge + d
      let pixel = frame[Int(card.frame.midX * Self.scale), Int((y * Self.scale).rounded(.down))]
      let distance = (Double(Int((y * Self.scale).rounded(.down))) + 0.5) / Self.scale - shadowEdge
      let shade = 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
      // Black at `shade` over white, in linear light.
      #expect(abs(Double(pixel.y) - (1 - shade)) < 0.01, "at \(d) pt: \(pixel.y) vs \(1 - shade)")
    }
  }

  @Test func theShadowIsDrawnBeneathTheViewAndNotThroughGlass() throws {
    let scene = try GlassScene(source: Self.source)
    let timeline = try scene.timeline([], canvas: .size(Size(width: 320, height: 480)))
    let sample = timeline.sample(at: 0)
    let shadows = sample.content.filter {
      if case .shadow = $0.kind { return true } else { return false }
    }
    #expect(shadows.count == 2)
    // The glass's shadow is cut out beneath the glass: its caster sits 4 pt above it.
    let glassShadow = try #require(
      shadows.first {
        if case .shadow(_, _, 6, _, let castBy) = $0.kind { return castBy != nil }
        return false
      })
    if case .shadow(_, _, _, _, let castBy) = glassShadow.kind {
      #expect(castBy == Point(x: 0, y: -4))
    }
    // Inside the glass, over white, the glass is not darkened by its shadow: its centre stays
    // lighter than the shadow just below the glass.
    let glass = try #require(sample.glass.first)
    let frame = try TimelineRenderer(
      timeline: timeline, scale: RenderScale(pixelsPerPoint: Int(Self.scale))
    ).frame(at: 0)
    let centre = frame[Int(glass.frame.midX * Self.scale), Int(glass.frame.midY * Self.scale)]
    let below = frame[Int(glass.frame.midX * Self.scale), Int((glass.frame.maxY + 3) * Self.scale)]
    #expect(centre.y > 0.8, "glass centre \(centre.y)")
    #expect(below.y < centre.y - 0.1, "shadow below \(below.y), glass \(centre.y)")
  }
}
