import MorphCore
import MorphDiagnostics
import MorphFrame
import MorphViewTree

extension LayoutEngine {
  /// Places `node` in `frame` (the size it chose, positioned by its parent), emitting glass and
  /// content in drawing order. `outside` is the environment around the node.
  func place(
    _ node: LayoutNode, in frame: Rect, proposal: ProposedSize, _ outside: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    if case .button = node.kind {
      output.anchors[node.identity] = frame
    } else if output.wantedAnchors.contains(node.identity) {
      output.anchors[node.identity] = frame
    }
    var environment = outside.entering(node)
    environment.stackAxis = outside.stackAxis
    var zIndex = 0.0
    for modifier in node.modifiers {
      switch modifier {
      case .opacity(let value): environment.opacity *= value
      case .blur(let radius): environment.blur += radius
      case .ignoresSafeArea: environment.ignoresSafeArea = true
      case .contentTransition(let kind): environment.contentTransition = kind
      case .matchedGeometry(let id, let namespace):
        environment.matched = (id, "matched:\(namespace):\(id)", node.identity)
      case .zIndex(let value): zIndex = value
      case .animation(let implicit): environment.implicitAnimation = implicit
      // Hidden views keep their place in the layout and draw nothing (SwiftUI's `hidden()`).
      case .hidden: return
      default: break
      }
    }
    output.enterView(zIndex: zIndex)
    defer { output.leaveView() }
    let glass = outside.glass.glass(of: node)
    let glassLayer = glass.flatMap { declaration -> Int? in
      declaration.isButtonStyle
        ? 0
        : node.modifiers.lastIndex {
          if case .glassEffect = $0 { return true } else { return false }
        }.map { $0 + 1 }
    }
    placeLayer(
      node, layer: node.modifiers.count, frame, proposal, environment,
      glass: glass.map { ($0, glassLayer ?? 0) }, &output)
  }

