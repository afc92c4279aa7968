import CFreeType
import Foundation
import MorphCore

/// Text set with FreeType in Inter (Debian's fonts-inter), in the weight asked for, unhinted and at
/// fractional pen positions — so a line is exactly as wide as `FontMetrics.inter` says layout
/// measured it. Falls back to DejaVu Sans when Inter is not installed. Masks are cached per string,
/// size and weight; FreeType faces are not thread-safe, so calls are serialised by a lock.
package final class FreeTypeTextRasterizer: TextRasterizer, @unchecked Sendable {
  /// Where Debian's fonts-inter puts the fonts.
  package static let fontDirectory = "/usr/share/fonts/opentype/inter"
  /// The icon font SF Symbols are drawn with (Debian's fonts-material-design-icons-iconfont).
  package static let iconFontPath =
    "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf"
  /// The fallback: Debian's fonts-dejavu-core.
  package static let fallbackDirectory = "/usr/share/fonts/truetype/dejavu"
  /// SwiftUI's weights and Inter's files.
  static let files: [String: String] = [
    "ultraLight": "Inter-ExtraLight.otf", "thin": "Inter-Thin.otf", "light": "Inter-Light.otf",
    "regular": "Inter-Regular.otf", "medium": "Inter-Medium.otf",
    "semibold": "Inter-SemiBold.otf", "bold": "Inter-Bold.otf", "heavy": "Inter-ExtraBold.otf",
    "black": "Inter-Black.otf",
  ]
  /// Masks kept before the cache is emptied (a render draws the same few strings every frame).
  static let cacheLimit = 4096

  private var library: FT_Library?
  private var faces: [String: FT_Face] = [:]
  private var iconFace: FT_Face?
  private var iconFaceTried = false
  private let directory: String
  private let iconPath: String
  private let lock = NSLock()
  private var cache: [String: TextMask] = [:]

  /// Opens FreeType and checks that a font is there; nil when neither Inter nor DejaVu is.
  package init?(
    directory: String = FreeTypeTextRasterizer.fontDirectory,
    iconFont: String = FreeTypeTextRasterizer.iconFontPath
  ) {
    guard FT_Init_FreeType(&library) == 0, library != nil else { return nil }
    self.directory = directory
    self.iconPath = iconFont
    guard face(for: "regular") != nil else {
      FT_Done_FreeType(library)
      return nil
    }
  }

  deinit {
    if let iconFace { FT_Done_Face(iconFace) }
    for face in Set(faces.values.map { UnsafeMutableRawPointer($0) }) {
      FT_Done_Face(face.assumingMemoryBound(to: FT_FaceRec_.self))
    }
    if let library { FT_Done_FreeType(library) }
  }

  /// The face for a weight, opened on first use (Inter's file, else DejaVu's regular or bold).
  private func face(for weight: String) -> FT_Face? {
    let name = FontMetrics.weightName(weight)
    if let face = faces[name] { return face }
    var face: FT_Face?
    if let file = Self.files[name], FT_New_Face(library, directory + "/" + file, 0, &face) == 0 {
      faces[name] = face
      return face
    }
    let heavy = ["semibold", "bold", "heavy", "black"].contains(name)
    let fallback = Self.fallbackDirectory + (heavy ? "/DejaVuSans-Bold.ttf" : "/DejaVuSans.ttf")
    guard FT_New_Face(library, fallback, 0, &face) == 0 else { return nil }
    faces[name] = face
    return face
  }

  /// `text` set on one line in Inter at `pixelSize` pixels per em.
  package func mask(for text: String, pixelSize: Double, weight: String) -> TextMask? {
    mask(for: text, pixelSize: pixelSize, weight: weight, monospacedDigits: false)
  }

  /// `text` set on one line in Inter at `pixelSize` pixels per em; with `monospacedDigits` each
  /// digit is centred in the advance of the widest digit, as `FontMetrics` measures it.
  package func mask(
    for text: String, pixelSize: Double, weight: String, monospacedDigits: Bool
  ) -> TextMask? {
    let key =
      "\(FontMetrics.weightName(weight))|\(pixelSize)|\(monospacedDigits ? "tnum" : "")|\(text)"
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[key] { return cached }
    guard let mask = setLine(text, in: face(for: weight), pixelSize, monospacedDigits) else {
      return nil
    }
    if cache.count >= Self.cacheLimit { cache.removeAll() }
    cache[key] = mask
    return mask
  }

  /// `text` in `font`: the app's own face when it has one (opened from its file on first use),
  /// else Inter in its weight.
  package func mask(for text: String, pixelSize: Double, font: FontSpec) -> TextMask? {
    guard let own = font.face else {
      return mask(
        for: text, pixelSize: pixelSize, weight: font.weight,
        monospacedDigits: font.monospacedDigits)
    }
    let key =
      "face|\(own.path)#\(own.index)|\(pixelSize)|\(font.monospacedDigits ? "tnum" : "")|\(text)"
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[key] { return cached }
    let name = "\(own.path)#\(own.index)"
    if faces[name] == nil {
      var opened: FT_Face?
      guard FT_New_Face(library, own.path, FT_Long(own.index), &opened) == 0 else { return nil }
      faces[name] = opened
    }
    guard let mask = setLine(text, in: faces[name], pixelSize, font.monospacedDigits) else {
      return nil
    }
    if cache.count >= Self.cacheLimit { cache.removeAll() }
    cache[key] = mask
    return mask
  }

  /// `text` set on one line in `face` at `pixelSize` pixels per em, unhinted at fractional pen
  /// positions; the caller holds the lock. Nil for a size no face can take.
  private func setLine(
    _ text: String, in face: FT_Face?, _ pixelSize: Double, _ monospacedDigits: Bool
  ) -> TextMask? {
    guard pixelSize.isFinite, pixelSize > 0, pixelSize < 2048, let face,
      FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0
    else { return nil }
    let metrics = face.pointee.size.pointee.metrics
    let ascent = Int((Double(metrics.ascender) / 64).rounded(.up))
    let descent = Int((Double(-metrics.descender) / 64).rounded(.up))
    let height = max(1, ascent + descent)
    // The pen advances by the unhinted advances (16.16 pixels), as layout measures.
    func ownAdvance(_ scalar: Unicode.Scalar) -> Double {
      guard FT_Load_Char(face, FT_ULong(scalar.value), glassmorph_ft_load_unhinted) == 0 else {
        return 0
      }
      return Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
    }
    let digitCell =
      monospacedDigits
      ? (48...57).compactMap(Unicode.Scalar.init).map(ownAdvance).max() ?? 0 : 0
    var advances: [Double] = []
    // How far each glyph sits right of its pen position (half the cell's slack for digits).
    var insets: [Double] = []
    for scalar in text.unicodeScalars {
      let own = ownAdvance(scalar)
      if monospacedDigits && FontMetrics.isDigit(scalar) {
        advances.append(digitCell)
        insets.append((digitCell - own) / 2)
      } else {
        advances.append(own)
        insets.append(0)
      }
    }
    let total = advances.reduce(0, +)
    let width = max(1, Int(total.rounded(.up)) + 2)
    var coverage = [Float](repeating: 0, count: width * height)
    var pen = 1.0
    for (index, scalar) in text.unicodeScalars.enumerated() {
      let advance = advances[index]
      let origin = pen + insets[index]
      // Each glyph rendered at its fractional pen position.
      var delta = FT_Vector(x: FT_Pos(((origin - origin.rounded(.down)) * 64).rounded()), y: 0)
      FT_Set_Transform(face, nil, &delta)
      defer { pen += advance }
      guard
        FT_Load_Char(face, FT_ULong(scalar.value), glassmorph_ft_load_unhinted_render) == 0
      else { continue }
      let glyph = face.pointee.glyph.pointee
      let bitmap = glyph.bitmap
      let left = Int(origin.rounded(.down)) + Int(glyph.bitmap_left)
      let top = ascent - Int(glyph.bitmap_top)
      guard let buffer = bitmap.buffer else { continue }
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
    FT_Set_Transform(face, nil, nil)
    return TextMask(width: width, height: height, coverage: coverage, ascent: Double(ascent))
  }

  /// The icon at `codepoint` of Material Icons in a `pixelSize` square; nil when the font is not
  /// installed or has no such glyph.
  package func iconMask(for codepoint: UInt32, pixelSize: Double) -> TextMask? {
    let key = "icon|\(pixelSize)|\(codepoint)"
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[key] { return cached }
    if !iconFaceTried {
      iconFaceTried = true
      var face: FT_Face?
      if FT_New_Face(library, iconPath, 0, &face) == 0 { iconFace = face }
    }
    guard let face = iconFace, pixelSize.isFinite, pixelSize >= 1, pixelSize < 2048,
      FT_Get_Char_Index(face, FT_ULong(codepoint)) != 0,
      FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0,
      FT_Load_Char(face, FT_ULong(codepoint), glassmorph_ft_load_unhinted_render) == 0
    else { return nil }
    // The em box: Material Icons draw on a square em whose top is the ascender.
    let side = max(1, Int(pixelSize.rounded(.up)))
    let metrics = face.pointee.size.pointee.metrics
    let ascent = Double(metrics.ascender) / 64
    let glyph = face.pointee.glyph.pointee
    let bitmap = glyph.bitmap
    var coverage = [Float](repeating: 0, count: side * side)
    if let buffer = bitmap.buffer {
      let left = Int(glyph.bitmap_left)
      let top = Int(ascent.rounded()) - Int(glyph.bitmap_top)
      for row in 0..<Int(bitmap.rows) {
        let y = top + row
        guard y >= 0 && y < side else { continue }
        for column in 0..<Int(bitmap.width) {
          let x = left + column
          guard x >= 0 && x < side else { continue }
          coverage[y * side + x] = Float(buffer[row * Int(bitmap.pitch) + column]) / 255
        }
      }
    }
    let mask = TextMask(width: side, height: side, coverage: coverage, ascent: ascent)
    if cache.count >= Self.cacheLimit { cache.removeAll() }
    cache[key] = mask
    return mask
  }

  /// The unhinted advance width of `text` at `pixelSize` px/em, in pixels (for tests: an
  /// independent measurement of what `FontMetrics.inter` predicts).
  package func advanceWidth(of text: String, pixelSize: Double, weight: String) -> Double? {
    lock.lock()
    defer { lock.unlock() }
    guard let face = face(for: weight),
      FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0
    else { return nil }
    var total = 0.0
    for scalar in text.unicodeScalars
    where FT_Load_Char(face, FT_ULong(scalar.value), glassmorph_ft_load_unhinted) == 0 {
      total += Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
    }
    return total
  }
}
