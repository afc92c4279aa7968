import Foundation

/// An image of an app's asset catalog (`cover.imageset`): its PNG and JPEG files, each with the
/// scale and appearance Xcode's `Contents.json` gives it and its pixel size read from the file's
/// header — what `Image("cover")` draws.
public struct AssetImage: Sendable, Hashable {
  /// One file of the set.
  public struct File: Sendable, Hashable {
    /// The file's path.
    public let path: String
    /// Pixels per point (`"2x"` → 2; a single-scale set's file is 1).
    public let scale: Double
    /// Whether it is the dark-appearance file (`luminosity: dark`).
    public let isDark: Bool
    /// The width in pixels, from the file's header.
    public let pixelWidth: Int
    /// The height in pixels.
    public let pixelHeight: Int

    /// Creates a file entry.
    public init(path: String, scale: Double, isDark: Bool, pixelWidth: Int, pixelHeight: Int) {
      self.path = path
      self.scale = scale
      self.isDark = isDark
      self.pixelWidth = pixelWidth
      self.pixelHeight = pixelHeight
    }
  }

  /// The set's name (its folder without `.imageset`).
  public let name: String
  /// Its drawable files.
  public let files: [File]

  /// Creates an image set.
  public init(name: String, files: [File]) {
    self.name = name
    self.files = files
  }

  /// The file iOS would draw at `scale` pixels per point: of the appearance asked for where the
  /// set has one, the scale nearest `scale` (a tie goes to the larger, sharper one).
  public func file(forScale scale: Double, dark: Bool) -> File? {
    let matching = files.filter { $0.isDark == dark }
    let candidates = matching.isEmpty ? files : matching
    return candidates.min { a, b in
      let da = abs(a.scale - scale)
      let db = abs(b.scale - scale)
      return da != db ? da < db : a.scale > b.scale
    }
  }

  /// Its size in points: the pixel size of its sharpest light file over that file's scale.
  public var pointSize: Size? {
    guard let file = file(forScale: .infinity, dark: false) else { return nil }
    return Size(
      width: Double(file.pixelWidth) / file.scale, height: Double(file.pixelHeight) / file.scale)
  }

  /// The two kinds of file drawn.
  public enum Format: Sendable {
    /// PNG (libpng decodes it).
    case png
    /// JPEG (FFmpeg's decoder).
    case jpeg
  }

  /// The format and pixel size of an image file, from its first bytes: a PNG's `IHDR` chunk, a
  /// JPEG's start-of-frame segment (PNG spec §11.2.2; JPEG, ITU T.81 Annex B). Nil for anything
  /// else (PDF, SVG, HEIC) or a truncated header.
  public static func header(of data: Data) -> (format: Format, width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(maximumHeaderBytes))
    func big(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= bytes.count else { return nil }
      return bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) }
    }
    if bytes.starts(with: pngSignature) {
      // Signature (8), chunk length (4), "IHDR" (4), then width and height, 4 bytes each.
      guard let width = big(16, 4), let height = big(20, 4), width > 0, height > 0 else {
        return nil
      }
      return (.png, width, height)
    }
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      guard let length = big(index + 2, 2), length >= 2 else { return nil }
      // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
      if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard let height = big(index + 5, 2), let width = big(index + 7, 2), width > 0,
          height > 0
        else { return nil }
        return (.jpeg, width, height)
      }
      index += 2 + length
    }
    return nil
  }

  /// PNG's eight-byte file signature (PNG spec §5.2).
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  /// How far into a file its size is looked for: a JPEG's EXIF and thumbnails come before the
  /// frame header, and are rarely past this.
  public static let maximumHeaderBytes = 1 << 20
}