  /// Places layer `layer` of `node` in `frame`; `proposal` is what its parent proposed (placement
  /// re-proposes it, as SwiftUI's `placeSubviews(in:proposal:)` does, never the chosen size).
  private func placeLayer(
    _ node: LayoutNode, layer: Int, _ frame: Rect, _ proposal: ProposedSize,
    _ environment: LayoutEnvironment, glass: (GlassDeclaration, Int)?,
    _ output: inout PlacementOutput
  ) {
    var environment = environment
    if let (declaration, glassLayer) = glass, glassLayer == layer {
      var placed = resolve(declaration, in: frame, environment, output)
      var element: GlassFrame {
        get { placed.element }
        set { placed.element = newValue }
      }
      if environment.scale != 1 {
        // `.scaleEffect` scales the glass about the scaled view's centre, radius included.
        let pivot = environment.pivot ?? Point(x: element.frame.midX, y: element.frame.midY)
        let s = environment.scale
        element = element.moved(
          to: Rect(
            x: pivot.x + (element.frame.minX - pivot.x) * s,
            y: pivot.y + (element.frame.minY - pivot.y) * s,
            width: element.frame.width * s, height: element.frame.height * s),
          cornerRadius: element.cornerRadius * s)
      }
      if environment.rotation.truncatingRemainder(dividingBy: 360) != 0 {
        output.diagnostics.append(
          Diagnostic(
            .designRule, at: declaration.location,
            "This glass is inside a '.rotationEffect'; glass is drawn unrotated (its content turns)."
          ))
      }
      if let outer = environment.glassKey {
        output.diagnostics.append(
          Diagnostic(
            .designRule, at: declaration.location,
            "Glass on glass: this glass sits on the glass '\(outer)'; Apple's guidance is never to stack glass on glass — use a plain background or move it out."
          ))
      }
      output.add(placed)
      environment.glassKey = element.key
      environment.enclosingShape = (element.frame, element.cornerRadius)
      if case .glassProminent = environment.glass.buttonStyle, declaration.isButtonStyle {
        environment.onProminentGlass = true
      }
    }
    guard layer > 0 else {
      placeBase(node, frame, proposal, environment, &output)
      return
    }
    let index = layer - 1
    let next = {
      (
        rect: Rect, proposal: ProposedSize, environment: LayoutEnvironment,
        output: inout PlacementOutput
      ) in
      self.placeLayer(node, layer: index, rect, proposal, environment, glass: glass, &output)
    }
    switch node.modifiers[index] {
    case .frame(let width, let height, let alignment):
      let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
      next(
        LayoutEngine.align(size(node, layer: index, inner, environment), in: frame, alignment),
        inner, environment, &output)
    case .flexibleFrame(
      let minW, let idealW, let maxW, let minH, let idealH, let maxH, let alignment):
      let inner = ProposedSize(
        width: LayoutEngine.clampedProposal(proposal.width, minW, idealW, maxW),
        height: LayoutEngine.clampedProposal(proposal.height, minH, idealH, maxH))
      next(
        LayoutEngine.align(size(node, layer: index, inner, environment), in: frame, alignment),
        inner, environment, &output)
    case .padding(let edges, let amount):
      let insets = LayoutEngine.insets(edges, amount)
      next(frame.inset(by: insets), LayoutEngine.shrink(proposal, by: insets), environment, &output)
    case .offset(let x, let y):
      next(frame.offsetBy(dx: x, dy: y), proposal, environment, &output)
    case .fixedSize(let horizontal, let vertical):
      let inner = ProposedSize(
        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
      next(
        LayoutEngine.align(size(node, layer: index, inner, environment), in: frame, .center), inner,
        environment, &output)
    case .aspectRatio(let ratio, let fill):
      let inner = aspectProposal(
        ratio, fill: fill, proposal, ideal: size(node, layer: index, .unspecified, environment))
      next(
        LayoutEngine.align(size(node, layer: index, inner, environment), in: frame, .center), inner,
        environment, &output)
    case .background(_, let alignment):
      if let decoration = node.decorations[index] {
        placeDecoration(decoration, in: frame, alignment, environment, &output)
      }
      next(frame, proposal, environment, &output)
    case .overlay(_, let alignment):
      next(frame, proposal, environment, &output)
      if let decoration = node.decorations[index] {
        placeDecoration(decoration, in: frame, alignment, environment, &output)
      }
    case .safeAreaInset(let edge, let spacing, _, _):
      // The inset content sits at the edge; the view keeps the rest of the frame.
      guard let decoration = node.decorations[index] else {
        next(frame, proposal, environment, &output)
        return
      }
      let horizontal = edge == "leading" || edge == "trailing"
      let offer = ProposedSize(
        width: horizontal ? nil : frame.width, height: horizontal ? frame.height : nil)
      let inset = size(decoration, offer, environment)
      let gap = spacing ?? 0
      var rest = frame
      let placed: Rect
      switch edge {
      case "top":
        placed = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: inset.height)
        rest = Rect(
          x: frame.minX, y: frame.minY + inset.height + gap, width: frame.width,
          height: max(0, frame.height - inset.height - gap))
      case "leading":
        placed = Rect(x: frame.minX, y: frame.minY, width: inset.width, height: frame.height)
        rest = Rect(
          x: frame.minX + inset.width + gap, y: frame.minY,
          width: max(0, frame.width - inset.width - gap), height: frame.height)
      case "trailing":
        placed = Rect(
          x: frame.maxX - inset.width, y: frame.minY, width: inset.width, height: frame.height)
        rest = Rect(
          x: frame.minX, y: frame.minY, width: max(0, frame.width - inset.width - gap),
          height: frame.height)
      default:
        placed = Rect(
          x: frame.minX, y: frame.maxY - inset.height, width: frame.width, height: inset.height)
        rest = Rect(
          x: frame.minX, y: frame.minY, width: frame.width,
          height: max(0, frame.height - inset.height - gap))
      }
      next(rest, ProposedSize(width: rest.width, height: rest.height), environment, &output)
      place(
        decoration, in: LayoutEngine.align(inset, in: placed, .center), proposal: offer,
        environment, &output)
    // Effects about the view as sized at this layer (its centre, its size).
    case .scaleEffect(let value):
      var inner = environment
      inner.scale *= value
      inner.pivot = Point(x: frame.midX, y: frame.midY)
      next(frame, proposal, inner, &output)
    case .rotation(let degrees):
      var inner = environment
      inner.rotation += degrees
      inner.pivot = Point(x: frame.midX, y: frame.midY)
      next(frame, proposal, inner, &output)
    case .shadow(let color, let radius, let x, let y):
      // Everything the view draws, then a shadow of each drawn shape slid in beneath it all.
      let first = output.itemCount
      next(frame, proposal, environment, &output)
      let shadowed = output.insertShadows(
        from: first, color: color, radius: radius, dx: x, dy: y)
      if !shadowed {
        output.diagnostics.append(
          Diagnostic(
            .unsupportedModifier, at: node.location,
            "This '.shadow' falls on text or symbols only, whose shadows are not drawn."))
      }
    case .transition(let transition):
      var inner = environment
      inner.transition = transition.resolved(for: frame.size)
      next(frame, proposal, inner, &output)
    case .clipShape(let shape):
      var inner = environment
      let (rect, kind, radius) = LayoutEngine.resolve(shape, in: frame, enclosing: nil)
      inner.enclosingShape = (frame, radius)
      var region = ClipRegion(rect: rect, cornerRadius: radius, isEllipse: kind == .ellipse)
      if let outer = environment.clip {
        // Nested clips: the inner shape, cut to the outer bounds.
        region.rect = region.rect.intersection(outer.rect)
      }
      inner.clip = region
      next(frame, proposal, inner, &output)
    default:
      next(frame, proposal, environment, &output)
    }
  }

