import MorphCore

/// Where a glass element is at one instant, against where it rests in the state a piece of its
/// content was laid out in: what that content needs to travel with it (Docs/Glass.md, "Content
/// travels with its glass").
struct GlassMotion {
  /// The glass's frame in the state the content was laid out in, in points.
  let rest: Rect
  /// Its frame now, in points.
  let current: Rect
  /// Its corner radius now, in points.
  let cornerRadius: Double
  /// Its shape.
  let shape: ShapeKind

  /// How far from rest, in points, still counts as at rest: content is then drawn as laid out.
  static let restTolerance = 0.25

  /// Whether the glass is away from its rest frame.
  var isMoving: Bool {
    abs(current.minX - rest.minX) > Self.restTolerance
      || abs(current.minY - rest.minY) > Self.restTolerance
      || abs(current.width - rest.width) > Self.restTolerance
      || abs(current.height - rest.height) > Self.restTolerance
  }

  /// Content laid out at `laidOut` (in the rest glass) placed in the glass as it is now: the same
  /// offset from the glass's centre and the same size, both scaled by how much smaller the glass
  /// is — the smaller of its width and height ratios, so the content fits as it did. Content
  /// never grows past its laid-out size: a button's icon leaving into a panel keeps its size at
  /// the panel's centre while it fades, rather than swelling with the panel.
  func place(_ laidOut: Rect) -> (frame: Rect, scale: Double) {
    let ratios = [
      rest.width > 0 ? current.width / rest.width : 1,
      rest.height > 0 ? current.height / rest.height : 1,
    ]
    let scale = min(1, max(0, ratios.min() ?? 1))
    let centre = Point(
      x: current.midX + (laidOut.midX - rest.midX) * scale,
      y: current.midY + (laidOut.midY - rest.midY) * scale)
    // The frame keeps its laid-out size and is scaled about its centre when drawn.
    return (
      Rect(
        x: centre.x - laidOut.width / 2, y: centre.y - laidOut.height / 2, width: laidOut.width,
        height: laidOut.height), scale
    )
  }

  /// The glass's outline now, as a clip: a circle is the largest one centred in the frame, an
  /// ellipse the one inscribed, anything else a rounded rectangle of the current radius.
  var silhouette: ClipRegion {
    switch shape {
    case .circle:
      let side = min(current.width, current.height)
      return ClipRegion(
        rect: Rect(
          x: current.midX - side / 2, y: current.midY - side / 2, width: side, height: side),
        cornerRadius: side / 2)
    case .ellipse:
      return ClipRegion(rect: current, cornerRadius: 0, isEllipse: true)
    default:
      return ClipRegion(
        rect: current, cornerRadius: min(cornerRadius, min(current.width, current.height) / 2))
    }
  }
}
