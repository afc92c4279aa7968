import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

/// Lays out scenes: one state, or every reachable state on one shared canvas.
package enum SceneLayout {
  /// The device used to position views before a `fit` canvas crops around them.
  package static let fitReferenceDevice = DevicePreset.iPhone16Pro

  /// Lays out one state's view tree (its `#Preview` if it has one) on `canvas`.
  package static func layout(_ tree: ViewTree, canvas: CanvasChoice = .automatic) -> LaidOutState {
    layout([tree], canvas: canvas)[0]
  }

  /// Lays out several states of one scene on one canvas: a `fit` canvas covers the glass of every
  /// state.
  package static func layout(_ trees: [ViewTree], canvas: CanvasChoice) -> [LaidOutState] {
    switch canvas {
    case .device(let device):
      return placeEach(trees, canvas: device.size, safeArea: device.safeArea).map(\.state)
    case .size(let size):
      return placeEach(trees, canvas: size, safeArea: .zero).map(\.state)
    case .fit:
      let device = fitReferenceDevice
      return fit(placeEach(trees, canvas: device.size, safeArea: device.safeArea))
    case .automatic:
      let device = fitReferenceDevice
      let placed = placeEach(trees, canvas: device.size, safeArea: device.safeArea)
      let safe = Rect(origin: .zero, size: device.size).inset(by: device.safeArea)
      let fillsScreen = placed.allSatisfy {
        $0.rootFrame.width >= safe.width - 0.5 && $0.rootFrame.height >= safe.height - 0.5
      }
      // A view smaller than the screen is shown whole, as Xcode's preview shows a component:
      // its own frame and every state's glass, with the margin.
      return fillsScreen ? placed.map(\.state) : fit(placed, wholeView: true)
    }
  }

  /// Every tree placed on the same canvas, in order. The states are independent, so they are laid
  /// out on all cores — on large stacks, since layout recurses as deep as views nest; each result
  /// goes to its own index, so the output does not depend on the thread count.
  private static func placeEach(_ trees: [ViewTree], canvas: Size, safeArea: EdgeInsets)
    -> [(state: LaidOutState, rootFrame: Rect)]
  {
    LargeStack.map(trees.count) { place(trees[$0], canvas: canvas, safeArea: safeArea) }
  }

  /// States placed on the reference device (`placed`), cropped to the union of every state's
  /// glass bounds plus a margin, so that every state fits one frame; with `wholeView`, each
  /// state's whole view (its root frame) too.
  private static func fit(
    _ placed: [(state: LaidOutState, rootFrame: Rect)], wholeView: Bool = false
  ) -> [LaidOutState] {
    let device = fitReferenceDevice
    var bounds: Rect? = nil
    for (state, rootFrame) in placed.map({ ($0.state, $0.rootFrame) }) {
      var frames = state.glass.map(\.frame)
      if frames.isEmpty { frames = state.content.filter { !$0.isBackdrop }.map(\.frame) }
      if frames.isEmpty || wholeView { frames.append(rootFrame) }
      for frame in frames { bounds = bounds.map { $0.union(frame) } ?? frame }
    }
    let margin = LayoutConstants.fitMargin
    let crop = (bounds ?? Rect(origin: .zero, size: device.size)).inset(
      by: EdgeInsets(all: -margin))
    // Whole points, so that pixel grids line up at any scale.
    let origin = Point(x: crop.minX.rounded(.down), y: crop.minY.rounded(.down))
    let size = Size(
      width: (crop.maxX - origin.x).rounded(.up), height: (crop.maxY - origin.y).rounded(.up))
    return placed.map { $0.state.translated(by: Point(x: -origin.x, y: -origin.y), canvas: size) }
  }

  /// Places one view on a canvas of `canvas` points with a safe area.
  static func place(_ tree: ViewTree, canvas: Size, safeArea: EdgeInsets)
    -> (state: LaidOutState, rootFrame: Rect)
  {
    var builder = LayoutNodeBuilder(rootName: tree.rootName)
    let node = builder.build(tree.preview ?? tree.root, isBackdrop: tree.preview != nil)
    let engine = LayoutEngine()
    let canvasRect = Rect(origin: .zero, size: canvas)
    let safe = canvasRect.inset(by: safeArea)
    var environment = LayoutEnvironment()
    environment.system = tree.environment
    let size = engine.size(node, ProposedSize(width: safe.width, height: safe.height), environment)
    let frame = LayoutEngine.align(size, in: safe, .center)
    var output = PlacementOutput(canvas: canvasRect, safeArea: safe)
    output.wantedAnchors = contextMenuAnchors(tree.preview ?? tree.root)
    engine.place(
      node, in: frame, proposal: ProposedSize(width: safe.width, height: safe.height), environment,
      &output)
    let (unions, unionDiagnostics) = resolveUnions(
      zip(output.glass, output.glassPlacements).map { PlacedGlass(element: $0, placement: $1) })
    let state = LaidOutState(
      atRest: FrameState(
        time: 0, canvas: canvas, glass: output.glass, content: output.content,
        items: output.items, unions: unions, containers: output.containers),
      glassPlacements: output.glassPlacements, contentMotion: output.contentMotion,
      diagnostics: builder.diagnostics + output.diagnostics + unionDiagnostics)
    return (state, frame)
  }

  /// The views open context menus hang from: the anchors of the tree's context-menu
  /// presentations (the layout records the frames of these, as it does every button's).
  static func contextMenuAnchors(_ root: ViewNode) -> Set<String> {
    var anchors: Set<String> = []
    root.forEachNode { node in
      if case .presentation(let spec) = node.kind, spec.style == .contextMenu,
        let anchor = spec.anchor
      {
        anchors.insert(anchor)
      }
    }
    return anchors
  }

  /// Union groups (Docs/Glass.md §1): members with the same union id and namespace, shape kind
  /// and variant become one shape over their bounding rectangle; others stay separate (warned).
  static func resolveUnions(_ glass: [PlacedGlass]) -> ([UnionFrame], [Diagnostic]) {
    var order: [String] = []
    var groups: [String: [PlacedGlass]] = [:]
    for placed in glass {
      guard let key = placed.placement.unionKey else { continue }
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(placed)
    }
    var unions: [UnionFrame] = []
    var diagnostics: [Diagnostic] = []
    for key in order {
      guard let members = groups[key], let first = members.first else { continue }
      let kind = { (placed: PlacedGlass) in
        "\(shapeFamily(placed.element.shape))|\(placed.element.glass.variant)"
      }
      var partitions: [String: [PlacedGlass]] = [:]
      var partitionOrder: [String] = []
      for member in members {
        if partitions[kind(member)] == nil { partitionOrder.append(kind(member)) }
        partitions[kind(member), default: []].append(member)
      }
      let chosenKey =
        partitionOrder.max { (partitions[$0]?.count ?? 0) < (partitions[$1]?.count ?? 0) }
        ?? kind(first)
      let chosen = (partitions[chosenKey] ?? [first]).map(\.element)
      for other in partitionOrder where other != chosenKey {
        for member in partitions[other] ?? [] {
          diagnostics.append(
            Diagnostic(
              .unionMismatch, at: member.placement.location,
              "This glass is in the union '\(key)' but its shape or variant differs from the other members; it stays separate (a union joins glass of one shape kind and variant)."
            ))
        }
      }
      var frame = chosen[0].frame
      for member in chosen.dropFirst() { frame = frame.union(member.frame) }
      let shorter = min(frame.width, frame.height)
      let (shape, radius): (ShapeKind, Double)
      switch chosen[0].shape {
      case .circle, .capsule: (shape, radius) = (.capsule, shorter / 2)
      case .ellipse: (shape, radius) = (.ellipse, shorter / 2)
      default: (shape, radius) = (chosen[0].shape, min(chosen[0].cornerRadius, shorter / 2))
      }
      unions.append(
        UnionFrame(
          key: key, members: chosen.map(\.key), frame: frame, shape: shape, cornerRadius: radius,
          container: chosen[0].container))
    }
    return (unions, diagnostics)
  }

  /// Shapes that can be one union: circles and capsules together, rounded rectangles by radius.
  private static func shapeFamily(_ shape: ShapeKind) -> String {
    switch shape {
    case .circle, .capsule: return "round"
    case .roundedRectangle(let radius, _): return "rect\(radius)"
    default: return shape.name
    }
  }
}

extension LaidOutState {
  /// Every frame moved by `offset`, on a canvas of `size`.
  func translated(by offset: Point, canvas size: Size) -> LaidOutState {
    func move(_ rect: Rect) -> Rect { rect.offsetBy(dx: offset.x, dy: offset.y) }
    var copy = self
    copy.atRest = FrameState(
      time: atRest.time, canvas: size, glass: glass.map { $0.moved(to: move($0.frame)) },
      content: content.map { $0.offsetBy(dx: offset.x, dy: offset.y) }, items: items,
      unions: unions.map {
        UnionFrame(
          key: $0.key, members: $0.members, frame: move($0.frame), shape: $0.shape,
          cornerRadius: $0.cornerRadius, container: $0.container)
      },
      containers: containers.map {
        ContainerFrame(index: $0.index, spacing: $0.spacing, frame: move($0.frame))
      })
    return copy
  }
}
