import MorphCore
import MorphViewTree

/// Toggles, pickers and steppers: sized and drawn as iOS 26 draws them at rest (Docs/SystemChrome.md
/// §5) — a label leading, the control trailing.
extension LayoutEngine {
  /// The control part's size for a control node (its label aside).
  func controlSize(_ node: LayoutNode, _ environment: LayoutEnvironment) -> Size {
    switch node.kind {
    case .toggle: return LayoutConstants.toggleSize
    case .stepper: return LayoutConstants.stepperSize
    case .picker(let options, let selected):
      if environment.pickerStyle == "segmented" {
        let font = FontSpec.system(size: LayoutConstants.segmentedFontSize, weight: "medium")
        let width = options.reduce(0.0) {
          $0 + textSize($1.title, .unspecified, font).width + 2 * LayoutConstants.segmentPadding
        }
        return Size(width: width, height: LayoutConstants.segmentedHeight)
      }
      // Menu style: the selected option in the accent colour and an up/down chevron.
      let title = selected.flatMap { options.indices.contains($0) ? options[$0].title : nil } ?? ""
      let text = textSize(title, .unspecified, environment.effectiveFont)
      let chevron = symbolSide(environment)
      return Size(
        width: text.width + LayoutConstants.labelSpacing / 2 + chevron,
        height: max(text.height, chevron))
    default: return .zero
    }
  }

  /// A control's size: the label's ideal width plus the control, or the whole width offered.
  func controlNodeSize(
    _ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment
  ) -> Size {
    let control = controlSize(node, environment)
    let spacing = LayoutConstants.controlLabelSpacing
    var label = Size.zero
    if let first = node.children.first {
      label = size(
        first,
        ProposedSize(
          width: proposal.width.map { max(0, $0 - control.width - spacing) }, height: nil),
        environment)
    }
    let ideal = label.width + (label.width > 0 ? spacing : 0) + control.width
    // Toggles and steppers with a label fill the width offered (the label leading, the control
    // trailing), as in a Form; a segmented picker takes the width offered.
    let width: Double
    if case .picker = node.kind, environment.pickerStyle == "segmented",
      let offered = proposal.width,
      offered.isFinite
    {
      width = max(offered, control.width)
    } else if label.width > 0, let offered = proposal.width, offered.isFinite {
      width = max(offered, ideal)
    } else {
      width = ideal
    }
    return Size(width: width, height: max(label.height, control.height))
  }

  /// Places a control: its label at the leading edge, the control at the trailing edge.
  func placeControl(
    _ node: LayoutNode, _ frame: Rect, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    var control = controlSize(node, environment)
    let segmented: Bool = {
      if case .picker = node.kind { return environment.pickerStyle == "segmented" }
      return false
    }()
    if segmented && node.children.isEmpty { control.width = max(control.width, frame.width) }
    let box = Rect(
      x: frame.maxX - control.width, y: frame.midY - control.height / 2, width: control.width,
      height: control.height)
    if let label = node.children.first, !segmented || box.minX > frame.minX {
      let width = max(0, box.minX - frame.minX - LayoutConstants.controlLabelSpacing)
      let proposal = ProposedSize(width: width, height: nil)
      let labelSize = size(label, proposal, environment)
      place(
        label,
        in: Rect(
          x: frame.minX, y: frame.midY - labelSize.height / 2, width: labelSize.width,
          height: labelSize.height), proposal: proposal, environment, &output)
    }
    switch node.kind {
    case .toggle(let isOn, _):
      let inset = LayoutConstants.controlInset
      let knob = LayoutConstants.toggleKnob
      emit(
        node, "track",
        .shape(
          .capsule, cornerRadius: box.height / 2,
          .color(isOn ? environment.glass.tint ?? .green : LayoutConstants.toggleOffFill)), box,
        environment, &output)
      let knobFrame = Rect(
        x: isOn ? box.maxX - inset - knob.width : box.minX + inset, y: box.midY - knob.height / 2,
        width: knob.width, height: knob.height)
      emit(
        node, "knob", .shape(.capsule, cornerRadius: knob.height / 2, .color(.white)), knobFrame,
        environment, &output)
    case .stepper:
      emit(
        node, "track",
        .shape(
          .roundedRectangle(cornerRadius: LayoutConstants.stepperRadius, continuous: true),
          cornerRadius: LayoutConstants.stepperRadius, .color(LayoutConstants.controlFill)), box,
        environment, &output)
      let side = symbolSide(environment)
      for (index, symbol) in ["minus", "plus"].enumerated() {
        let center = box.minX + box.width * (Double(index) + 0.5) / 2
        emit(
          node, symbol, .symbol(symbol),
          Rect(x: center - side / 2, y: box.midY - side / 2, width: side, height: side),
          environment, &output)
      }
    case .picker(let options, let selected):
      if segmented {
        placeSegments(node, options: options, selected: selected, in: box, environment, &output)
      } else {
        let title =
          selected.flatMap { options.indices.contains($0) ? options[$0].title : nil } ?? ""
        let font = environment.effectiveFont
        let text = textSize(title, .unspecified, font)
        var accent = environment
        accent.foreground = .color(environment.glass.tint ?? .accentColor)
        emit(
          node, "selection", .text(title, font),
          Rect(x: box.minX, y: box.midY - text.height / 2, width: text.width, height: text.height),
          accent, &output)
        let side = symbolSide(environment)
        emit(
          node, "chevron", .symbol("chevron.up.chevron.down"),
          Rect(x: box.maxX - side, y: box.midY - side / 2, width: side, height: side), accent,
          &output)
      }
    default:
      break
    }
  }

  private func placeSegments(
    _ node: LayoutNode, options: [PickerOption], selected: Int?, in box: Rect,
    _ environment: LayoutEnvironment, _ output: inout PlacementOutput
  ) {
    emit(
      node, "track",
      .shape(.capsule, cornerRadius: box.height / 2, .color(LayoutConstants.controlFill)), box,
      environment, &output)
    guard !options.isEmpty else { return }
    let width = box.width / Double(options.count)
    let inset = LayoutConstants.controlInset
    if let selected, options.indices.contains(selected) {
      emit(
        node, "selected",
        .shape(.capsule, cornerRadius: box.height / 2 - inset, .color(.white)),
        Rect(
          x: box.minX + Double(selected) * width + inset, y: box.minY + inset,
          width: width - 2 * inset, height: box.height - 2 * inset), environment, &output)
    }
    for (index, option) in options.enumerated() {
      let font = FontSpec.system(
        size: LayoutConstants.segmentedFontSize, weight: index == selected ? "semibold" : "medium")
      let text = textSize(option.title, ProposedSize(width: width, height: nil), font)
      emit(
        node, "option\(index)", .text(option.title, font),
        Rect(
          x: box.minX + Double(index) * width + (width - text.width) / 2,
          y: box.midY - text.height / 2, width: text.width, height: text.height), environment,
        &output)
    }
  }
}
