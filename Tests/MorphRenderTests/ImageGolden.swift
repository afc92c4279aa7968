import Foundation
import MorphCore
import MorphMedia
import Testing

/// Image goldens: our own RGBA comparison with explicit tolerances (video-and-testing.md). A
/// failure writes the actual image and a difference image (red where pixels differ) to the
/// artifacts folder.
enum ImageGolden {
  static var folder: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
      "__Snapshots__")
  }

  static var artifacts: URL {
    if let path = ProcessInfo.processInfo.environment["GLASSMORPH_ARTIFACTS"] {
      return URL(fileURLWithPath: path)
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("glassmorph-artifacts")
  }

  /// Compares 8-bit sRGB RGBA images: a pixel differs when any channel differs by more than
  /// `channelTolerance`; the images match when at most `mismatchRatio` of the pixels differ.
  static func differences(_ a: Pixmap, _ b: Pixmap, channelTolerance: Int) -> (
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

  /// Checks `actual` against the golden `name`.png, recording as GLASSMORPH_RECORD says.
  static func check(
    _ actual: Pixmap, named name: String, channelTolerance: Int = 2, mismatchRatio: Double = 0.001,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = folder.appendingPathComponent(name + ".png")
    let mode = ProcessInfo.processInfo.environment["GLASSMORPH_RECORD"] ?? "missing"
    let exists = FileManager.default.fileExists(atPath: url.path)
    if mode == "all" || (!exists && mode != "never") {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try PNGFile.write(actual, to: url.path)
      Issue.record(
        "Recorded \(url.path); look at it, then run again.", sourceLocation: sourceLocation)
      return
    }
    guard exists else {
      Issue.record(
        "Missing image golden \(url.path) (GLASSMORPH_RECORD=never).",
        sourceLocation: sourceLocation)
      return
    }
    let expected = try PNGFile.read(url.path)
    guard expected.width == actual.width, expected.height == actual.height else {
      Issue.record(
        "\(name): size \(actual.width) × \(actual.height), golden \(expected.width) × \(expected.height).",
        sourceLocation: sourceLocation)
      return
    }
    let (count, largest, mask) = differences(expected, actual, channelTolerance: channelTolerance)
    let allowed = Int(Double(actual.width * actual.height) * mismatchRatio)
    guard count > allowed else { return }
    try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let actualPath = artifacts.appendingPathComponent(name + ".actual.png").path
    let diffPath = artifacts.appendingPathComponent(name + ".diff.png").path
    try PNGFile.write(actual, to: actualPath)
    var diff = Pixmap(width: actual.width, height: actual.height, filledWith: Color(white: 0))
    for (index, differs) in mask.enumerated() where differs {
      diff.pixels[index] = Color.red.premultipliedLinear
    }
    try PNGFile.write(diff, to: diffPath)
    Issue.record(
      "\(name): \(count) of \(actual.width * actual.height) pixels differ (largest channel difference \(largest), tolerance \(channelTolerance), \(allowed) allowed). Actual: \(actualPath); difference: \(diffPath).",
      sourceLocation: sourceLocation)
  }
}
