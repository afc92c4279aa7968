import Foundation
import GlassMorph
import MorphCore
import MorphMedia
import MorphRaster

/// Two keyframe documents (`KeyframeDocument.json`, a golden and an actual run) drawn over each
/// other so a change is seen: a row of panels at the instants where they differ — the golden's
/// glass outlined in green, the actual in magenta — each labelled with its time and what differs.
///
/// The panels zoom onto the region the glass occupies in either document (plus a margin), at the
/// canvas's aspect ratio. Drawn in 8-bit sRGB; labels in Inter through FreeType.
public struct KeyframeDiffPicture {
  /// One sampled instant: its time and each element's frame and corner radius, in points.
  struct Sample {
    let time: Double
    let elements: [String: (frame: Rect, radius: Double)]
  }

  let expected: [Sample]
  let actual: [Sample]
  let canvas: Size

  /// Panels at most in one picture.
  static let panelCount = 8
  /// A panel's width in pixels.
  static let panelWidth = 260
  /// The tallest a panel gets, in pixels (a tall region is drawn smaller).
  static let tallestPanel = 600
  /// Points of margin around the glass's region.
  static let margin = 12.0
  /// Pixels between panels and around them, and the label band's height.
  static let gutter = 12
  static let labelHeight = 40
  static let green: (UInt8, UInt8, UInt8) = (76, 195, 138)
  static let magenta: (UInt8, UInt8, UInt8) = (255, 79, 216)

  /// Reads both documents; the error names which one is not a keyframe document.
  public init(expected expectedText: String, actual actualText: String) throws(RenderError) {
    let (expected, canvas) = try Self.parse(expectedText, name: "the golden")
    let (actual, _) = try Self.parse(actualText, name: "the actual file")
    self.expected = expected
    self.actual = actual
    self.canvas = canvas
  }

  /// The instants drawn: up to `panelCount` of the samples where the documents differ by more
  /// than `tolerance` points (the first, the largest, and others spread between), or a few spread
  /// over the whole when nothing differs.
  func chosenIndices(tolerance: Double) -> [Int] {
    let count = min(expected.count, actual.count)
    guard count > 0 else { return [] }
    let differences = (0..<count).map { difference(at: $0) }
    let differing = (0..<count).filter { differences[$0] > tolerance }
    let pool = differing.isEmpty ? Array(0..<count) : differing
    guard pool.count > Self.panelCount else { return pool }
    var chosen = Set(
      (0..<Self.panelCount).map { pool[$0 * (pool.count - 1) / (Self.panelCount - 1)] })
    if let largest = pool.max(by: { differences[$0] < differences[$1] }), !chosen.contains(largest)
    {
      // Replace the nearest chosen instant by the largest difference.
      if let nearest = chosen.filter({ $0 != pool[0] }).min(by: {
        abs($0 - largest) < abs($1 - largest)
      }) {
        chosen.remove(nearest)
      }
      chosen.insert(largest)
    }
    return chosen.sorted()
  }

  /// The largest edge or radius difference of any element at sample `index`, in points
  /// (an element in one document only counts as its width).
  func difference(at index: Int) -> Double {
    let a = expected[index].elements
    let b = actual[index].elements
    var largest = 0.0
    for name in Set(a.keys).union(b.keys) {
      guard let x = a[name], let y = b[name] else {
        largest = max(largest, (a[name] ?? b[name])?.frame.width ?? 0)
        continue
      }
      largest = max(
        largest, abs(x.frame.minX - y.frame.minX), abs(x.frame.minY - y.frame.minY),
        abs(x.frame.maxX - y.frame.maxX), abs(x.frame.maxY - y.frame.maxY),
        abs(x.radius - y.radius))
    }
    return largest
  }

  /// The picture.
  public func render(tolerance: Double = 0.01) -> Pixmap {
    let indices = chosenIndices(tolerance: tolerance)
    let region = self.region
    let scale = min(
      Double(Self.panelWidth) / region.width, Double(Self.tallestPanel) / region.height)
    let panelHeight = max(1, Int((region.height * scale).rounded()))
    let width = max(1, indices.count) * (Self.panelWidth + Self.gutter) + Self.gutter
    let height = panelHeight + Self.labelHeight + 2 * Self.gutter
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for pixel in 0..<(width * height) {
      bytes[pixel * 4] = 30
      bytes[pixel * 4 + 1] = 32
      bytes[pixel * 4 + 2] = 38
      bytes[pixel * 4 + 3] = 255
    }
    let text = FreeTypeTextRasterizer()
    for (column, index) in indices.enumerated() {
      let left = Self.gutter + column * (Self.panelWidth + Self.gutter)
      let top = Self.gutter
      fill(&bytes, width: width, x: left, y: top, w: Self.panelWidth, h: panelHeight, grey: 18)
      func place(_ rect: Rect) -> Rect {
        Rect(
          x: Double(left) + (rect.minX - region.minX) * scale,
          y: Double(top) + (rect.minY - region.minY) * scale, width: rect.width * scale,
          height: rect.height * scale)
      }
      for element in expected[index].elements.values {
        stroke(
          &bytes, width: width, rect: place(element.frame), radius: element.radius * scale,
          lineWidth: 3, color: Self.green)
      }
      for element in actual[index].elements.values {
        stroke(
          &bytes, width: width, rect: place(element.frame), radius: element.radius * scale,
          lineWidth: 1.5, color: Self.magenta)
      }
      let off = difference(at: index)
      let label = String(format: "t = %.3f s", expected[index].time)
      let detail = off > tolerance ? String(format: "off by %.2f pt", off) : "same"
      for (line, words) in [label, detail].enumerated() {
        if let mask = text?.mask(
          for: words, pixelSize: 14, weight: line == 0 ? "semibold" : "regular")
        {
          draw(mask, into: &bytes, width: width, x: left + 2, y: top + panelHeight + 4 + line * 18)
        }
      }
    }
    return Pixmap(width: width, height: height, sRGBBytes: bytes)
  }