  private func placeDecoration(
    _ decoration: LayoutNode, in frame: Rect, _ alignment: Alignment,
    _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    var inner = environment
    inner.stackAxis = nil
    // Shape styles used as backgrounds extend into the safe area, as SwiftUI's
    // `background(_:ignoresSafeAreaEdges:)` does by default.
    switch decoration.kind {
    case .paint, .shape: inner.ignoresSafeArea = true
    default: break
    }
    let proposal = ProposedSize(width: frame.width, height: frame.height)
    let size = self.size(decoration, proposal, inner)
    place(
      decoration, in: LayoutEngine.align(size, in: frame, alignment), proposal: proposal, inner,
      &output)
  }

  // MARK: Bare views

  private func placeBase(
    _ node: LayoutNode, _ frame: Rect, _ proposal: ProposedSize, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    switch node.kind {
    case .stack(let axis, let alignment, let spacing):
      let (_, sizes, proposals) = stackLayout(
        node, axis: axis, spacing: spacing, proposal, environment)
      var child = environment
      child.stackAxis = axis
      let horizontal = axis == .horizontal
      let gap = spacing ?? LayoutConstants.defaultStackSpacing
      var cursor = horizontal ? frame.minX : frame.minY
      for (position, (view, size)) in zip(node.children, sizes).enumerated() {
        let rect: Rect
        if horizontal {
          let y: Double
          switch alignment.vertical {
          case .top, .firstTextBaseline: y = frame.minY
          case .bottom, .lastTextBaseline: y = frame.maxY - size.height
          case .center: y = frame.minY + (frame.height - size.height) / 2
          }
          rect = Rect(x: cursor, y: y, width: size.width, height: size.height)
          cursor += size.width + gap
        } else {
          let x: Double
          switch alignment.horizontal {
          case .leading: x = frame.minX
          case .trailing: x = frame.maxX - size.width
          case .center: x = frame.minX + (frame.width - size.width) / 2
          }
          rect = Rect(x: x, y: cursor, width: size.width, height: size.height)
          cursor += size.height + gap
        }
        place(view, in: rect, proposal: proposals[position], child, &output)
      }
    case .zStack(let alignment):
      for view in node.children {
        place(
          view, in: LayoutEngine.align(size(view, proposal, environment), in: frame, alignment),
          proposal: proposal, environment, &output)
      }
    case .glassEffectContainer(let spacing):
      if node.children.count > 1 {
        output.diagnostics.append(
          Diagnostic(
            .designRule, at: node.location,
            "This GlassEffectContainer has \(node.children.count) views directly inside; they are stacked as a centred ZStack (SwiftUI does not document how it arranges them — Docs/SystemChrome.md §4). Wrap them in an HStack or VStack."
          ))
      }
      var inner = environment
      inner.glass.container = output.containers.count
      inner.glass.containerSpacing = spacing ?? 0
      output.containers.append(
        ContainerFrame(index: output.containers.count, spacing: spacing ?? 0, frame: frame))
      for view in node.children {
        place(
          view, in: LayoutEngine.align(size(view, proposal, inner), in: frame, .center),
          proposal: proposal, inner, &output)
      }
    case .grid(let axis, let items, let spacing):
      let (_, tracks, sizes) = gridLayout(
        node, axis: axis, items: items, spacing: spacing, proposal, environment)
      placeGrid(
        node, axis: axis, items: items, spacing: spacing, tracks: tracks, sizes: sizes, frame,
        environment, &output)
    case .button:
      guard let label = node.children.first else { return }
      var inner = frame
      var labelProposal = proposal
      if let (insets, circle) = buttonInsets(environment) {
        inner = frame.inset(by: insets)
        labelProposal = LayoutEngine.shrink(proposal, by: insets)
        if circle {
          inner = LayoutEngine.align(size(label, labelProposal, environment), in: inner, .center)
        }
      }
      place(label, in: inner, proposal: labelProposal, environment, &output)
    case .toggle, .picker, .stepper:
      placeControl(node, frame, environment, &output)
    case .navigationStack:
      placeNavigationStack(node, frame, environment, &output)
    case .tabView:
      placeTabView(node, frame, environment, &output)
    case .geometryReader:
      placeGeometryReader(node, frame, environment, &output)
    case .presentation(let spec):
      placePresentation(node, spec, environment, &output)
    case .toolbarItem, .toolbarSpacer:
      break
    case .text(let text):
      emit(node, "text", .text(text, environment.effectiveFont), frame, environment, &output)
    case .symbol(let name):
      let shown = symbol(name, environment, node, &output)
      emit(node, "symbol", .symbol(shown), frame, environment, &output)
    case .image(let name, _, _):
      emit(node, "image", .image(name), frame, environment, &output)
    case .label(let title, let image):
      let icon = symbolSide(environment)
      switch environment.labelStyle {
      case "iconOnly":
        let shown = symbol(image, environment, node, &output)
        emit(node, "icon", .symbol(shown), frame, environment, &output)
      case "titleOnly":
        emit(node, "title", .text(title, environment.effectiveFont), frame, environment, &output)
      default:
        let iconFrame = Rect(x: frame.minX, y: frame.midY - icon / 2, width: icon, height: icon)
        let titleWidth = max(0, frame.width - icon - LayoutConstants.labelSpacing)
        let titleSize = textSize(
          title, ProposedSize(width: titleWidth, height: frame.height), environment.effectiveFont)
        let titleFrame = Rect(
          x: frame.minX + icon + LayoutConstants.labelSpacing, y: frame.midY - titleSize.height / 2,
          width: titleSize.width, height: titleSize.height)
        let shown = symbol(image, environment, node, &output)
        emit(node, "icon", .symbol(shown), iconFrame, environment, &output)
        emit(
          node, "title", .text(title, environment.effectiveFont), titleFrame, environment, &output)
      }
    case .shape(let shape):
      let foreground = environment.foreground ?? .color(environment.primary)
      var fill: Paint?
      for case .fill(let paint) in node.modifiers { fill = paint }
      let (rect, kind, radius) = LayoutEngine.resolve(
        shape, in: frame, enclosing: environment.enclosingShape)
      let strokes = node.modifiers.compactMap { modifier in
        if case .stroke(let paint, let width, let inside) = modifier {
          return (paint: paint ?? foreground, width: width, inside: inside)
        }
        return nil
      }
      // A stroked shape draws its outline only; filled first (`.fill(…).stroke(…)`, iOS 17), both.
      if strokes.isEmpty || fill != nil {
        emit(
          node, "shape", .shape(kind, cornerRadius: radius, fill ?? foreground), rect, environment,
          &output)
      }
      for (index, stroke) in strokes.enumerated() {
        let (band, outlineRadius) = LayoutEngine.strokeBand(
          of: rect, kind: kind, radius: radius, width: stroke.width, inside: stroke.inside)
        emit(
          node, index == 0 ? "stroke" : "stroke \(index + 1)",
          .stroke(kind, cornerRadius: outlineRadius, lineWidth: stroke.width, stroke.paint), band,
          environment, &output)
      }
    case .paint(let paint):
      emit(node, "paint", .paint(paint), frame, environment, &output)
    case .progress(let fraction):
      guard let fraction else {
        emit(node, "spinner", .symbol("progress.indicator"), frame, environment, &output)
        return
      }
      let radius = frame.height / 2
      emit(
        node, "track",
        .shape(.capsule, cornerRadius: radius, .color(Color(white: 0.5, opacity: 0.3))), frame,
        environment, &output)
      let bar = Rect(
        x: frame.minX, y: frame.minY, width: frame.width * fraction, height: frame.height)
      emit(
        node, "bar",
        .shape(.capsule, cornerRadius: radius, .color(environment.glass.tint ?? .accentColor)), bar,
        environment, &output)
    case .divider:
      emit(
        node, "divider", .paint(.color(Color(white: 0.5, opacity: 0.4))), frame, environment,
        &output)
    case .scroll(let axis):
      guard let content = node.children.first else { return }
      let horizontal = axis == .horizontal
      let inner = ProposedSize.axis(horizontal, nil, cross: proposal.along(!horizontal))
      let size = self.size(content, inner, environment)
      place(
        content, in: Rect(x: frame.minX, y: frame.minY, width: size.width, height: size.height),
        proposal: inner, environment, &output)
    case .unknown, .group, .custom:
      if let content = node.children.first {
        place(content, in: frame, proposal: proposal, environment, &output)
      }
    case .spacer, .empty:
      break
    }
  }

