import Foundation
import MorphCore

extension AssetCatalog {
  /// The image set a generated asset symbol names (`Image(.cover)` for `Cover.imageset`).
  package func imageName(forSymbol symbol: String) -> String? {
    if images[symbol] != nil || undrawableImages[symbol] != nil { return symbol }
    let capitalized = symbol.prefix(1).uppercased() + symbol.dropFirst()
    return images[capitalized] != nil || undrawableImages[capitalized] != nil ? capitalized : nil
  }

  /// Reads one `.imageset`: the files its `Contents.json` lists with their scale and appearance;
  /// a file that is not PNG or JPEG (a vector PDF or SVG, HEIC) is noted as undrawable.
  mutating func readImageSet(_ path: String, root: String) {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard images[name] == nil, undrawableImages[name] == nil else { return }
    let folder = (root as NSString).appendingPathComponent(path)
    guard
      let data = FileManager.default.contents(
        atPath: (folder as NSString).appendingPathComponent("Contents.json")),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = object["images"] as? [[String: Any]]
    else { return }
    var files: [AssetImage.File] = []
    var others: [String] = []
    for entry in entries {
      guard let filename = entry["filename"] as? String, !filename.contains("/") else { continue }
      let file = (folder as NSString).appendingPathComponent(filename)
      guard let handle = FileHandle(forReadingAtPath: file) else { continue }
      let head = (try? handle.read(upToCount: AssetImage.maximumHeaderBytes)) ?? Data()
      try? handle.close()
      guard let header = AssetImage.header(of: head) else {
        others.append((filename as NSString).pathExtension.lowercased())
        continue
      }
      let scaleText = (entry["scale"] as? String)?.replacingOccurrences(of: "x", with: "")
      let appearances = (entry["appearances"] as? [[String: Any]]) ?? []
      files.append(
        AssetImage.File(
          path: file, scale: scaleText.flatMap(Double.init) ?? 1,
          isDark: appearances.contains {
            $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
          },
          pixelWidth: header.width, pixelHeight: header.height))
    }
    if !files.isEmpty {
      images[name] = AssetImage(name: name, files: files)
    } else if let kind = others.first {
      undrawableImages[name] = Self.kindNames[kind] ?? "a .\(kind) file"
    }
  }

  /// How a warning names an image file that is not drawn, by its extension.
  static let kindNames: [String: String] = [
    "pdf": "a vector PDF", "svg": "an SVG", "heic": "a HEIC photo", "heif": "a HEIF photo",
  ]
}
