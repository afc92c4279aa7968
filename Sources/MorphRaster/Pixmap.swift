import MorphCore

/// An image in memory: width × height pixels of premultiplied, linear-light RGBA in `Float`.
///
/// Premultiplied: the colour channels are already multiplied by alpha, so compositing is
/// `dst = src + dst × (1 − src.a)`. Linear light: the values are proportional to light, so blending
/// and blurring are physically right; sRGB encoding happens only when pixels leave (`sRGBBytes`).
/// Pixels are stored row by row from the top-left.
public struct Pixmap: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// The pixels, row-major: premultiplied linear RGBA, each channel 0…1.
  public var pixels: [SIMD4<Float>]

  /// A transparent pixmap (all zero). A negative size is a programming error (a precondition
  /// fails, naming it): the library computes sizes from validated settings, never from input.
  public init(width: Int, height: Int) {
    precondition(
      width >= 0 && height >= 0, "Pixmap size \(width) × \(height): a size cannot be negative")
    self.width = width
    self.height = height
    pixels = [SIMD4<Float>](repeating: .zero, count: width * height)
  }

  /// A pixmap over existing pixels (row-major, premultiplied linear RGBA); there must be exactly
  /// width × height of them (a precondition, naming both counts).
  public init(width: Int, height: Int, pixels: [SIMD4<Float>]) {
    precondition(
      width >= 0 && height >= 0, "Pixmap size \(width) × \(height): a size cannot be negative")
    precondition(
      pixels.count == width * height,
      "Pixmap of \(width) × \(height) given \(pixels.count) pixels; it needs \(width * height)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// A pixmap filled with `color`.
  public init(width: Int, height: Int, filledWith color: Color) {
    self.init(width: width, height: height)
    let value = color.premultipliedLinear
    for index in pixels.indices { pixels[index] = value }
  }

  /// The pixel at column `x`, row `y` (no bounds check beyond the array's own).
  public subscript(x: Int, y: Int) -> SIMD4<Float> {
    get { pixels[y * width + x] }
    set { pixels[y * width + x] = newValue }
  }

  /// The image as 8-bit sRGB-encoded RGBA with *straight* (not premultiplied) alpha, row-major —
  /// what PNG and video encoders take.
  public func sRGBBytes() -> [UInt8] {
    let count = min(pixels.count, width * height)
    var bytes = [UInt8](repeating: 0, count: count * 4)
    let chunks = (count + Self.conversionChunk - 1) / Self.conversionChunk
    pixels.withUnsafeBufferPointer { source in
      bytes.withUnsafeMutableBufferPointer { target in
        // Each chunk writes its own bytes only, so the split does not change the result.
        nonisolated(unsafe) let output = target
        nonisolated(unsafe) let input = source
        let tables = ColorEncoding.fast
        Parallel.forEach(chunks) { chunk in
          let start = chunk * Self.conversionChunk
          let end = min(count, start + Self.conversionChunk)
          var index = start
          // Eight pixels at a time where none is transparent (the same bytes as one by one).
          while index + 8 <= end {
            if !Self.storeVisible(
              input.baseAddress.map { $0 + index }, into: output, at: index * 4, tables: tables)
            {
              for offset in 0..<8 {
                Self.store(
                  input[index + offset], into: output, at: (index + offset) * 4, tables: tables)
              }
            }
            index += 8
          }
          while index < end {
            Self.store(input[index], into: output, at: index * 4, tables: tables)
            index += 1
          }
        }
      }
    }
    return bytes
  }

  /// Writes `columns` × `rows` premultiplied linear pixels (`source`, row-major, rows `stride`
  /// pixels apart; `columns` when nil) as 8-bit sRGB RGBA with straight alpha into `target`, the
  /// bytes of an image `width` pixels wide, with the first pixel at `origin`; rows in parallel,
  /// each writing its own bytes. Writes nothing when the block does not lie inside the image or
  /// the source is too short.
  public static func storeSRGB(
    _ source: UnsafeBufferPointer<SIMD4<Float>>, columns: Int, rows: Int, stride: Int? = nil,
    into target: UnsafeMutableBufferPointer<UInt8>, at origin: (x: Int, y: Int), width: Int
  ) {
    let stride = stride ?? columns
    guard columns > 0, rows > 0, stride >= columns, source.count >= stride * (rows - 1) + columns,
      origin.x >= 0, origin.y >= 0, origin.x + columns <= width,
      target.count >= ((origin.y + rows - 1) * width + origin.x + columns) * 4
    else { return }
    nonisolated(unsafe) let input = source
    nonisolated(unsafe) let output = target
    let tables = ColorEncoding.fast
    let bands = (rows + conversionRows - 1) / conversionRows
    Parallel.forEach(bands) { band in
      for row in (band * conversionRows)..<min(rows, (band + 1) * conversionRows) {
        let first = ((origin.y + row) * width + origin.x) * 4
        var column = 0
        // Eight pixels at a time; the rest, and any group with a transparent pixel, one by one
        // (the same bytes either way).
        while column + 8 <= columns {
          if !storeVisible(
            input.baseAddress.map { $0 + row * stride + column }, into: output,
            at: first + column * 4, tables: tables)
          {
            for offset in 0..<8 {
              store(
                input[row * stride + column + offset], into: output,
                at: first + (column + offset) * 4, tables: tables)
            }
          }
          column += 8
        }
        while column < columns {
          store(input[row * stride + column], into: output, at: first + column * 4, tables: tables)
          column += 1
        }
      }
    }
  }

  /// Writes one premultiplied linear pixel as 8-bit sRGB RGBA with straight alpha at `base`
  /// (a transparent pixel is 0, 0, 0, 0).
  @inline(__always)
  static func store(
    _ pixel: SIMD4<Float>, into output: UnsafeMutableBufferPointer<UInt8>, at base: Int,
    tables: ColorEncoding.FastTables
  ) {
    // NaN fails the comparison and is transparent (it must never reach the byte conversion).
    let alpha: Float = pixel.w > 0 ? min(pixel.w, 1) : 0
    if alpha == 1 {
      // Opaque (most pixels): dividing by 1 changes nothing.
      output[base] = tables.code(pixel.x)
      output[base + 1] = tables.code(pixel.y)
      output[base + 2] = tables.code(pixel.z)
    } else if alpha > 0 {
      output[base] = tables.code(pixel.x / alpha)
      output[base + 1] = tables.code(pixel.y / alpha)
      output[base + 2] = tables.code(pixel.z / alpha)
    } else {
      output[base] = 0
      output[base + 1] = 0
      output[base + 2] = 0
    }
    output[base + 3] = UInt8((alpha * 255).rounded())
  }

  /// Rows per task when converting part of a pixmap to bytes.
  static let conversionRows = 32

  /// Pixels per task when converting to bytes: large enough that scheduling costs nothing.
  static let conversionChunk = 65_536

  /// A pixmap from 8-bit sRGB RGBA with straight alpha (what PNG decoders give): 4 bytes a pixel,
  /// exactly (a precondition, naming both counts).
  public init(width: Int, height: Int, sRGBBytes bytes: [UInt8]) {
    self.init(width: width, height: height)
    precondition(
      bytes.count == width * height * 4,
      "Pixmap of \(width) × \(height) given \(bytes.count) bytes; it needs \(width * height * 4)")
    for index in pixels.indices {
      let base = index * 4
      let alpha = Float(bytes[base + 3]) / 255
      pixels[index] = SIMD4(
        ColorEncoding.decode(bytes[base]) * alpha, ColorEncoding.decode(bytes[base + 1]) * alpha,
        ColorEncoding.decode(bytes[base + 2]) * alpha, alpha)
    }
  }
}
