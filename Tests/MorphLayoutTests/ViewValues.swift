import MorphCore
import MorphDiagnostics
import MorphViewTree

/// Views written as values for layout tests, spelled as SwiftUI spells them —
/// `hStack(spacing: 30, circle, circle).padding()` — so a layout test needs no Swift source and
/// no interpreter, and a layout bug cannot read as an interpreter failure. Identities are the
/// path of child positions, given when the view is laid out (`LayoutTestSupport.layout(_:)`).
/// A test suite adopts it to write views unqualified.
protocol ViewValues {}

extension ViewValues {
  /// `HStack(alignment:spacing:) { children }`.
  func hStack(
    alignment: Alignment.Vertical = .center, spacing: Double? = nil, _ children: ViewNode...
  ) -> ViewNode {
    node(
      .stack(
        .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
        spacing: spacing), children)
  }

  /// `VStack(alignment:spacing:) { children }`.
  func vStack(
    alignment: Alignment.Horizontal = .center, spacing: Double? = nil, _ children: ViewNode...
  ) -> ViewNode {
    node(
      .stack(
        .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
        spacing: spacing), children)
  }

  /// `ZStack(alignment:) { children }`.
  func zStack(alignment: Alignment = .center, _ children: ViewNode...) -> ViewNode {
    node(.zStack(alignment: alignment), children)
  }

  /// `Group { children }` (also what `ForEach` evaluates to).
  func group(_ children: ViewNode...) -> ViewNode { node(.group, children) }

  /// `Text(string)`.
  func text(_ string: String) -> ViewNode { node(.text(string), []) }

  /// A colour as a view (`Color.red`).
  func color(_ color: Color) -> ViewNode { node(.paint(.color(color)), []) }

  /// `Color.clear.frame(width:height:)`: an invisible fixed-size view, the tests' usual block.
  func block(_ width: Double, _ height: Double) -> ViewNode {
    color(.clear).frame(width: width, height: height)
  }

  /// `Image(systemName:)`.
  func symbol(_ name: String) -> ViewNode { node(.symbol(name), []) }

  /// `Button(title) { … }`: the title is the label; `action` is the action's index in tree
  /// order, as the interpreter numbers them.
  func button(_ title: String, action: Int = 0) -> ViewNode {
    node(
      .button(ButtonInfo(actionIndex: action, title: title, systemImage: nil, role: nil)),
      [group(text(title))])
  }

  /// `Button { … } label: { label }`.
  func button(action: Int = 0, label: ViewNode) -> ViewNode {
    node(
      .button(ButtonInfo(actionIndex: action, title: nil, systemImage: nil, role: nil)),
      [group(label)])
  }

  /// `GlassEffectContainer(spacing:) { children }`.
  func glassEffectContainer(spacing: Double? = nil, _ children: ViewNode...) -> ViewNode {
    node(.glassEffectContainer(spacing: spacing), children)
  }

  /// `Label(title, systemImage:)`.
  func label(_ title: String, systemImage: String) -> ViewNode {
    node(.label(title: title, systemImage: systemImage), [])
  }

  /// `ProgressView(value:)`, the value as a fraction of 1.
  func progress(_ fraction: Double) -> ViewNode { node(.progress(fraction: fraction), []) }

  /// `ScrollView(axis) { content }`.
  func scrollView(_ axis: Axis, _ content: ViewNode) -> ViewNode {
    node(.scroll(axis), [content])
  }

  /// `LazyVGrid(columns:) { children }`.
  func lazyVGrid(columns: [GridItemSpec], _ children: ViewNode...) -> ViewNode {
    node(.grid(.vertical, items: columns, spacing: nil), children)
  }

  /// `Button(title, systemImage:) { … }`: its label is the `Label`.
  func button(_ title: String, systemImage: String, action: Int = 0) -> ViewNode {
    node(
      .button(
        ButtonInfo(actionIndex: action, title: title, systemImage: systemImage, role: nil)),
      [group(label(title, systemImage: systemImage))])
  }

