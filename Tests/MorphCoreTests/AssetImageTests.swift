import Foundation
import Testing

@testable import MorphCore

/// Reading an image file's size from its header, and choosing the file iOS draws at a scale.
@Suite struct AssetImageTests {
  @Test func aPNGsSizeIsItsIHDRWidthAndHeight() {
    // Signature, IHDR length 13, "IHDR", width 300 (0x12C), height 2 — laid out by the PNG spec.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8) + [0, 0, 0x01, 0x2C, 0, 0, 0, 2, 8, 6, 0, 0, 0]
    let header = AssetImage.header(of: Data(bytes))
    #expect(header?.format == .png)
    #expect(header?.width == 300 && header?.height == 2)
  }

  @Test func aJPEGsSizeIsInItsStartOfFrameAfterOtherSegments() {
    // SOI, an APP0 segment of length 4 (two bytes of payload), then SOF2 (progressive):
    // length 8, precision 8, height 0x01E0 = 480, width 0x0280 = 640.
    let bytes: [UInt8] = [
      0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0xAA, 0xBB,
      0xFF, 0xC2, 0x00, 0x08, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03,
    ]
    let header = AssetImage.header(of: Data(bytes))
    #expect(header?.format == .jpeg)
    #expect(header?.width == 640 && header?.height == 480)
  }

  @Test func otherFilesAndTruncatedHeadersHaveNoSize() {
    #expect(AssetImage.header(of: Data("%PDF-1.4\n".utf8)) == nil)
    #expect(AssetImage.header(of: Data("<svg xmlns=\"…\"/>".utf8)) == nil)
    #expect(AssetImage.header(of: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])) == nil)
    // A DHT segment (C4) is not a frame header; the file ends before one.
    #expect(AssetImage.header(of: Data([0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x02])) == nil)
  }

  @Test func theFileDrawnIsTheNearestScaleOfTheAppearanceAsked() {
    func file(_ scale: Double, dark: Bool = false) -> AssetImage.File {
      AssetImage.File(
        path: "\(scale)\(dark ? "d" : "")", scale: scale, isDark: dark,
        pixelWidth: Int(10 * scale), pixelHeight: Int(5 * scale))
    }
    let image = AssetImage(name: "cover", files: [file(1), file(2), file(3, dark: true)])
    #expect(image.file(forScale: 1.2, dark: false)?.path == "1.0")
    // Halfway between 1 and 2: the sharper one.
    #expect(image.file(forScale: 1.5, dark: false)?.path == "2.0")
    #expect(image.file(forScale: 3, dark: false)?.path == "2.0")
    // Dark mode takes the dark file even at another scale.
    #expect(image.file(forScale: 1, dark: true)?.path == "3.0d")
    // 20 × 10 px at 2 px/pt (the sharpest light file) = 10 × 5 pt.
    #expect(image.pointSize == Size(width: 10, height: 5))
  }
}
