import Foundation
import GlassMorph
import GlassMorphRendering
import GlassMorphTestSupport
import Testing

/// An app's asset images drawn from their own files (issue 33): the file of the render's scale,
/// PNG through libpng and JPEG through FFmpeg's decoder.
@Suite struct AssetImageRenderingTests {
  static let pantry = Repository.root.appendingPathComponent("Tests/Fixtures/Apps/Pantry").path

  /// The 8-bit sRGB colour at (`x`, `y`) points of the card's still at `scale`.
  static func colour(at x: Double, _ y: Double, scale: Double) throws -> [Int] {
    let timeline = try GlassScene(path: pantry, view: "CoverCard").timeline(
      [], canvas: .size(Size(width: 170, height: 100)))
    let frame = try TimelineRenderer(
      timeline: timeline, scale: RenderScale(pixelsPerPoint: Int(scale))
    ).frame(at: 0)
    let bytes = frame.sRGBBytes()
    let index = (Int(y * scale) * frame.width + Int(x * scale)) * 4
    return (0..<3).map { Int(bytes[index + $0]) }
  }

  @Test func theCoverIsDrawnFromTheFileOfTheRendersScale() throws {
    // The row is 40 + 30 + 100 (the logo's stand-in) = 170 pt wide, filling the canvas: the
    // cover spans x 0–40 and, 20 pt tall in a 100 pt row, y 40–60. cover.png (1x) is
    // red | blue; cover@2x.png is green | yellow, so each half shows which file was drawn.
    #expect(try Self.colour(at: 10, 50, scale: 1) == [255, 0, 0])
    #expect(try Self.colour(at: 30, 50, scale: 1) == [0, 0, 255])
    #expect(try Self.colour(at: 10, 50, scale: 2) == [0, 255, 0])
    #expect(try Self.colour(at: 30, 50, scale: 2) == [255, 255, 0])
  }

  @Test func theJPEGPhotoIsDecoded() throws {
    // photo.jpg is a flat #3366CC (51, 102, 204), 30 pt square at x 40–70, y 35–65; JPEG is
    // lossy, so within a few levels.
    let colour = try Self.colour(at: 55, 50, scale: 2)
    #expect(zip(colour, [51, 102, 204]).allSatisfy { abs($0 - $1) <= 4 })
  }
}
