import Foundation
import GlassMorphTesting
import MorphCore
import MorphMedia
import MorphRaster
import Testing

/// Image goldens through the one golden mechanism (`GoldenFile`): PNG files compared with our own
/// RGBA difference and explicit tolerances (Docs/Video.md, "Golden files"). A mismatch writes the
/// actual image and a difference image (red where pixels differ) to the artifacts folder.
public enum ImageGolden {
  /// Compares 8-bit sRGB RGBA images: a pixel differs when any channel differs by more than
  /// `channelTolerance`.
  public static func differences(_ a: Pixmap, _ b: Pixmap, channelTolerance: Int) -> (
    count: Int, largest: Int, mask: [Bool]
  ) {
    let left = a.sRGBBytes()
    let right = b.sRGBBytes()
    var count = 0
    var largest = 0
    var mask = [Bool](repeating: false, count: a.width * a.height)
    for pixel in 0..<(a.width * a.height) {
      var worst = 0
      for channel in 0..<4 {
        worst = max(worst, abs(Int(left[pixel * 4 + channel]) - Int(right[pixel * 4 + channel])))
      }
      largest = max(largest, worst)
      if worst > channelTolerance {
        count += 1
        mask[pixel] = true
      }
    }
    return (count, largest, mask)
  }

  /// Checks `actual` against `<directory>/<name>.png`, recording as GLASSMORPH_RECORD says; the
  /// images match when at most `mismatchRatio` of the pixels differ.
  public static func check(
    _ actual: Pixmap, named name: String, in directory: URL, channelTolerance: Int = 2,
    mismatchRatio: Double = 0.001, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let golden = GoldenFile(
      path: directory.appendingPathComponent(name + ".png").path, kind: "image")
    var mask: [Bool] = []
    let outcome = golden.check(try PNGFile.encode(actual)) { data in
      guard let expected = try? PNGFile.decode(data, name: golden.path) else {
        return GoldenMismatch(summary: "\(name): the golden \(golden.path) is not a readable PNG.")
      }
      guard expected.width == actual.width, expected.height == actual.height else {
        return GoldenMismatch(
          summary:
            "\(name): size \(actual.width) × \(actual.height), golden \(expected.width) × \(expected.height)."
        )
      }
      let found = differences(expected, actual, channelTolerance: channelTolerance)
      let allowed = Int(Double(actual.width * actual.height) * mismatchRatio)
      guard found.count > allowed else { return nil }
      mask = found.mask
      return GoldenMismatch(
        summary:
          "\(name): \(found.count) of \(actual.width * actual.height) pixels differ (largest channel difference \(found.largest), tolerance \(channelTolerance), \(allowed) allowed)."
      )
    } artifacts: { file in
      guard !mask.isEmpty else { return [] }
      var diff = Pixmap(width: actual.width, height: actual.height, filledWith: Color(white: 0))
      for (index, differs) in mask.enumerated() where differs {
        diff.pixels[index] = Color.red.premultipliedLinear
      }
      let path = file.artifactPath(suffix: ".diff")
      return (try? PNGFile.write(diff, to: path)) != nil ? [path] : []
    }
    if let message = golden.message(for: outcome) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}
