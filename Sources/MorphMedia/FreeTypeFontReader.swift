import CFreeType
import Foundation
import MorphCore

/// Reads an app's font files with FreeType: each face's names (family, style, PostScript), its
/// weight and its advances in font units for every character its character map holds — what
/// layout measures `Font.custom` text with, so it is set as wide as FreeType then draws it.
public struct FreeTypeFontReader: FontReading {
  /// Faces read from one file at most (a collection may hold many; apps ship single faces).
  public static let maximumFaces = 16
  /// The largest font file read, in bytes (CJK fonts run to about 20 MB).
  public static let maximumFileBytes = 32 << 20

  /// Creates a reader.
  public init() {}

  /// The faces in the font file at `path`; empty when FreeType cannot open it.
  public func faces(at path: String) -> [FontFace] {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let bytes = attributes[.size] as? Int, bytes <= Self.maximumFileBytes
    else { return [] }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return [] }
    defer { FT_Done_FreeType(library) }
    var faces: [FontFace] = []
    var index = 0
    var count = 1
    while index < min(count, Self.maximumFaces) {
      var opened: FT_Face?
      guard FT_New_Face(library, path, FT_Long(index), &opened) == 0, let face = opened else {
        break
      }
      defer { FT_Done_Face(face) }
      count = Int(face.pointee.num_faces)
      if let read = Self.face(face, path: path, index: index) { faces.append(read) }
      index += 1
    }
    return faces
  }

  /// One opened face as a `FontFace`, nil for a face without outlines' metrics (a bitmap font).
  static func face(_ face: FT_Face, path: String, index: Int) -> FontFace? {
    let record = face.pointee
    let unitsPerEm = Int(record.units_per_EM)
    guard unitsPerEm > 0 else { return nil }
    var codes: [UInt32] = []
    var advances: [Int] = []
    var glyph: FT_UInt = 0
    var code = FT_Get_First_Char(face, &glyph)
    while glyph != 0 {
      var advance: FT_Fixed = 0
      if FT_Get_Advance(face, glyph, glassmorph_ft_load_no_scale, &advance) == 0 {
        codes.append(UInt32(truncatingIfNeeded: code))
        advances.append(Int(advance))
      }
      code = FT_Get_Next_Char(face, code, &glyph)
    }
    let ascender = Int(record.ascender)
    let descender = Int(record.descender)
    let metrics = FontMetrics(
      unitsPerEm: unitsPerEm, ascender: ascender, descender: descender,
      lineGap: max(0, Int(record.height) - (ascender - descender)), codes: codes,
      advances: ["regular": advances])
    let family = record.family_name.map { String(cString: $0) } ?? ""
    let style = record.style_name.map { String(cString: $0) } ?? ""
    let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) } ?? ""
    return FontFace(
      path: path, index: index, familyName: family, styleName: style, postScriptName: postScript,
      isItalic: record.style_flags & FT_Long(glassmorph_ft_style_flag_italic) != 0,
      metrics: metrics)
  }
}
