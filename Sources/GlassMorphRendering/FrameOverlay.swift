import MorphCore
import MorphFrame
import MorphMedia

/// The debug overlay `--overlay` draws over every frame (Docs/Sharing.md, "Debug overlay"): each
/// glass element's keyframe rectangle, its ID or key, and each union's rectangle — the numbers
/// `glassmorph keyframes` prints, where they are on the picture.
public struct FrameOverlay: Sendable, Hashable {
  /// What to draw.
  public enum Layer: String, Sendable, Hashable, CaseIterable {
    /// Each glass element's frame (cyan, 1 pt).
    case frames
    /// Each glass element's glassEffectID (else the last step of its structural key, `Button#3`)
    /// above its frame's top-left corner.
    case ids
    /// Each glassEffectUnion's frame (magenta, dashed, 3 pt outside its members').
    case unions
  }

  /// The layers drawn.
  public var layers: Set<Layer>

  /// An overlay of `layers`.
  public init(_ layers: Set<Layer>) { self.layers = layers }

  /// Reads `frames,ids,unions` (any of them, comma-separated); throws naming an unknown layer.
  public init(argument: String) throws(RenderError) {
    var layers: Set<Layer> = []
    for name in argument.split(separator: ",", omittingEmptySubsequences: false) {
      guard let layer = Layer(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
        throw RenderError(
          .input,
          "'\(name)' is not an overlay layer; use \(Layer.allCases.map(\.rawValue).joined(separator: ", ")), comma-separated."
        )
      }
      layers.insert(layer)
    }
    self.layers = layers
  }

  /// The frame colour (sRGB bytes): cyan, seen on warm and cool backdrops alike.
  static let frameColor: SIMD3<UInt8> = [0, 229, 255]
  /// The union colour: magenta.
  static let unionColor: SIMD3<UInt8> = [255, 0, 200]
  /// The label's size, in points.
  static let labelSize = 10.0
  /// How far outside its members' frames a union's outline runs, in points.
  static let unionOutset = 3.0
  /// Dashes of the union outline, in points.
  static let dash = 4.0

  /// The label of `glass`: its glassEffectID, else the last step of its key (the whole path would
  /// cover its neighbours).
  static func label(of glass: GlassFrame) -> String {
    if let id = glass.id { return id }
    return glass.key.split(separator: "/").last.map(String.init) ?? glass.key
  }

  /// Draws the overlay of `frame` onto `bytes` (RGBA, `width` × `height`, `scale` pixels per point).
  func draw(
    _ frame: FrameState, on bytes: inout [UInt8], width: Int, height: Int, scale: Double,
    text: (any TextRasterizer)?
  ) {
    // The frame's bytes are moved into the canvas and back, not copied.
    var canvas = ByteCanvas(bytes: [], width: width, height: height)
    swap(&canvas.bytes, &bytes)
    defer { swap(&canvas.bytes, &bytes) }
    let line = max(1, Int(scale.rounded()))
    if layers.contains(.unions) {
      for union in frame.unions where union.strength > 0 {
        // Just outside its members' frames, which would otherwise hide it.
        let around = Rect(
          x: union.frame.minX - Self.unionOutset, y: union.frame.minY - Self.unionOutset,
          width: union.frame.width + 2 * Self.unionOutset,
          height: union.frame.height + 2 * Self.unionOutset)
        canvas.outline(
          around, scale: scale, width: line, color: Self.unionColor, dash: Self.dash * scale)
      }
    }
    for glass in frame.glass where glass.visibility > 0.01 {
      if layers.contains(.frames) {
        canvas.outline(glass.frame, scale: scale, width: line, color: Self.frameColor, dash: nil)
      }
      if layers.contains(.ids), let text,
        let mask = text.mask(
          for: Self.label(of: glass), pixelSize: Self.labelSize * scale, weight: "semibold")
      {
        let x = Int((glass.frame.minX * scale).rounded())
        let y = Int((glass.frame.minY * scale).rounded()) - mask.height - line
        canvas.label(mask, x: x, y: max(0, y), color: Self.frameColor)
      }
    }
  }

  /// RGBA bytes to draw lines and labels on.
  struct ByteCanvas {
    var bytes: [UInt8]
    let width: Int
    let height: Int

    mutating func set(_ x: Int, _ y: Int, _ color: SIMD3<UInt8>, alpha: Float = 1) {
      guard x >= 0, y >= 0, x < width, y < height else { return }
      let index = (y * width + x) * 4
      for channel in 0..<3 {
        let old = Float(bytes[index + channel])
        bytes[index + channel] = UInt8((old + (Float(color[channel]) - old) * alpha).rounded())
      }
    }

    /// A rectangle's outline `width` pixels wide, inside its pixel edges; dashed every `dash` px.
    mutating func outline(
      _ rect: Rect, scale: Double, width line: Int, color: SIMD3<UInt8>, dash: Double?
    ) {
      let left = Int((rect.minX * scale).rounded())
      let top = Int((rect.minY * scale).rounded())
      let right = Int((rect.maxX * scale).rounded()) - 1
      let bottom = Int((rect.maxY * scale).rounded()) - 1
      guard right >= left, bottom >= top else { return }
      let period = dash.map { max(2, Int($0.rounded())) }
      func on(_ step: Int) -> Bool { period.map { (step / $0) % 2 == 0 } ?? true }
      for x in left...right where on(x - left) {
        for offset in 0..<line {
          set(x, top + offset, color)
          set(x, bottom - offset, color)
        }
      }
      for y in top...bottom where on(y - top) {
        for offset in 0..<line {
          set(left + offset, y, color)
          set(right - offset, y, color)
        }
      }
    }

    /// A text mask in `color` with its top-left at (x, y), on a dark backing for legibility.
    mutating func label(_ mask: TextMask, x: Int, y: Int, color: SIMD3<UInt8>) {
      for row in -1...mask.height {
        for column in -2...(mask.width + 1) { set(x + column, y + row, [0, 0, 0], alpha: 0.55) }
      }
      for row in 0..<mask.height {
        for column in 0..<mask.width {
          let coverage = mask.coverage[row * mask.width + column]
          if coverage > 0 { set(x + column, y + row, color, alpha: coverage) }
        }
      }
    }
  }
}
