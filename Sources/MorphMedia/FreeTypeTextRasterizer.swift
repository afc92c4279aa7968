import CFreeType
import Foundation
import MorphCore

/// Text set with FreeType in DejaVu Sans (regular and bold), cached per string and size.
/// FreeType faces are not thread-safe, so calls are serialised by a lock.
public final class FreeTypeTextRasterizer: TextRasterizer, @unchecked Sendable {
  /// Where Debian's fonts-dejavu-core puts the fonts.
  public static let fontDirectory = "/usr/share/fonts/truetype/dejavu"

  private var library: FT_Library?
  private var regular: FT_Face?
  private var bold: FT_Face?
  private let lock = NSLock()
  private var cache: [String: TextMask] = [:]

  /// Opens the fonts; nil when FreeType or the font files are unavailable.
  public init?(directory: String = FreeTypeTextRasterizer.fontDirectory) {
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    guard FT_New_Face(library, directory + "/DejaVuSans.ttf", 0, &regular) == 0 else {
      FT_Done_FreeType(library)
      return nil
    }
    if FT_New_Face(library, directory + "/DejaVuSans-Bold.ttf", 0, &bold) != 0 { bold = regular }
  }

  deinit {
    if let bold, bold != regular { FT_Done_Face(bold) }
    if let regular { FT_Done_Face(regular) }
    if let library { FT_Done_FreeType(library) }
  }

  /// `text` set on one line in DejaVu Sans (Bold for semibold and heavier) at `pixelSize` px/em.
  public func mask(for text: String, pixelSize: Double, weight: String) -> TextMask? {
    let heavy = ["semibold", "bold", "heavy", "black"].contains(weight)
    let size = max(1, Int(pixelSize.rounded()))
    let key = "\(heavy ? "b" : "r")\(size)|\(text)"
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[key] { return cached }
    guard let face = heavy ? bold : regular, FT_Set_Pixel_Sizes(face, 0, FT_UInt(size)) == 0 else {
      return nil
    }
    let metrics = face.pointee.size.pointee.metrics
    let ascent = Int(metrics.ascender >> 6)
    let descent = Int(-(metrics.descender >> 6))
    let height = max(1, ascent + descent)
    // First pass: the total advance.
    var width = 0
    for scalar in text.unicodeScalars {
      if FT_Load_Char(face, FT_ULong(scalar.value), glassmorph_ft_load_default) == 0 {
        width += Int(face.pointee.glyph.pointee.advance.x >> 6)
      }
    }
    width = max(1, width + 2)
    var coverage = [Float](repeating: 0, count: width * height)
    var pen = 1
    for scalar in text.unicodeScalars {
      guard FT_Load_Char(face, FT_ULong(scalar.value), glassmorph_ft_load_render) == 0 else {
        continue
      }
      let glyph = face.pointee.glyph.pointee
      let bitmap = glyph.bitmap
      let left = pen + Int(glyph.bitmap_left)
      let top = ascent - Int(glyph.bitmap_top)
      if let buffer = bitmap.buffer {
        for row in 0..<Int(bitmap.rows) {
          let y = top + row
          guard y >= 0 && y < height else { continue }
          for column in 0..<Int(bitmap.width) {
            let x = left + column
            guard x >= 0 && x < width else { continue }
            let value = Float(buffer[row * Int(bitmap.pitch) + column]) / 255
            coverage[y * width + x] = min(1, coverage[y * width + x] + value)
          }
        }
      }
      pen += Int(glyph.advance.x >> 6)
    }
    let mask = TextMask(width: width, height: height, coverage: coverage, ascent: Double(ascent))
    cache[key] = mask
    return mask
  }
}