  private func placeGrid(
    _ node: LayoutNode, axis: Axis, items: [GridItemSpec], spacing: Double?, tracks: [Double],
    sizes: [Size], _ frame: Rect, _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    let vertical = axis == .vertical
    let count = max(1, tracks.count)
    let lineGap = spacing ?? LayoutConstants.gridSpacing
    var trackStarts: [Double] = []
    var position = 0.0
    for (index, track) in tracks.enumerated() {
      trackStarts.append(position)
      let gap = items.isEmpty ? nil : items[min(index, items.count - 1)].spacing
      position += track + (gap ?? LayoutConstants.gridSpacing)
    }
    var lineStart = 0.0
    var index = 0
    while index < node.children.count {
      let line = Array(index..<min(index + count, node.children.count))
      let length = line.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
      for (slot, child) in line.enumerated() {
        let size = sizes[child]
        let cell =
          vertical
          ? Rect(
            x: frame.minX + trackStarts[slot], y: frame.minY + lineStart, width: tracks[slot],
            height: length)
          : Rect(
            x: frame.minX + lineStart, y: frame.minY + trackStarts[slot], width: length,
            height: tracks[slot])
        let proposal =
          vertical
          ? ProposedSize(width: tracks[slot], height: nil)
          : ProposedSize(width: nil, height: tracks[slot])
        place(
          node.children[child], in: LayoutEngine.align(size, in: cell, .center), proposal: proposal,
          environment, &output)
      }
      lineStart += length + lineGap
      index += count
    }
  }

