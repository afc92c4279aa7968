import Foundation
import MorphCore
import MorphFrame
import MorphRaster

/// The backdrop under a frame: the wallpaper, an app's picture or an opaque first paint.
extension FrameRenderer {
  /// Whether the first thing drawn is an opaque paint covering the whole canvas (then the
  /// wallpaper would be painted over entirely and is skipped).
  static func coveredByOpaqueBackdrop(_ frame: FrameState) -> Bool {
    guard case .content(let index)? = frame.items.first else { return false }
    let item = frame.content[index]
    guard item.opacity >= 1, item.scale == 1, item.frame.minX <= 0, item.frame.minY <= 0,
      item.frame.maxX >= frame.canvas.width, item.frame.maxY >= frame.canvas.height,
      case .paint(let paint) = item.kind
    else { return false }
    switch paint {
    case .color(let color): return color.opacity >= 1
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .angularGradient(let stops, _):
      return stops.allSatisfy { $0.color.opacity >= 1 }
    }
  }

  /// The pixels under everything — the backdrop (unless `hidesWallpaper`) with `cover` (the
  /// content item under everything, if any) over it — and their bytes, from the cache when an
  /// earlier frame painted the same.
  func background(width: Int, height: Int, cover: ContentFrame?, hidesWallpaper: Bool)
    -> PaintedBackdrop
  {
    if let cached = backdropCache.backdrop(width: width, height: height, cover: cover) {
      return cached
    }
    // A paint over the backdrop starts from the backdrop alone (cached too: it is what the frames
    // before the paint joined it were drawn over), not from a second painting of it.
    var pixels =
      cover != nil && !hidesWallpaper
      ? Parallel.copy(
        background(width: width, height: height, cover: nil, hidesWallpaper: false).pixels)
      : [SIMD4<Float>](repeating: .zero, count: width * height)
    // Painted straight into the array that is cached (no canvas of its own to copy from).
    pixels.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let canvas = Canvas(drawingInto: base, width: width, height: height)
      if let cover {
        draw(cover, on: canvas)
      } else {
        paintBackdrop(canvas)
      }
    }
    let painted = PaintedBackdrop(
      pixels: pixels, bytes: Pixmap(width: width, height: height, pixels: pixels).sRGBBytes(),
      width: width, height: height)
    backdropCache.store(painted, width: width, height: height, cover: cover)
    return painted
  }

  /// Paints the cover picture, or the wallpaper, over the whole canvas.
  func paintBackdrop(_ canvas: Canvas) {
    let width = canvas.width
    let height = canvas.height
    if let background {
      let cover = Self.coverTransform(source: background, width: width, height: height)
      canvas.forRows(0..<height) { y in
        for x in 0..<width {
          canvas.pixels[y * width + x] = Self.sampleImage(
            background, x: (Double(x) + 0.5) * cover.scale + cover.dx,
            y: (Double(y) + 0.5) * cover.scale + cover.dy)
        }
      }
      return
    }
    Wallpaper.paint(canvas)
    if style.appearance == .dark {
      // The dark appearance dims the wallpaper (light scaled, alpha kept).
      let light = style.darkWallpaperLight
      canvas.forRows(0..<height) { y in
        for x in 0..<width {
          let index = y * width + x
          let pixel = canvas.pixels[index]
          canvas.pixels[index] = SIMD4(pixel.x * light, pixel.y * light, pixel.z * light, pixel.w)
        }
      }
    }
  }

  /// How a picture covers a `width` × `height` area: scale and offset from area pixels to picture pixels.
  static func coverTransform(source: Pixmap, width: Int, height: Int) -> (
    scale: Double, dx: Double, dy: Double
  ) {
    let scale = min(Double(source.width) / Double(width), Double(source.height) / Double(height))
    return (
      scale, (Double(source.width) - Double(width) * scale) / 2,
      (Double(source.height) - Double(height) * scale) / 2
    )
  }

  static func sampleImage(_ image: Pixmap, x: Double, y: Double) -> SIMD4<Float> {
    let ix = min(max(Int(saturating: x), 0), image.width - 1)
    let iy = min(max(Int(saturating: y), 0), image.height - 1)
    return image.pixels[iy * image.width + ix]
  }
}