  /// `TabView { Tab(title, systemImage:) { content } … }` showing the first tab's content; the
  /// tabs' actions are numbered in order.
  func tabView(
    _ tabs: [(title: String, systemImage: String?)], search: String? = nil, _ content: ViewNode
  )
    -> ViewNode
  {
    var specs = tabs.enumerated().map { index, tab in
      TabSpec(
        title: tab.title, systemImage: tab.systemImage, isSearch: false,
        action: ButtonInfo(
          actionIndex: index, title: tab.title, systemImage: tab.systemImage, role: nil))
    }
    if let search {
      specs.append(
        TabSpec(
          title: search, systemImage: "magnifyingglass", isSearch: true,
          action: ButtonInfo(
            actionIndex: tabs.count, title: search, systemImage: "magnifyingglass", role: nil)))
    }
    return node(.tabView(tabs: specs, selected: 0, paged: false), [group(content)])
  }

  /// `NavigationStack { content }`.
  func navigationStack(_ content: ViewNode) -> ViewNode {
    node(.navigationStack, [group(content)])
  }

  /// `ToolbarItem(placement:) { content }`, the placement by its Swift name.
  func toolbarItem(_ placement: String, _ content: ViewNode) -> ViewNode {
    node(.toolbarItem(placement: placement, isGroup: false), [content])
  }

  /// A shape as a view (`Rectangle()`, `Capsule()`).
  func shape(_ kind: ShapeKind) -> ViewNode { node(.shape(kind), []) }

  /// `Spacer(minLength:)`.
  func spacer(minLength: Double? = nil) -> ViewNode {
    node(.spacer(minLength: minLength), [])
  }

  /// `Divider()`.
  var divider: ViewNode { node(.divider, []) }

  /// `EmptyView()`.
  var empty: ViewNode { node(.empty, []) }

  /// A view of `kind` holding `children`.
  func node(_ kind: ViewKind, _ children: [ViewNode]) -> ViewNode {
    ViewNode.value(kind, children)
  }
}

extension ViewNode {
  /// A view of `kind` holding `children`, not yet identified, from no file.
  static func value(_ kind: ViewKind, _ children: [ViewNode]) -> ViewNode {
    ViewNode(
      kind: kind, children: children, identity: "",
      location: SourcePosition(line: 1, column: 1, offset: 0))
  }

  /// `.frame(width:height:alignment:)`.
  func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
    -> ViewNode
  {
    modified(.frame(width: width, height: height, alignment: alignment))
  }

