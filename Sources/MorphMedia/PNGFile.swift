import CPNG
import Foundation
import MorphCore
import MorphRaster

/// PNG files through libpng's simplified API: 8-bit sRGB RGBA with straight alpha, no `tIME`
/// chunk, so the same pixmap always gives the same bytes (Docs/Video.md, "PNG").
public enum PNGFile {
  /// Writes `pixmap` to `path`, through a temporary file beside it renamed on success.
  public static func write(_ pixmap: Pixmap, to path: String) throws(MediaError) {
    guard pixmap.width > 0, pixmap.height > 0 else {
      throw MediaError("\(path): cannot write an empty image.")
    }
    let bytes = pixmap.sRGBBytes()
    var image = png_image()
    image.version = png_uint_32(glassmorph_png_image_version)
    image.width = png_uint_32(pixmap.width)
    image.height = png_uint_32(pixmap.height)
    image.format = glassmorph_png_format_rgba
    try AtomicFile.write(to: path) { (temporary) throws(MediaError) in
      let ok = bytes.withUnsafeBufferPointer { buffer in
        png_image_write_to_file(
          &image, temporary, 0, buffer.baseAddress, png_int_32(pixmap.width * 4), nil)
      }
      if ok == 0 {
        let message = withUnsafePointer(to: image.message) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        png_image_free(&image)
        throw MediaError(
          "\(path): could not write the image (libpng: \(message)); the disk may be full or a file-size limit reached. Nothing was left behind."
        )
      }
    }
  }

  /// The PNG bytes of `pixmap` (the same bytes `write` puts in a file).
  public static func encode(_ pixmap: Pixmap) throws(MediaError) -> Data {
    guard pixmap.width > 0, pixmap.height > 0 else {
      throw MediaError("cannot encode an empty image as PNG.")
    }
    let bytes = pixmap.sRGBBytes()
    var image = png_image()
    image.version = png_uint_32(glassmorph_png_image_version)
    image.width = png_uint_32(pixmap.width)
    image.height = png_uint_32(pixmap.height)
    image.format = glassmorph_png_format_rgba
    var size = 0
    // The first call measures, the second writes.
    let measured = bytes.withUnsafeBufferPointer { buffer in
      png_image_write_to_memory(
        &image, nil, &size, 0, buffer.baseAddress, png_int_32(pixmap.width * 4), nil)
    }
    var data = Data(count: size)
    let written =
      measured == 0
      ? 0
      : data.withUnsafeMutableBytes { target in
        bytes.withUnsafeBufferPointer { buffer in
          png_image_write_to_memory(
            &image, target.baseAddress, &size, 0, buffer.baseAddress,
            png_int_32(pixmap.width * 4), nil)
        }
      }
    guard written != 0 else {
      let message = withUnsafePointer(to: image.message) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      png_image_free(&image)
      throw MediaError("libpng could not encode the image (\(message)).")
    }
    return data.prefix(size)
  }

  /// Decodes PNG bytes (named `name` in messages) as a pixmap.
  public static func decode(_ data: Data, name: String) throws(MediaError) -> Pixmap {
    var image = png_image()
    image.version = png_uint_32(glassmorph_png_image_version)
    let begun = data.withUnsafeBytes { raw in
      png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
    }
    guard begun != 0 else {
      let message = withUnsafePointer(to: image.message) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      throw MediaError("\(name): not a PNG libpng can read (\(message)).")
    }
    return try finishRead(&image, name: name)
  }

  /// Reads the PNG at `path` as a pixmap (any PNG is converted to sRGB RGBA).
  public static func read(_ path: String) throws(MediaError) -> Pixmap {
    var image = png_image()
    image.version = png_uint_32(glassmorph_png_image_version)
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw MediaError("\(path): the file does not exist or cannot be read.")
    }
    guard png_image_begin_read_from_file(&image, path) != 0 else {
      let message = withUnsafePointer(to: image.message) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      throw MediaError("\(path): not a PNG libpng can read (\(message)).")
    }
    return try finishRead(&image, name: path)
  }

  /// Decodes a begun read into a pixmap (at most 20 000 pixels a side).
  private static func finishRead(_ image: inout png_image, name path: String) throws(MediaError)
    -> Pixmap
  {
    image.format = glassmorph_png_format_rgba
    let width = Int(image.width)
    let height = Int(image.height)
    guard width > 0, height > 0, width <= 20_000, height <= 20_000 else {
      png_image_free(&image)
      throw MediaError(
        "\(path): the image is \(width) × \(height); GlassMorph reads PNGs up to 20 000 pixels a side."
      )
    }
    var bytes = [UInt8](repeating: 0, count: glassmorph_png_rgba_size(image.width, image.height))
    let ok = bytes.withUnsafeMutableBufferPointer { buffer in
      png_image_finish_read(&image, nil, buffer.baseAddress, png_int_32(width * 4), nil)
    }
    guard ok != 0 else {
      let message = withUnsafePointer(to: image.message) {
        String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
      }
      png_image_free(&image)
      throw MediaError("\(path): libpng could not decode the image (\(message)).")
    }
    return Pixmap(width: width, height: height, sRGBBytes: bytes)
  }
}
