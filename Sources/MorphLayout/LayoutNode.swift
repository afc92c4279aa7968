import MorphCore
import MorphDiagnostics
import MorphViewTree

/// A view normalised for layout: transparent containers (`Group`, `ForEach`, custom views) are
/// flattened into their parent with their modifiers distributed to each child, as SwiftUI applies a
/// group's modifiers to every element; several views in a single-child position become an implicit
/// `VStack`; `EmptyView`s vanish from stacks.
final class LayoutNode {
  let id: Int
  let kind: ViewKind
  let modifiers: [ViewModifier]
  let children: [LayoutNode]
  /// Built content of `.background`/`.overlay` modifiers, by modifier index.
  let decorations: [Int: LayoutNode]
  let identity: String
  let location: SourcePosition
  /// Whether the node belongs to the preview's backdrop rather than the simulated view.
  let isBackdrop: Bool

  init(
    id: Int, kind: ViewKind, modifiers: [ViewModifier], children: [LayoutNode],
    decorations: [Int: LayoutNode], identity: String, location: SourcePosition, isBackdrop: Bool
  ) {
    self.id = id
    self.kind = kind
    self.modifiers = modifiers
    self.children = children
    self.decorations = decorations
    self.identity = identity
    self.location = location
    self.isBackdrop = isBackdrop
  }

  /// Whether `modifiers` contains `.resizable`.
  var isResizable: Bool { modifiers.contains(.resizable) }
}

/// Builds `LayoutNode` trees, numbering nodes for the size cache.
struct LayoutNodeBuilder {
  /// The most layers (a node, and each modifier wrapping it) one layout builds. A group's
  /// modifiers are repeated on every child, so a view nested in padded groups carries the
  /// modifiers of every level: views that contain themselves inside modified groups multiply
  /// layers far past the views built (10,001 nodes carried 4.5 million layers, 13 s of layout,
  /// in a fuzzed input). Each layer costs layout a few cache lookups per proposal (about 1 µs);
  /// the busiest file of the public corpus lays out about 1,400.
  static let maximumLayers = 200_000

  /// The simulated view's name: nodes outside it (in the `#Preview`) are backdrop.
  let rootName: String?
  private(set) var count = 0
  /// Layers built so far (`maximumLayers`).
  private(set) var layers = 0
  /// Why the tree was cut short, if it was: an error at the view where the layers ran out.
  private(set) var diagnostics: [Diagnostic] = []

  init(rootName: String?) {
    self.rootName = rootName
  }

  /// Builds the tree for `view` as a single node.
  mutating func build(_ view: ViewNode, isBackdrop: Bool) -> LayoutNode {
    unary(
      [view], extra: [], isBackdrop: isBackdrop, identity: view.identity, location: view.location)
  }

  /// Several views in a single-child position: one node, an implicit `VStack` when there are more.
  private mutating func unary(
    _ views: [ViewNode], extra: [ViewModifier], isBackdrop: Bool, identity: String,
    location: SourcePosition
  ) -> LayoutNode {
    let flat = flatten(views, extra: [], isBackdrop: isBackdrop)
    if flat.count == 1 && extra.isEmpty { return flat[0] }
    if flat.count == 1 {
      let only = flat[0]
      return make(
        kind: only.kind, modifiers: only.modifiers + extra, children: only.children,
        decorations: only.decorations, identity: only.identity, location: only.location,
        isBackdrop: only.isBackdrop)
    }
    let kind: ViewKind = flat.isEmpty ? .empty : .stack(.vertical, alignment: .center, spacing: nil)
    return make(
      kind: kind, modifiers: extra, children: flat, decorations: [:],
      identity: identity + "/implicit", location: location, isBackdrop: isBackdrop)
  }