  func emit(
    _ node: LayoutNode, _ part: String, _ kind: ContentKind, _ frame: Rect,
    _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    var rect = frame
    if environment.ignoresSafeArea {
      rect = LayoutEngine.extend(rect, safeArea: output.safeArea, canvas: output.canvas)
    }
    let foreground =
      environment.foreground ?? .color(environment.onProminentGlass ? .white : environment.primary)
    var key = node.identity + "#" + part
    if let matched = environment.matched, node.identity.hasPrefix(matched.identity) {
      let matchedKey = matched.prefix + node.identity.dropFirst(matched.identity.count) + "#" + part
      if output.contentKeys.contains(matchedKey) {
        output.diagnostics.append(
          Diagnostic(
            .duplicateID, at: node.location,
            "Two views share the matchedGeometryEffect ID '\(matched.id)' in one state; SwiftUI places the non-source view at the source's frame, the simulator draws each in its own place."
          ))
      } else {
        key = matchedKey
      }
    }
    let item = ContentFrame(
      key: key, kind: kind, frame: rect, foreground: foreground, opacity: environment.opacity,
      scale: environment.scale, blur: environment.blur, glassKey: environment.glassKey,
      isBackdrop: node.isBackdrop, clip: environment.clip, rotation: environment.rotation,
      pivot: environment.pivot)
    var motion = ContentMotion(
      transition: environment.transition, contentTransition: environment.contentTransition)
    motion.implicitAnimation = environment.implicitAnimation
    output.add(item, motion: motion, at: node.location)
  }

  // MARK: Geometry helpers

  /// A glass element for `declaration` placed in `frame`, its shape resolved.
  private func resolve(
    _ declaration: GlassDeclaration, in frame: Rect, _ environment: LayoutEnvironment,
    _ output: PlacementOutput
  ) -> PlacedGlass {
    let (rect, kind, radius) = LayoutEngine.resolve(
      declaration.shape, in: frame, enclosing: environment.enclosingShape ?? (output.canvas, 0))
    var placed = declaration.placed(frame: rect, shape: kind, cornerRadius: radius)
    placed.placement.implicitAnimation = environment.implicitAnimation
    if let transition = environment.transition {
      placed.placement.slide = GlassPlacement.Slide(
        insertion: transition.insertion.offset, removal: transition.removal.offset)
    }
    return placed
  }