  /// `.frame(minWidth:idealWidth:maxWidth:idealHeight:)` (the flexible frame; the other
  /// height bounds are not needed by the tests).
  func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
    idealHeight: Double? = nil
  ) -> ViewNode {
    modified(
      .flexibleFrame(
        minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: nil,
        idealHeight: idealHeight, maxHeight: nil, alignment: .center))
  }

  /// `.aspectRatio(ratio, contentMode: fill ? .fill : .fit)`; nil is the content's own ratio
  /// (`.scaledToFit()`).
  func aspectRatio(_ ratio: Double?, fill: Bool = false) -> ViewNode {
    modified(.aspectRatio(ratio, fill: fill))
  }

  /// `.offset(x:y:)`.
  func offset(x: Double = 0, y: Double = 0) -> ViewNode { modified(.offset(x: x, y: y)) }

  /// `.fill(color)` on a shape.
  func fill(_ color: Color) -> ViewNode { modified(.fill(.color(color))) }

  /// `.background(alignment:) { content }`.
  func background(alignment: Alignment = .center, _ content: ViewNode) -> ViewNode {
    modified(.background(content, alignment))
  }

  /// `.overlay(alignment:) { content }`.
  func overlay(alignment: Alignment = .center, _ content: ViewNode) -> ViewNode {
    modified(.overlay(content, alignment))
  }

  /// `.padding(edges, amount)`; nil is SwiftUI's default 16 pt.
  func padding(_ edges: EdgeSet = .all, _ amount: Double? = nil) -> ViewNode {
    modified(.padding(edges, amount))
  }

  /// `.fixedSize()`.
  func fixedSize() -> ViewNode { modified(.fixedSize(horizontal: true, vertical: true)) }

  /// `.glassEffect(glass, in: shape)`; SwiftUI's defaults are `.regular` in a capsule.
  func glassEffect(_ glass: GlassSpec = GlassSpec(), in shape: ShapeKind = .capsule) -> ViewNode {
    modified(.glassEffect(glass, shape: shape, isEnabled: true))
  }

  /// `.glassEffectUnion(id:namespace:)`, the namespace by its property's name.
  func glassEffectUnion(id: String, namespace: String) -> ViewNode {
    modified(.glassEffectUnion(id, namespace: namespace))
  }

  /// `.buttonStyle(style)`.
  func buttonStyle(_ style: ButtonStyleKind) -> ViewNode { modified(.buttonStyle(style)) }

  /// `.buttonBorderShape(shape)`.
  func buttonBorderShape(_ shape: ButtonBorderShapeKind) -> ViewNode {
    modified(.buttonBorderShape(shape))
  }

  /// `.font(font)`; `FontSpec.textStyles` holds SwiftUI's text styles by name.
  func font(_ font: FontSpec) -> ViewNode { modified(.font(font)) }

  /// `.monospacedDigit()`.
  func monospacedDigit() -> ViewNode { modified(.monospacedDigit) }

  /// `.symbolVariant(variant)`, the variant's name parts (`circle.fill`, `none`).
  func symbolVariant(_ variant: String) -> ViewNode { modified(.symbolVariant(variant)) }

  /// `.tint(color)`.
  func tint(_ color: Color) -> ViewNode { modified(.tint(color)) }

  /// `.toolbar { items }`.
  func toolbar(_ items: ViewNode...) -> ViewNode {
    modified(.toolbar(ViewNode.value(.group, items)))
  }

  /// `.navigationTitle(title)`.
  func navigationTitle(_ title: String) -> ViewNode { modified(.navigationTitle(title)) }

  /// `.navigationBarTitleDisplayMode(mode)`, the mode by its Swift name.
  func navigationBarTitleDisplayMode(_ mode: String) -> ViewNode {
    modified(.navigationTitleDisplayMode(mode))
  }

  /// `.searchable(text:)` with its default prompt.
  func searchable() -> ViewNode { modified(.searchable(prompt: "Search")) }

  /// `.safeAreaInset(edge:) { content }`, the edge by its Swift name.
  func safeAreaInset(edge: String, _ content: ViewNode) -> ViewNode {
    modified(.safeAreaInset(edge: edge, spacing: nil, content: content, isBar: false))
  }

  /// This view with `modifier` applied after its others.
  func modified(_ modifier: ViewModifier) -> ViewNode {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }

  /// This view and everything in it given identities: `path`, then each child's position and
  /// kind below it (`V/0.stack/1.text`), as distinct as the interpreter's source paths.
  func identified(at path: String) -> ViewNode {
    var copy = self
    copy.identity = path
    copy.children = children.enumerated().map { index, child in
      child.identified(at: "\(path)/\(index).\(child.kind.identityName)")
    }
    copy.modifiers = modifiers.enumerated().map { index, modifier in
      switch modifier {
      case .background(let content, let alignment):
        .background(content.identified(at: "\(path)/background\(index)"), alignment)
      case .overlay(let content, let alignment):
        .overlay(content.identified(at: "\(path)/overlay\(index)"), alignment)
      case .toolbar(let content):
        .toolbar(content.identified(at: "\(path)/toolbar\(index)"))
      case .safeAreaInset(let edge, let spacing, let content, let isBar):
        .safeAreaInset(
          edge: edge, spacing: spacing, content: content.identified(at: "\(path)/inset\(index)"),
          isBar: isBar)
      default: modifier
      }
    }
    return copy
  }
}

extension ViewKind {
  /// A short name for identities (the case's name).
  var identityName: String {
    String(String(describing: self).prefix { $0.isLetter })
  }
}

extension Alignment {
  /// `.topLeading`.
  static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  /// `.topTrailing`.
  static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  /// `.bottomTrailing`.
  static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
