import MorphCore

/// What a view is, before its modifiers (Docs/SceneLanguage.md, "Views").
package enum ViewKind: Hashable, Sendable {
  /// `GlassEffectContainer(spacing:)`; nil spacing is treated as 0 (Docs/Glass.md §1 [model]).
  case glassEffectContainer(spacing: Double?)
  /// `HStack` (horizontal) or `VStack` (vertical) with its cross-axis alignment and spacing.
  case stack(Axis, alignment: Alignment, spacing: Double?)
  /// `ZStack(alignment:)`.
  case zStack(alignment: Alignment)
  /// `Spacer(minLength:)`.
  case spacer(minLength: Double?)
  /// `Divider()`.
  case divider
  /// `Group`, `ForEach` and other transparent containers.
  case group
  /// `Button`: the label is the first child.
  case button(ButtonInfo)
  /// `Text`, already interpolated.
  case text(String)
  /// `Image(systemName:)`.
  case symbol(String)
  /// `Image(_:)` of an app asset: its picture when the app's asset catalog has it (`size`, in
  /// points, is then its own), else a stand-in; `resizable` when `.resizable()` was applied.
  case image(name: String, resizable: Bool, size: Size? = nil)
  /// `Label(_:systemImage:)`.
  case label(title: String, systemImage: String)
  /// A shape view (`Circle()`, `RoundedRectangle(cornerRadius:)`…).
  case shape(ShapeKind)
  /// A colour or gradient used as a view (`Color.blue`, `LinearGradient(…)`).
  case paint(Paint)
  /// `ProgressView(value:total:)`; nil for an indeterminate spinner.
  case progress(fraction: Double?)
  /// `ScrollView(.horizontal / .vertical)`.
  case scroll(Axis)
  /// `LazyVGrid` (vertical: columns given) or `LazyHGrid` (horizontal: rows given).
  case grid(Axis, items: [GridItemSpec], spacing: Double?)
  /// `EmptyView()` or a view that evaluated to nothing.
  case empty
  /// `Toggle`: the label is the first child; a tap flips `isOn` (`action`).
  case toggle(isOn: Bool, action: ButtonInfo)
  /// `Picker`: one option per choice (label text, tap action), the selected one, and the style
  /// (`segmented`, `menu`, …, as `.pickerStyle` sets it; `menu` when unset). The label is the
  /// first child, if any.
  case picker(options: [PickerOption], selected: Int?)
  /// `Stepper`: "−" and "+" taps; the label is the first child.
  case stepper(decrement: ButtonInfo, increment: ButtonInfo)
  /// `NavigationStack` (also `NavigationView`): its content below a navigation bar with the
  /// title and toolbar items its content declares (Docs/SystemChrome.md §2).
  case navigationStack
  /// `TabView`: the selected tab's content is the only child; the tabs become the floating tab
  /// bar (or page dots when `paged`) (Docs/SystemChrome.md §1).
  case tabView(tabs: [TabSpec], selected: Int, paged: Bool)
  /// `ToolbarItem(placement:)` / `ToolbarItemGroup(placement:)`: content for a bar; `isGroup`
  /// items share one glass capsule.
  case toolbarItem(placement: String, isGroup: Bool)
  /// `ToolbarSpacer(.fixed / .flexible)`: splits toolbar groups.
  case toolbarSpacer(fixed: Bool)
  /// `GeometryReader`: takes the whole proposal, content at the top leading corner.
  case geometryReader
  /// A sheet or full-screen cover over the whole view, presented by `.sheet(…)`,
  /// `.fullScreenCover(…)` or `.popover(…)`: its background is the first child, its content the
  /// second. It takes the whole proposal.
  case presentation(PresentationSpec)
  /// An instance of a `View` struct declared in the scene; its body is the only child.
  case custom(name: String)
  /// A view the simulator does not know; laid out as a flexible placeholder.
  case unknown(name: String)
}