  /// Where a stroke of `width` points draws around a shape resolved to `rect` (kind, radius): the
  /// band's outer rectangle and the corner radius of the outline the band is centred on.
  static func strokeBand(
    of rect: Rect, kind: ShapeKind, radius: Double, width: Double, inside: Bool
  ) -> (band: Rect, outlineRadius: Double) {
    let half = max(0, width) / 2
    // `.strokeBorder` insets the shape by half the width (InsettableShape), so its band ends at
    // the frame; `.stroke` centres the band on the outline, half of it outside.
    let outline = inside ? rect.inset(by: EdgeInsets(all: half)) : rect
    let shorter = max(0, min(outline.width, outline.height))
    let outlineRadius: Double
    switch kind {
    case .capsule, .circle, .ellipse: outlineRadius = shorter / 2
    case .rectangle: outlineRadius = 0
    default: outlineRadius = min(shorter / 2, max(0, inside ? radius - half : radius))
    }
    return (outline.inset(by: EdgeInsets(all: -half)), outlineRadius)
  }

  /// A shape's frame, kind and corner radius in `frame` (Docs/Glass.md §1): capsules and circles
  /// have half the shorter side; a circle fills the centred square; concentric corners take the
  /// enclosing shape's radius minus the gap between the corners, never below their minimum.
  static func resolve(_ shape: ShapeKind, in frame: Rect, enclosing: (frame: Rect, radius: Double)?)
    -> (Rect, ShapeKind, Double)
  {
    let shorter = min(frame.width, frame.height)
    switch shape {
    case .capsule, .buttonBorder: return (frame, .capsule, shorter / 2)
    case .circle:
      let square = Rect(
        x: frame.midX - shorter / 2, y: frame.midY - shorter / 2, width: shorter, height: shorter)
      return (square, .circle, shorter / 2)
    case .ellipse: return (frame, .ellipse, shorter / 2)
    case .rectangle: return (frame, .rectangle, 0)
    case .roundedRectangle(let radius, let continuous):
      let clamped = min(max(0, radius), shorter / 2)
      return (frame, .roundedRectangle(cornerRadius: clamped, continuous: continuous), clamped)
    case .concentric(let minimum):
      let outer = enclosing ?? (frame, 0)
      let corners = [
        max(frame.minX - outer.frame.minX, frame.minY - outer.frame.minY),
        max(outer.frame.maxX - frame.maxX, frame.minY - outer.frame.minY),
        max(frame.minX - outer.frame.minX, outer.frame.maxY - frame.maxY),
        max(outer.frame.maxX - frame.maxX, outer.frame.maxY - frame.maxY),
      ]
      let gap = max(0, corners.min() ?? 0)
      let radius = min(shorter / 2, max(minimum, outer.radius - gap))
      return (frame, .roundedRectangle(cornerRadius: radius, continuous: true), radius)
    case .custom:
      let radius = shorter * LayoutConstants.customShapeRadiusFraction
      return (frame, .roundedRectangle(cornerRadius: radius, continuous: true), radius)
    }
  }

  /// The corner radius a clip shape gives its content.
  static func radius(of shape: ShapeKind, in frame: Rect) -> Double {
    resolve(shape, in: frame, enclosing: nil).2
  }

  /// `size` aligned inside `frame`.
  static func align(_ size: Size, in frame: Rect, _ alignment: Alignment) -> Rect {
    let x: Double
    switch alignment.horizontal {
    case .leading: x = frame.minX
    case .trailing: x = frame.maxX - size.width
    case .center: x = frame.minX + (frame.width - size.width) / 2
    }
    let y: Double
    switch alignment.vertical {
    case .top, .firstTextBaseline: y = frame.minY
    case .bottom, .lastTextBaseline: y = frame.maxY - size.height
    case .center: y = frame.minY + (frame.height - size.height) / 2
    }
    return Rect(x: x, y: y, width: size.width, height: size.height)
  }

  /// A frame that touches a safe-area edge extended to the canvas edge beyond it.
  static func extend(_ frame: Rect, safeArea: Rect, canvas: Rect) -> Rect {
    let tolerance = 0.5
    var minX = frame.minX
    var minY = frame.minY
    var maxX = frame.maxX
    var maxY = frame.maxY
    if minX <= safeArea.minX + tolerance { minX = min(minX, canvas.minX) }
    if minY <= safeArea.minY + tolerance { minY = min(minY, canvas.minY) }
    if maxX >= safeArea.maxX - tolerance { maxX = max(maxX, canvas.maxX) }
    if maxY >= safeArea.maxY - tolerance { maxY = max(maxY, canvas.maxY) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
