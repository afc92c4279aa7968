import MorphCore
import MorphViewTree

extension LayoutEngine {
  /// The size of a bare view (layer 0).
  func baseSize(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment)
    -> Size
  {
    switch node.kind {
    case .stack(let axis, _, let spacing):
      return stackLayout(node, axis: axis, spacing: spacing, proposal, environment).size
    case .zStack, .glassEffectContainer:
      var width = 0.0
      var height = 0.0
      for child in node.children {
        let size = self.size(child, proposal, environment)
        width = max(width, size.width)
        height = max(height, size.height)
      }
      return Size(width: width, height: height)
    case .grid(let axis, let items, let spacing):
      return gridLayout(node, axis: axis, items: items, spacing: spacing, proposal, environment)
        .size
    case .spacer(let minLength):
      let minimum = minLength ?? LayoutConstants.spacerMinimumLength
      switch environment.stackAxis {
      case .horizontal?: return Size(width: max(minimum, proposal.width ?? minimum), height: 0)
      case .vertical?: return Size(width: 0, height: max(minimum, proposal.height ?? minimum))
      case nil:
        return Size(
          width: max(minimum, proposal.width ?? minimum),
          height: max(minimum, proposal.height ?? minimum))
      }
    case .divider:
      let thickness = LayoutConstants.dividerThickness
      if environment.stackAxis == .horizontal {
        return Size(width: thickness, height: proposal.height ?? LayoutConstants.shapeIdealSize)
      }
      return Size(width: proposal.width ?? LayoutConstants.shapeIdealSize, height: thickness)
    case .button:
      return buttonSize(node, proposal, environment)
    case .toggle, .picker, .stepper:
      return controlNodeSize(node, proposal, environment)
    case .navigationStack, .tabView, .geometryReader, .presentation:
      return fillingSize(node, proposal, environment)
    case .toolbarItem, .toolbarSpacer:
      // Toolbar items are placed by their navigation stack, not where they are declared.
      return .zero
    case .text(let text):
      return textSize(text, proposal, environment.effectiveFont)
    case .symbol:
      if node.isResizable { return LayoutEngine.filling(proposal, ideal: symbolSide(environment)) }
      let side = symbolSide(environment)
      return Size(width: side, height: side)
    case .image(_, _, let own):
      // An asset's picture is its own size in points (pixels over its scale), as iOS draws it.
      if node.isResizable {
        guard let own else {
          return LayoutEngine.filling(proposal, ideal: LayoutConstants.imagePlaceholderSize)
        }
        return Size(width: proposal.width ?? own.width, height: proposal.height ?? own.height)
      }
      return own
        ?? Size(
          width: LayoutConstants.imagePlaceholderSize,
          height: LayoutConstants.imagePlaceholderSize)
    case .label(let title, _):
      let icon = symbolSide(environment)
      switch environment.labelStyle {
      case "iconOnly": return Size(width: icon, height: icon)
      case "titleOnly": return textSize(title, proposal, environment.effectiveFont)
      default:
        let titleProposal = ProposedSize(
          width: proposal.width.map { max(0, $0 - icon - LayoutConstants.labelSpacing) },
          height: proposal.height)
        let text = textSize(title, titleProposal, environment.effectiveFont)
        return Size(
          width: icon + LayoutConstants.labelSpacing + text.width, height: max(icon, text.height))
      }
    case .shape, .paint:
      return LayoutEngine.filling(proposal, ideal: LayoutConstants.shapeIdealSize)
    case .progress(let fraction):
      if fraction == nil {
        return Size(width: LayoutConstants.spinnerSize, height: LayoutConstants.spinnerSize)
      }
      return Size(
        width: proposal.width ?? LayoutConstants.progressIdealWidth,
        height: LayoutConstants.progressBarHeight)
    case .scroll(let axis):
      guard let content = node.children.first else {
        return LayoutEngine.filling(proposal, ideal: 0)
      }
      let horizontal = axis == .horizontal
      let child = size(
        content, .axis(horizontal, nil, cross: proposal.along(!horizontal)), environment)
      return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    case .empty:
      return .zero
    case .unknown:
      if let content = node.children.first { return size(content, proposal, environment) }
      return Size(
        width: proposal.width ?? LayoutConstants.unknownViewSize.width,
        height: proposal.height ?? LayoutConstants.unknownViewSize.height)
    case .group, .custom:
      if let content = node.children.first { return size(content, proposal, environment) }
      return .zero
    }
  }

  /// A symbol's layout side: 1.2 × the font's point size (Docs/Layout.md [model]).
  func symbolSide(_ environment: LayoutEnvironment) -> Double {
    environment.effectiveFont.size * LayoutConstants.symbolScale
  }

  /// Text: its ideal width from the font it is drawn in (Inter's advances, `FontMetrics.inter`,
  /// or the app's own face), one line when it fits, wrapping at spaces when narrower; lines × the
  /// style's line height.
  func textSize(_ text: String, _ proposal: ProposedSize, _ font: FontSpec) -> Size {
    let metrics = font.metrics
    let ideal = metrics.width(
      of: text, size: font.size, weight: font.weight, monospacedDigits: font.monospacedDigits)
    guard let width = proposal.width, width < ideal - LayoutEngine.fitTolerance else {
      return Size(width: ideal, height: font.lineHeight)
    }
    guard width > 0 else { return Size(width: 0, height: font.lineHeight) }
    let lines = metrics.lines(
      of: text, width: width, size: font.size, weight: font.weight,
      monospacedDigits: font.monospacedDigits)
    let widest =
      lines.map {
        metrics.width(
          of: $0, size: font.size, weight: font.weight, monospacedDigits: font.monospacedDigits)
      }.max() ?? 0
    return Size(width: min(width, widest), height: Double(lines.count) * font.lineHeight)
  }

  /// The insets a button's style adds around its label.
  func buttonInsets(_ environment: LayoutEnvironment) -> (EdgeInsets, circle: Bool)? {
    switch environment.glass.buttonStyle {
    case .plain: return nil
    case .glass, .glassProminent, .bordered:
      if case .circle = environment.glass.borderShape {
        return (EdgeInsets(all: LayoutConstants.circleButtonInset), true)
      }
      let (vertical, horizontal) = LayoutConstants.buttonInsets
      return (
        EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal),
        false
      )
    }
  }

  private func buttonSize(
    _ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment
  ) -> Size {
    guard let label = node.children.first else { return .zero }
    guard let (insets, circle) = buttonInsets(environment) else {
      return size(label, proposal, environment)
    }
    let inner = size(label, LayoutEngine.shrink(proposal, by: insets), environment)
    let padded = Size(
      width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    if circle {
      let side = max(padded.width, padded.height)
      return Size(width: side, height: side)
    }
    return padded
  }
}
