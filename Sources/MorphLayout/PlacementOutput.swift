import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

/// What placement produces, in drawing order.
struct PlacementOutput {
  var glass: [GlassFrame] = []
  /// How each of `glass` was declared, in the same order.
  var glassPlacements: [GlassPlacement] = []
  var content: [ContentFrame] = []
  /// How each content item enters, leaves and changes, by key (only those that differ from
  /// SwiftUI's defaults).
  var contentMotion: [String: ContentMotion] = [:]
  private var placedItems: [FrameItem] = []
  var containers: [ContainerFrame] = []
  var diagnostics: [Diagnostic] = []
  /// The canvas and its safe area, for views that ignore the safe area.
  let canvas: Rect
  let safeArea: Rect
  /// The content keys used so far (a matched-geometry ID used twice falls back to its place).
  var contentKeys: Set<String> = []
  /// Where each button was placed (its whole frame, modifiers included), by identity: a menu's
  /// panel opens over its control.
  var anchors: [String: Rect] = [:]
  /// Views other than buttons whose frames a presentation opens from (a context menu's view).
  var wantedAnchors: Set<String> = []

  /// One level of drawing order: a view's `.zIndex` and the order it was placed in.
  private struct Order: Comparable {
    let zIndex: Double
    let sequence: Int
    static func < (a: Order, b: Order) -> Bool { (a.zIndex, a.sequence) < (b.zIndex, b.sequence) }
  }
  /// The order of every view being placed, outermost first.
  private var orderPath: [Order] = []
  private var itemPaths: [[Order]] = []
  private var sequence = 0
  private var usesZIndex = false

  init(canvas: Rect, safeArea: Rect) {
    self.canvas = canvas
    self.safeArea = safeArea
  }

  /// The items in drawing order: placement order, except that among siblings a higher
  /// `.zIndex` draws later (SwiftUI: "controls the display order of overlapping views").
  var items: [FrameItem] {
    guard usesZIndex else { return placedItems }
    return placedItems.indices.sorted {
      let a = itemPaths[$0]
      let b = itemPaths[$1]
      for (x, y) in zip(a, b) where x != y { return x < y }
      return a.count == b.count ? $0 < $1 : a.count < b.count
    }.map { placedItems[$0] }
  }

  /// Marks the start of placing a view with `zIndex`; every item added until `leaveView()` is
  /// ordered with it.
  mutating func enterView(zIndex: Double) {
    if zIndex != 0 { usesZIndex = true }
    orderPath.append(Order(zIndex: zIndex, sequence: sequence))
    sequence += 1
  }

  /// Marks the end of placing the view entered last.
  mutating func leaveView() {
    orderPath.removeLast()
  }

  /// `rect` with a negative width or height made 0 (a view squeezed below nothing draws nothing);
  /// nil when a coordinate is not finite (the inputs that could cause it are refused earlier).
  static func sanitized(_ rect: Rect) -> Rect? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return nil
    }
    return Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width), height: max(0, rect.height))
  }

  mutating func add(_ placed: PlacedGlass) {
    let element = placed.element
    guard let frame = Self.sanitized(element.frame) else {
      diagnostics.append(
        Diagnostic(
          .invalidFrame, at: placed.placement.location,
          "This glass's frame is not a finite rectangle."))
      return
    }
    placedItems.append(.glass(glass.count))
    itemPaths.append(orderPath)
    glass.append(frame == element.frame ? element : element.moved(to: frame))
    glassPlacements.append(placed.placement)
  }

  mutating func add(
    _ item: ContentFrame, motion: ContentMotion = .standard, at location: SourcePosition
  ) {
    guard let frame = Self.sanitized(item.frame) else {
      diagnostics.append(
        Diagnostic(.invalidFrame, at: location, "This view's frame is not a finite rectangle."))
      return
    }
    var item = item
    item.frame = frame
    placedItems.append(.content(content.count))
    itemPaths.append(orderPath)
    contentKeys.insert(item.key)
    if motion != .standard { contentMotion[item.key] = motion }
    content.append(item)
  }
}

extension PlacementOutput {
  /// How many items have been placed so far.
  var itemCount: Int { placedItems.count }

  /// Puts a shadow of each item placed since item `first` beneath them all (a `.shadow` shades
  /// the whole view): filled shapes, colours, images and glass cast one of their shape; strokes,
  /// text and symbols none. Returns whether any was made.
  mutating func insertShadows(
    from first: Int, color: Color, radius: Double, dx: Double, dy: Double
  ) -> Bool {
    guard first < placedItems.count else { return false }
    let reach = ContentKind.shadowReach(radius)
    var shadows: [(item: ContentFrame, transition: ViewTransition?)] = []
    for placed in placedItems[first...] {
      let shape: (kind: ShapeKind, radius: Double, frame: Rect, template: ContentFrame?)
      switch placed {
      case .glass(let index):
        let element = glass[index]
        shape = (element.shape, element.cornerRadius, element.frame, nil)
      case .content(let index):
        let item = content[index]
        switch item.kind {
        case .shape(let kind, let cornerRadius, _): shape = (kind, cornerRadius, item.frame, item)
        case .paint, .image: shape = (.rectangle, 0, item.frame, item)
        default: continue
        }
      }
      let extent = shape.frame.offsetBy(dx: dx, dy: dy).inset(by: EdgeInsets(all: -reach))
      // Glass shows what lies behind it: its own shadow is cut out beneath it.
      let isGlass: Bool
      if case .glass = placed { isGlass = true } else { isGlass = false }
      let kind = ContentKind.shadow(
        shape.kind, cornerRadius: shape.radius, radius: radius, color,
        castBy: isGlass ? Point(x: -dx, y: -dy) : nil)
      if let template = shape.template {
        let item = ContentFrame(
          key: template.key + "/shadow", kind: kind, frame: extent,
          foreground: template.foreground, opacity: template.opacity, scale: template.scale,
          blur: template.blur, glassKey: template.glassKey, isBackdrop: template.isBackdrop,
          clip: template.clip, rotation: template.rotation, pivot: template.pivot)
        // The shadow comes and goes with its view.
        shadows.append((item, contentMotion[template.key]?.transition))
      } else if case .glass(let index) = placed {
        let item = ContentFrame(
          key: glass[index].key + "/shadow", kind: kind, frame: extent,
          foreground: .color(color), opacity: 1, scale: 1, blur: 0, glassKey: nil,
          isBackdrop: false)
        shadows.append((item, nil))
      }
    }
    guard !shadows.isEmpty else { return false }
    let path = itemPaths[first]
    for (offset, shadow) in shadows.enumerated() {
      guard let frame = Self.sanitized(shadow.item.frame) else { continue }
      var item = shadow.item
      item.frame = frame
      placedItems.insert(.content(content.count), at: first + offset)
      itemPaths.insert(path, at: first + offset)
      contentKeys.insert(item.key)
      if let transition = shadow.transition {
        contentMotion[item.key] = ContentMotion(transition: transition)
      }
      content.append(item)
    }
    return true
  }
}
