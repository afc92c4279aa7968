import MorphCore
import MorphMedia

/// What is behind the scene: GlassMorph's wallpaper (colourful, with stripes and dots that show
/// refraction), a flat colour, or a picture scaled to cover the canvas. A `#Preview` background
/// that fills the screen is drawn over any of them.
public enum Backdrop: Sendable, Hashable {
  /// The built-in wallpaper.
  case wallpaper
  /// A colour by its SwiftUI name (`white`, `black`, `blue`, …).
  case color(named: String)
  /// A PNG file, scaled to cover the canvas.
  case picture(path: String)

  /// The colour names `color(named:)` accepts.
  public static var colorNames: [String] { Color.named.keys.sorted() }

  /// Reads `argument` as a colour name, else as the path of a picture.
  public init(argument: String) {
    self = Color.named[argument] != nil ? .color(named: argument) : .picture(path: argument)
  }

  /// The pixels that cover the canvas (nil: the wallpaper).
  func picture() throws(RenderError) -> Pixmap? {
    switch self {
    case .wallpaper:
      return nil
    case .color(let name):
      guard let color = Color.named[name] else {
        throw RenderError(
          .input,
          "'\(name)' is not a colour name; use one of \(Self.colorNames.joined(separator: ", ")).")
      }
      return Pixmap(width: 1, height: 1, filledWith: color)
    case .picture(let path):
      do {
        return try PNGFile.read(path)
      } catch {
        throw RenderError(
          .input,
          "'\(path)' is neither a colour name (\(Self.colorNames.joined(separator: ", "))) nor a readable PNG: \(error.message)"
        )
      }
    }
  }
}