  /// The region of the canvas the glass occupies in either document, with a margin, in points.
  var region: Rect {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for sample in expected + actual {
      for element in sample.elements.values {
        minX = min(minX, element.frame.minX)
        minY = min(minY, element.frame.minY)
        maxX = max(maxX, element.frame.maxX)
        maxY = max(maxY, element.frame.maxY)
      }
    }
    guard minX.isFinite, maxX > minX, maxY > minY else {
      return Rect(x: 0, y: 0, width: max(1, canvas.width), height: max(1, canvas.height))
    }
    return Rect(
      x: minX - Self.margin, y: minY - Self.margin, width: maxX - minX + 2 * Self.margin,
      height: maxY - minY + 2 * Self.margin)
  }

  private func fill(
    _ bytes: inout [UInt8], width: Int, x: Int, y: Int, w: Int, h: Int, grey: UInt8
  ) {
    let height = bytes.count / 4 / width
    for row in max(0, y)..<min(height, y + h) {
      for column in max(0, x)..<min(width, x + w) {
        let offset = (row * width + column) * 4
        bytes[offset] = grey
        bytes[offset + 1] = grey
        bytes[offset + 2] = grey
      }
    }
  }

  /// Outlines a rounded rectangle: coverage from the distance to its edge (anti-aliased).
  private func stroke(
    _ bytes: inout [UInt8], width: Int, rect: Rect, radius: Double, lineWidth: Double,
    color: (UInt8, UInt8, UInt8)
  ) {
    let height = bytes.count / 4 / width
    let half = lineWidth / 2 + 1
    let r = min(radius, rect.width / 2, rect.height / 2)
    let x0 = max(0, Int((rect.minX - half).rounded(.down)))
    let x1 = min(width - 1, Int((rect.maxX + half).rounded(.up)))
    let y0 = max(0, Int((rect.minY - half).rounded(.down)))
    let y1 = min(height - 1, Int((rect.maxY + half).rounded(.up)))
    guard x0 <= x1, y0 <= y1 else { return }
    let cx = rect.midX
    let cy = rect.midY
    for row in y0...y1 {
      for column in x0...x1 {
        // Signed distance to the rounded rectangle (Quilez's formula).
        let qx = abs(Double(column) + 0.5 - cx) - rect.width / 2 + r
        let qy = abs(Double(row) + 0.5 - cy) - rect.height / 2 + r
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        let distance = outside + min(max(qx, qy), 0) - r
        let coverage = min(1, max(0, lineWidth / 2 - abs(distance) + 0.5))
        guard coverage > 0 else { continue }
        let offset = (row * width + column) * 4
        for (channel, value) in [color.0, color.1, color.2].enumerated() {
          let blended = Double(bytes[offset + channel]) * (1 - coverage) + Double(value) * coverage
          bytes[offset + channel] = UInt8(blended.rounded())
        }
      }
    }
  }

  private func draw(_ mask: TextMask, into bytes: inout [UInt8], width: Int, x: Int, y: Int) {
    let height = bytes.count / 4 / width
    for row in 0..<mask.height {
      for column in 0..<mask.width {
        let px = x + column
        let py = y + row
        guard px >= 0, px < width, py >= 0, py < height else { continue }
        let coverage = Double(mask.coverage[row * mask.width + column])
        guard coverage > 0 else { continue }
        let offset = (py * width + px) * 4
        for channel in 0..<3 {
          let blended = Double(bytes[offset + channel]) * (1 - coverage) + 230 * coverage
          bytes[offset + channel] = UInt8(blended.rounded())
        }
      }
    }
  }

  /// The samples and canvas of a keyframe document — a `KeyframeDocument` or a compact golden,
  /// read by the reader the comparison uses (`KeyframeSamples`) — or an error naming `name`.
  static func parse(_ text: String, name: String) throws(RenderError) -> ([Sample], Size) {
    guard let document = KeyframeSamples(parsing: text) else {
      throw RenderError(
        .input,
        "\(name) is not a keyframe document (JSON with \"canvas\" and \"samples\", as glassmorph keyframes writes)."
      )
    }
    let canvas =
      document.canvas.count == 2
      ? Size(width: document.canvas[0], height: document.canvas[1]) : Size(width: 1, height: 1)
    let samples = document.samples.map { sample in
      var elements: [String: (frame: Rect, radius: Double)] = [:]
      for (key, fields) in sample.elements {
        let frame = ["frame.x", "frame.y", "frame.width", "frame.height"].compactMap { field in
          if case .number(let value)? = fields[field], value.isFinite { return value }
          return nil
        }
        guard frame.count == 4 else { continue }
        var radius = 0.0
        if case .number(let value)? = fields["cornerRadius"] { radius = value }
        elements[key] = (
          Rect(x: frame[0], y: frame[1], width: max(0, frame[2]), height: max(0, frame[3])), radius
        )
      }
      return Sample(time: sample.time, elements: elements)
    }
    return (samples, canvas)
  }
}
