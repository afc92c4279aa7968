import Foundation
import MorphCore
import MorphMedia
import MorphRaster
import Testing

/// PNG through the real libpng, and safe writes.
@Suite struct PNGFileTests {
  func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "png-\(UUID().uuidString)-\(name)"
    ).path
  }

  @Test func writeThenReadGivesTheSamePixels() throws {
    var bytes: [UInt8] = []
    for y in 0..<7 {
      for x in 0..<5 {
        bytes += [UInt8(x * 50), UInt8(y * 36), UInt8((x + y) * 20), y == 3 ? 128 : 255]
      }
    }
    let pixmap = Pixmap(width: 5, height: 7, sRGBBytes: bytes)
    let path = temporaryPath("a.png")
    try PNGFile.write(pixmap, to: path)
    let back = try PNGFile.read(path)
    #expect(back.width == 5 && back.height == 7)
    #expect(back.sRGBBytes() == pixmap.sRGBBytes())
    // The file really is a PNG: the 8-byte signature.
    let signature = try Data(contentsOf: URL(fileURLWithPath: path)).prefix(8)
    #expect(Array(signature) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  @Test func writingIsDeterministic() throws {
    let pixmap = Pixmap(width: 9, height: 4, filledWith: Color.orange)
    let a = temporaryPath("a.png")
    let b = temporaryPath("b.png")
    try PNGFile.write(pixmap, to: a)
    try PNGFile.write(pixmap, to: b)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: a)) == Data(contentsOf: URL(fileURLWithPath: b)))
  }

  @Test func failuresNameTheFileAndLeaveNothingBehind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "png-missing-\(UUID().uuidString)")
    let path = folder.appendingPathComponent("x.png").path
    #expect(throws: MediaError.self) { try PNGFile.write(Pixmap(width: 2, height: 2), to: path) }
    #expect(!FileManager.default.fileExists(atPath: path))
    let notPNG = temporaryPath("text.png")
    try "hello".write(toFile: notPNG, atomically: true, encoding: .utf8)
    do {
      _ = try PNGFile.read(notPNG)
      Issue.record("expected an error")
    } catch {
      #expect(error.message.hasPrefix(notPNG))
    }
    // Writing onto a folder is refused.
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    #expect(throws: MediaError.self) {
      try PNGFile.write(Pixmap(width: 2, height: 2), to: folder.path)
    }
  }

  @Test func freeTypeSetsText() throws {
    let rasterizer = try #require(FreeTypeTextRasterizer())
    let mask = try #require(rasterizer.mask(for: "Hello", pixelSize: 20, weight: "regular"))
    // Five glyphs of DejaVu Sans at 20 px are roughly 50–65 px wide and some pixels are inked.
    #expect(mask.width > 40 && mask.width < 80)
    #expect(mask.coverage.contains { $0 > 0.9 })
    let bold = try #require(rasterizer.mask(for: "Hello", pixelSize: 20, weight: "bold"))
    #expect(bold.width > mask.width)
  }
}
