/// How two frames of the same size differ, pixel by pixel, in perceived colour.
///
/// The difference of two pixels is the YIQ distance of Kotsarenko and Ramos, "Measuring perceived
/// color difference using YIQ NTSC transmission color space in mobile applications" (2010):
/// δ = 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² on 8-bit sRGB blended over white, whose largest value
/// is 35 215; a pixel differs when √(δ / 35 215) exceeds the threshold.
public struct FrameDifference: Sendable {
  /// The frame size in pixels.
  public let width: Int
  /// The frame size in pixels.
  public let height: Int
  /// Each pixel's difference, 0…1 (√(δ / 35 215)), row by row.
  public let deltas: [Float]
  /// How many pixels differ beyond the threshold.
  public let differingPixels: Int
  /// The largest pixel difference, 0…1.
  public let largest: Double
  /// The first differing pixel in reading order, if any.
  public let firstDifference: (x: Int, y: Int)?

  /// The largest possible δ.
  static let maximumDelta = 35_215.0

  /// Compares two frames of equal size (8-bit sRGB RGBA bytes, row by row).
  public init(expected: [UInt8], actual: [UInt8], width: Int, height: Int, threshold: Double) {
    self.width = width
    self.height = height
    let count = min(width * height, expected.count / 4, actual.count / 4)
    var deltas = [Float](repeating: 0, count: width * height)
    var differing = 0
    var largest = 0.0
    var first: (Int, Int)? = nil
    for pixel in 0..<count {
      let delta = Self.delta(expected, actual, at: pixel * 4)
      deltas[pixel] = Float(delta)
      largest = max(largest, delta)
      if delta > threshold {
        differing += 1
        if first == nil { first = (pixel % width, pixel / width) }
      }
    }
    self.deltas = deltas
    differingPixels = differing
    self.largest = largest
    firstDifference = first
  }

  /// The share of pixels that differ, 0…1.
  public var differingShare: Double {
    width * height == 0 ? 0 : Double(differingPixels) / Double(width * height)
  }

  /// The difference of the pixels at byte `offset`, 0…1.
  static func delta(_ a: [UInt8], _ b: [UInt8], at offset: Int) -> Double {
    let first = blendedOverWhite(a, offset)
    let second = blendedOverWhite(b, offset)
    let r = first.r - second.r
    let g = first.g - second.g
    let bl = first.b - second.b
    let y = r * 0.298_895_31 + g * 0.586_622_47 + bl * 0.114_482_23
    let i = r * 0.595_977_99 - g * 0.274_176_10 - bl * 0.321_801_89
    let q = r * 0.211_470_17 - g * 0.522_617_11 + bl * 0.311_146_94
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return min(1, (delta / maximumDelta).squareRoot())
  }

  /// An 8-bit RGBA pixel composited over white, channels 0…255.
  private static func blendedOverWhite(_ bytes: [UInt8], _ offset: Int) -> (
    r: Double, g: Double, b: Double
  ) {
    let alpha = Double(bytes[offset + 3]) / 255
    func channel(_ value: UInt8) -> Double { 255 + (Double(value) - 255) * alpha }
    return (channel(bytes[offset]), channel(bytes[offset + 1]), channel(bytes[offset + 2]))
  }

  /// A heat map: the expected frame in faint grey, each differing pixel from yellow (just over
  /// the threshold) to red (the largest difference), as 8-bit sRGB RGBA bytes.
  public func heatMap(expected: [UInt8], threshold: Double) -> [UInt8] {
    var bytes = [UInt8](repeating: 255, count: width * height * 4)
    for pixel in 0..<(width * height) {
      let offset = pixel * 4
      guard offset + 3 < expected.count else { break }
      let delta = Double(deltas[pixel])
      if delta > threshold {
        let heat = largest > threshold ? (delta - threshold) / (largest - threshold) : 1
        bytes[offset] = 255
        bytes[offset + 1] = UInt8((220 * (1 - heat)).rounded())
        bytes[offset + 2] = 0
      } else {
        let luma =
          0.299 * Double(expected[offset]) + 0.587 * Double(expected[offset + 1]) + 0.114
          * Double(expected[offset + 2])
        // Faded towards white so the differences stand out.
        let grey = UInt8((255 - (255 - luma) * 0.25).rounded())
        bytes[offset] = grey
        bytes[offset + 1] = grey
        bytes[offset + 2] = grey
      }
    }
    return bytes
  }
}