  /// Views with transparent containers replaced by their content.
  private mutating func flatten(_ views: [ViewNode], extra: [ViewModifier], isBackdrop: Bool)
    -> [LayoutNode]
  {
    var result: [LayoutNode] = []
    for view in views {
      guard hasLayersLeft(at: view.location) else { break }
      var backdrop = isBackdrop
      if case .custom(let name) = view.kind, name == rootName { backdrop = false }
      switch view.kind {
      case .group, .custom:
        result += flatten(view.children, extra: view.modifiers + extra, isBackdrop: backdrop)
      case .empty where view.modifiers.isEmpty && extra.isEmpty:
        continue
      default:
        result.append(node(view, extra: extra, isBackdrop: backdrop))
      }
    }
    return result
  }

  private mutating func node(_ view: ViewNode, extra: [ViewModifier], isBackdrop: Bool)
    -> LayoutNode
  {
    let modifiers = view.modifiers + extra
    var decorations: [Int: LayoutNode] = [:]
    for (index, modifier) in modifiers.enumerated() {
      switch modifier {
      case .background(let content, _), .overlay(let content, _),
        .safeAreaInset(_, _, let content, _):
        decorations[index] = unary(
          [content], extra: [], isBackdrop: isBackdrop, identity: content.identity,
          location: content.location)
      case .toolbar(let content):
        // Each toolbar item stays a node of its own (the bars group them).
        decorations[index] = make(
          kind: .group, modifiers: [],
          children: flatten(content.children, extra: [], isBackdrop: isBackdrop),
          decorations: [:], identity: content.identity, location: content.location,
          isBackdrop: isBackdrop)
      default: break
      }
    }
    let children: [LayoutNode]
    switch view.kind {
    case .stack, .zStack, .glassEffectContainer, .grid:
      children = flatten(view.children, extra: [], isBackdrop: isBackdrop)
    case .button, .unknown, .toggle, .picker, .stepper, .navigationStack, .tabView,
      .geometryReader, .toolbarItem:
      children =
        view.children.isEmpty
        ? []
        : [
          unary(
            view.children, extra: [], isBackdrop: isBackdrop, identity: view.identity + "/content",
            location: view.location)
        ]
    case .presentation:
      // The background and the content, each laid out on its own.
      children = view.children.map {
        unary([$0], extra: [], isBackdrop: isBackdrop, identity: $0.identity, location: $0.location)
      }
    case .scroll(let axis):
      let content = flatten(view.children, extra: [], isBackdrop: isBackdrop)
      children =
        content.count == 1
        ? content
        : [
          make(
            kind: .stack(axis, alignment: .center, spacing: nil), modifiers: [], children: content,
            decorations: [:], identity: view.identity + "/content", location: view.location,
            isBackdrop: isBackdrop)
        ]
    default:
      children = []
    }
    return make(
      kind: view.kind, modifiers: modifiers, children: children, decorations: decorations,
      identity: view.identity, location: view.location, isBackdrop: isBackdrop)
  }

  /// Whether the layer budget allows another view; past it, reports an error once.
  private mutating func hasLayersLeft(at location: SourcePosition) -> Bool {
    guard layers > LayoutNodeBuilder.maximumLayers else { return true }
    if diagnostics.isEmpty {
      diagnostics.append(
        Diagnostic(
          .resourceLimit, at: location,
          "Laying out this scene takes more than \(LayoutNodeBuilder.maximumLayers) view-and-modifier layers (a group's modifiers apply to each view inside it, so groups nested in groups multiply them); the views from here on are left out. Nest fewer modified groups, or move the modifiers outside the repeated view."
        ))
    }
    return false
  }

  private mutating func make(
    kind: ViewKind, modifiers: [ViewModifier], children: [LayoutNode],
    decorations: [Int: LayoutNode], identity: String, location: SourcePosition, isBackdrop: Bool
  ) -> LayoutNode {
    count += 1
    layers += 1 + modifiers.count
    return LayoutNode(
      id: count, kind: kind, modifiers: modifiers, children: children, decorations: decorations,
      identity: identity, location: location, isBackdrop: isBackdrop)
  }
}
