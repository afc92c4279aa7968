import MorphCore
import MorphViewTree

/// SwiftUI's layout negotiation over `LayoutNode`s: `size(_:proposal:)` answers what a view chooses
/// for a proposal; `LayoutEngine+Placement` places it. A node's modifiers wrap it from the inside
/// out: layer 0 is the bare view, layer k the view with its first k modifiers applied. Sizes are
/// cached per node, layer and proposal (a stack asks each child several times).
final class LayoutEngine {
  struct CacheKey: Hashable {
    let node: Int
    let layer: Int
    let width: Double?
    let height: Double?
  }

  private var cache: [CacheKey: Size] = [:]

  /// Lengths closer than this (points) count as equal when deciding whether content fits.
  static let fitTolerance = 1e-6

  /// The size `node` chooses for `proposal` in `environment` (the environment outside the node).
  func size(_ node: LayoutNode, _ proposal: ProposedSize, _ environment: LayoutEnvironment) -> Size
  {
    var inner = environment.entering(node)
    inner.stackAxis = environment.stackAxis
    return size(node, layer: node.modifiers.count, proposal, inner)
  }

  /// The size of `node` with its first `layer` modifiers.
  func size(
    _ node: LayoutNode, layer: Int, _ proposal: ProposedSize, _ environment: LayoutEnvironment
  ) -> Size {
    let key = CacheKey(node: node.id, layer: layer, width: proposal.width, height: proposal.height)
    if let cached = cache[key] { return cached }
    let result: Size
    if layer == 0 {
      result = baseSize(node, proposal, environment)
    } else {
      result = modifiedSize(node, layer: layer, proposal, environment)
    }
    cache[key] = result
    return result
  }

  private func modifiedSize(
    _ node: LayoutNode, layer: Int, _ proposal: ProposedSize, _ environment: LayoutEnvironment
  ) -> Size {
    let inner = { (p: ProposedSize) in self.size(node, layer: layer - 1, p, environment) }
    switch node.modifiers[layer - 1] {
    case .frame(let width, let height, _):
      let child = inner(
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
      return Size(width: width ?? child.width, height: height ?? child.height)
    case .flexibleFrame(let minW, let idealW, let maxW, let minH, let idealH, let maxH, _):
      let proposed = ProposedSize(
        width: LayoutEngine.clampedProposal(proposal.width, minW, idealW, maxW),
        height: LayoutEngine.clampedProposal(proposal.height, minH, idealH, maxH))
      let child = inner(proposed)
      return Size(
        width: LayoutEngine.flexibleResult(child.width, proposed.width, minW, maxW),
        height: LayoutEngine.flexibleResult(child.height, proposed.height, minH, maxH))
    case .padding(let edges, let amount):
      let insets = LayoutEngine.insets(edges, amount)
      let child = inner(LayoutEngine.shrink(proposal, by: insets))
      return Size(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    case .fixedSize(let horizontal, let vertical):
      return inner(
        ProposedSize(
          width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
    case .aspectRatio(let ratio, let fill):
      return inner(aspectProposal(ratio, fill: fill, proposal, ideal: inner(.unspecified)))
    default:
      return inner(proposal)
    }
  }

  // MARK: Frame arithmetic

  /// What `.aspectRatio(ratio, contentMode:)` proposes to its content: the largest size of that
  /// width ÷ height inside the proposal (`.fit`) or the smallest covering it (`.fill`); along an
  /// unspecified dimension the other decides, and with neither the content's ideal width does. A
  /// nil ratio is the content's own (`ideal`); content with no extent keeps the proposal.
  func aspectProposal(_ ratio: Double?, fill: Bool, _ proposal: ProposedSize, ideal: Size)
    -> ProposedSize
  {
    guard let ratio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil), ratio > 0
    else { return proposal }
    let width: Double
    switch (proposal.width, proposal.height) {
    case (let w?, let h?): width = fill ? max(w, h * ratio) : min(w, h * ratio)
    case (let w?, nil): width = w
    case (nil, let h?): width = h * ratio
    case (nil, nil): width = ideal.width
    }
    return ProposedSize(width: width, height: width / ratio)
  }

  /// A flexible frame's proposal to its child: clamped into [min, max], or the ideal when nil
  /// (the flexible-frame model of Docs/Layout.md; formula after objc.io's "Thinking in SwiftUI").
  static func clampedProposal(
    _ proposed: Double?, _ minimum: Double?, _ ideal: Double?, _ maximum: Double?
  ) -> Double? {
    guard var value = proposed else { return ideal }
    if let minimum { value = max(minimum, value) }
    if let maximum { value = min(maximum, value) }
    return value
  }

  /// A flexible frame's own size: the child's, pulled up to min(…, proposal) and down to
  /// max(…, proposal) — so `maxWidth: .infinity` takes all the width offered.
  static func flexibleResult(
    _ child: Double, _ proposed: Double?, _ minimum: Double?, _ maximum: Double?
  ) -> Double {
    let reference = proposed ?? child
    var result = child
    if let minimum { result = max(minimum, min(result, reference)) }
    if let maximum { result = min(maximum, max(result, reference)) }
    return result
  }

  /// Insets for `.padding(edges, amount)`; nil amount is the 16 pt default.
  static func insets(_ edges: EdgeSet, _ amount: Double?) -> EdgeInsets {
    let value = amount ?? LayoutConstants.defaultPadding
    return EdgeInsets(
      top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
      bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
  }

  /// A proposal minus insets (nil stays nil, never below 0).
  static func shrink(_ proposal: ProposedSize, by insets: EdgeInsets) -> ProposedSize {
    ProposedSize(
      width: proposal.width.map { max(0, $0 - insets.horizontal) },
      height: proposal.height.map { max(0, $0 - insets.vertical) })
  }

  /// A nil dimension replaced by `ideal` (what shapes and colours answer).
  static func filling(_ proposal: ProposedSize, ideal: Double) -> Size {
    Size(width: proposal.width ?? ideal, height: proposal.height ?? ideal)
  }
}
