import Foundation
import MorphCore

/// The fonts an app ships (`Fonts/Poppins-Bold.ttf`), read by the font engine the caller gives,
/// found by the names `Font.custom` takes: a PostScript name (`Poppins-Bold`), a full name or a
/// family name (`Poppins`, whose face in the weight asked for is taken).
extension AssetCatalog {
  /// The most font files read from one folder (an app ships a few families).
  static let maximumFontFiles = 64

  /// Reads `files` (paths inside `root`) with `reader`; without one, they are only listed.
  mutating func readFonts(_ files: [String], root: String, with reader: (any FontReading)?) {
    fontFiles = files
    guard let reader else { return }
    for file in files {
      fonts += reader.faces(at: (root as NSString).appendingPathComponent(file))
    }
  }

  /// The face `Font.custom(name, …)` names in `weight`: by PostScript name or full name first
  /// (exactly that face), else the family's upright face nearest the weight.
  package func fontFace(named name: String, weight: String) -> FontFace? {
    let wanted = name.lowercased()
    if let exact = fonts.first(where: {
      $0.postScriptName.lowercased() == wanted
        || ($0.familyName + " " + $0.styleName).lowercased() == wanted
    }) {
      return exact
    }
    let family = fonts.filter { $0.familyName.lowercased() == wanted }
    guard !family.isEmpty else { return nil }
    let target = Self.weightOrder.firstIndex(of: FontMetrics.weightName(weight)) ?? 3
    return family.min { left, right in
      let leftDistance = abs((Self.weightOrder.firstIndex(of: left.weight) ?? 3) - target)
      let rightDistance = abs((Self.weightOrder.firstIndex(of: right.weight) ?? 3) - target)
      if leftDistance != rightDistance { return leftDistance < rightDistance }
      if left.isItalic != right.isItalic { return !left.isItalic }
      return left.path < right.path
    }
  }

  /// The face of the same family as `face` in `weight` (`.custom("Poppins", …).bold()`), or
  /// `face` when the family has no other.
  package func fontFace(like face: FontFace, weight: String) -> FontFace {
    fontFace(named: face.familyName, weight: weight) ?? face
  }

  /// SwiftUI's weights from lightest to heaviest.
  static let weightOrder = [
    "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
  ]
}
