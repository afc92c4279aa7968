/// The page's files (Sources/GlassMorphPreview/Assets/, embedded in the binary at build time), by
/// the URL path they are served at. Only these paths exist: nothing is looked up on disk.
enum PreviewAssets {
  /// An asset: its bytes and media type.
  struct Asset {
    let bytes: [UInt8]
    let contentType: String
  }

  /// The asset served at `path`, if there is one.
  static func asset(at path: String) -> Asset? {
    switch path {
    case "/", "/index.html":
      return Asset(bytes: PackageResources.index_html, contentType: "text/html; charset=utf-8")
    case "/preview.css":
      return Asset(bytes: PackageResources.preview_css, contentType: "text/css; charset=utf-8")
    case "/preview.js":
      return Asset(
        bytes: PackageResources.preview_js, contentType: "text/javascript; charset=utf-8")
    default:
      return nil
    }
  }
}
