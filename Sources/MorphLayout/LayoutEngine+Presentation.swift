import MorphCore
import MorphViewTree

extension LayoutEngine {
  /// Places a presented sheet or full-screen cover over the whole canvas (Docs/SystemChrome.md
  /// §6): its background (first child) in the sheet's rectangle, its content (second child) in
  /// the part of that rectangle above the bottom safe area, centred as a root view is.
  ///
  /// The full height of a sheet runs from `sheetTopGap` below the top safe edge to the canvas's
  /// bottom; `.medium` is half of it (Apple: "approximately half the height"), `.fraction(f)` that
  /// fraction, `.height(h)` h above the bottom safe area. A partial sheet is inset by
  /// `partialSheetInset` from the sides and bottom, as iOS 26 floats it.
  func placePresentation(
    _ node: LayoutNode, _ spec: PresentationSpec, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    var inner = environment
    inner.stackAxis = nil
    if spec.style == .menu || spec.style == .contextMenu {
      placeMenu(node, anchor: spec.anchor, below: spec.style == .contextMenu, inner, &output)
      return
    }
    if spec.style == .alert || spec.style == .confirmationDialog {
      placeAlert(node, atBottom: spec.style == .confirmationDialog, inner, &output)
      return
    }
    let sheet = Self.presentationFrame(spec, canvas: output.canvas, safeArea: output.safeArea)
    if let background = node.children.first {
      let proposal = ProposedSize(width: sheet.width, height: sheet.height)
      place(background, in: sheet, proposal: proposal, inner, &output)
    }
    guard node.children.count > 1 else { return }
    let content = node.children[1]
    let bottom = min(sheet.maxY, output.safeArea.maxY)
    let top = spec.style == .fullScreenCover ? max(sheet.minY, output.safeArea.minY) : sheet.minY
    let area = Rect(x: sheet.minX, y: top, width: sheet.width, height: max(0, bottom - top))
    let proposal = ProposedSize(width: area.width, height: area.height)
    place(
      content, in: LayoutEngine.align(size(content, proposal, inner), in: area, .center),
      proposal: proposal, inner, &output)
  }

  /// An alert: its content (padded 20 pt [model]) at `PresentationSpec.alertWidth` or the safe
  /// area's width less 40 pt, as tall as it needs, centred in the safe area; the background card
  /// behind it. A confirmation dialog (`atBottom`) is as wide as the screen less
  /// `partialSheetInset` each side and rests that far above the bottom safe edge [model].
  private func placeAlert(
    _ node: LayoutNode, atBottom: Bool, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    guard node.children.count > 1 else { return }
    let safe = output.safeArea
    let padding = ChromeConstants.alertPadding
    let inset = ChromeConstants.partialSheetInset
    let width =
      atBottom
      ? max(0, safe.width - 2 * inset)
      : max(0, min(PresentationSpec.alertWidth, safe.width - 2 * padding))
    let content = node.children[1]
    let inner = ProposedSize(width: max(0, width - 2 * padding), height: nil)
    let height = min(safe.height, size(content, inner, environment).height + 2 * padding)
    let card = Rect(
      x: safe.midX - width / 2,
      y: atBottom ? safe.maxY - inset - height : safe.midY - height / 2, width: width,
      height: height)
    place(
      node.children[0], in: card, proposal: ProposedSize(width: width, height: height),
      environment, &output)
    let area = card.inset(by: EdgeInsets(all: padding))
    place(content, in: area, proposal: inner, environment, &output)
  }

  /// A menu's panel: its content at its ideal size, its top leading corner on its control's
  /// (`below`: a context menu's, `contextMenuGap` under the view, or above it when the safe area
  /// has no room below), kept inside the safe area; the glass behind it. Nothing when the control
  /// was not placed.
  private func placeMenu(
    _ node: LayoutNode, anchor: String?, below: Bool, _ environment: LayoutEnvironment,
    _ output: inout PlacementOutput
  ) {
    guard node.children.count > 1, let anchor, let control = output.anchors[anchor] else {
      return
    }
    let safe = output.safeArea
    let content = node.children[1]
    let size = self.size(content, ProposedSize(width: nil, height: nil), environment)
    let x = min(max(control.minX, safe.minX), max(safe.minX, safe.maxX - size.width))
    var top = control.minY
    if below {
      let gap = Self.contextMenuGap
      top =
        control.maxY + gap + size.height <= safe.maxY
        ? control.maxY + gap : control.minY - gap - size.height
    }
    let y = min(max(top, safe.minY), max(safe.minY, safe.maxY - size.height))
    let panel = Rect(x: x, y: y, width: size.width, height: size.height)
    let proposal = ProposedSize(width: size.width, height: size.height)
    place(node.children[0], in: panel, proposal: proposal, environment, &output)
    place(content, in: panel, proposal: proposal, environment, &output)
  }

  /// The space between a view and the context menu opened on it, in points. [model: iOS 26
  /// leaves about this much; Apple publishes no figure]
  static let contextMenuGap = 8.0

  /// The rectangle a presentation covers on `canvas`, in points: a sheet at the smallest of its
  /// detents.
  static func presentationFrame(_ spec: PresentationSpec, canvas: Rect, safeArea: Rect) -> Rect {
    guard spec.style == .sheet else { return canvas }
    let fullTop = safeArea.minY + ChromeConstants.sheetTopGap
    let full = max(0, canvas.maxY - fullTop)
    let bottomInset = max(0, canvas.maxY - safeArea.maxY)
    func height(_ detent: PresentationSpec.Detent) -> Double {
      switch detent {
      case .large: return full
      case .medium: return full / 2
      case .fraction(let fraction): return full * min(1, max(0, fraction))
      case .height(let points): return min(full, max(0, points) + bottomInset)
      }
    }
    let detent = spec.detents.min { height($0) < height($1) } ?? .large
    let resting = height(detent)
    guard PresentationSpec.isPartial(detent) else {
      return Rect(x: canvas.minX, y: canvas.maxY - resting, width: canvas.width, height: resting)
    }
    let inset = ChromeConstants.partialSheetInset
    return Rect(
      x: canvas.minX + inset, y: canvas.maxY - resting, width: max(0, canvas.width - 2 * inset),
      height: max(0, resting - inset))
  }
}
