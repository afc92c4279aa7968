import Foundation
import MorphCore
import MorphMedia
import MorphRaster
import MorphRender

/// What is behind the scene: GlassMorph's wallpaper (colourful, with stripes and dots that show
/// refraction), a flat colour, a picture scaled to cover the canvas, a grid of thin lines or a
/// photo-like landscape. A `#Preview` background that fills the screen is drawn over any of them.
public enum Backdrop: Sendable, Hashable {
  /// The built-in wallpaper.
  case wallpaper
  /// A colour by its SwiftUI name (`white`, `black`, `blue`, …).
  case color(named: String)
  /// A PNG file, scaled to cover the canvas.
  case picture(path: String)
  /// A video file (anything FFmpeg decodes), scaled to cover the canvas and played from its start
  /// with the render, looping when it is shorter.
  case video(path: String)
  /// White with 1 pt grey lines every 8 pt and 2 pt black ones every 40 pt: shows lensing and blur.
  case grid
  /// The photo-like landscape stand-in (as `Image("…")` draws).
  case photo

  /// The colour names `color(named:)` accepts.
  public static var colorNames: [String] { Color.named.keys.sorted() }

  /// The colour names worth offering as a backdrop: opaque colours, each once. `clear` shows
  /// nothing, `primary`/`secondary` are label colours (translucent, and black or white by
  /// scheme), `accentColor`/`accent` are blue, and `grey` is `gray` — all still accepted.
  public static var offeredColorNames: [String] {
    let notOffered: Set<String> = [
      "clear", "primary", "secondary", "accentColor", "accent", "grey",
    ]
    return colorNames.filter { !notOffered.contains($0) }
  }

  /// The extensions read as videos rather than pictures.
  public static let videoExtensions: Set<String> = [
    "mp4", "m4v", "mov", "webm", "mkv", "avi", "gif",
  ]

  /// Reads `argument` as a colour name, else as the path of a video (by its extension) or a picture.
  public init(argument: String) {
    switch argument {
    case "wallpaper": self = .wallpaper
    case "grid": self = .grid
    case "photo": self = .photo
    default:
      if Color.named[argument] != nil {
        self = .color(named: argument)
      } else if Self.videoExtensions.contains((argument as NSString).pathExtension.lowercased()) {
        self = .video(path: argument)
      } else {
        self = .picture(path: argument)
      }
    }
  }

  /// The pixels that cover a canvas of `width` × `height` pixels at `scale` (nil: the wallpaper).
  func picture(width: Int, height: Int, scale: Double) throws(RenderError) -> Pixmap? {
    switch self {
    case .wallpaper:
      return nil
    case .grid:
      return BackdropPattern.grid(width: width, height: height, scale: scale)
    case .photo:
      return BackdropPattern.photo(width: width, height: height)
    case .color(let name):
      guard let color = Color.named[name] else {
        throw RenderError(
          .input,
          "'\(name)' is not a colour name; use one of \(Self.colorNames.joined(separator: ", ")).",
          settings: [.background])
      }
      return Pixmap(width: 1, height: 1, filledWith: color)
    case .video(let path):
      // The first frame; frames at other times come from the renderer's video reader.
      do {
        return try VideoReader(path: path).frame(at: 0)
      } catch {
        throw RenderError(.input, "The background: \(error.message)", settings: [.background])
      }
    case .picture(let path):
      do {
        return try PNGFile.read(path)
      } catch {
        throw RenderError(
          .input,
          "'\(path)' is neither wallpaper, grid, photo, a colour name (\(Self.colorNames.joined(separator: ", "))) nor a readable PNG: \(error.message)",
          settings: [.background])
      }
    }
  }
}
