import MorphCore
import MorphMotion

/// A modifier applied to a view, in the order written (Docs/SceneLanguage.md, "Modifiers").
package indirect enum ViewModifier: Hashable, Sendable {
  /// `.frame(width:height:alignment:)`; nil dimensions pass the proposal through.
  case frame(width: Double?, height: Double?, alignment: Alignment)
  /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  case flexibleFrame(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
    minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment)
  /// `.padding(_:_:)`: edges and amount (nil = the default 16 pt).
  case padding(EdgeSet, Double?)
  /// `.offset(x:y:)`.
  case offset(x: Double, y: Double)
  /// `.fixedSize(horizontal:vertical:)`.
  case fixedSize(horizontal: Bool, vertical: Bool)
  /// `.aspectRatio(_:contentMode:)`, `.scaledToFit()`, `.scaledToFill()`: width ÷ height (nil: the
  /// content's own), fitting inside the proposal or filling it.
  case aspectRatio(Double?, fill: Bool)
  /// `.font(_:)`.
  case font(FontSpec)
  /// `.fontWeight(_:)` / `.bold()`: the weight name.
  case fontWeight(String)
  /// `.monospacedDigit()`: tabular digits for the text inside.
  case monospacedDigit
  /// `.symbolVariant(_:)`: the variant's name parts (`fill`, `circle.fill`, `none`), applied to the
  /// SF Symbols inside.
  case symbolVariant(String)
  /// `.labelStyle(.iconOnly / .titleOnly / .titleAndIcon)`.
  case labelStyle(String)
  /// `.glassEffect(_:in:isEnabled:)`.
  case glassEffect(GlassSpec, shape: ShapeKind, isEnabled: Bool)
  /// `.glassEffectID(_:in:)`: the ID as text and the namespace's name.
  case glassEffectID(String, namespace: String)
  /// `.glassEffectUnion(id:namespace:)`.
  case glassEffectUnion(String, namespace: String)
  /// `.glassEffectTransition(_:)`.
  case glassEffectTransition(GlassTransition)
  /// `.buttonStyle(_:)`.
  case buttonStyle(ButtonStyleKind)
  /// `.buttonBorderShape(_:)`.
  case buttonBorderShape(ButtonBorderShapeKind)
  /// `.controlSize(_:)` (`mini`, `small`, `regular`, `large`, `extraLarge`).
  case controlSize(String)
  /// `.tint(_:)` (nil removes a tint).
  case tint(Color?)
  /// `.foregroundStyle(_:)` / `.foregroundColor(_:)`.
  case foregroundStyle(Paint)
  /// `.fill(_:)` on a shape.
  case fill(Paint)
  /// `.stroke(_:lineWidth:)` (a band centred on the shape's outline) or
  /// `.strokeBorder(_:lineWidth:)` (`inside`: the band within the outline, the shape inset by
  /// half the width); the width in points, nil paint for the foreground style.
  case stroke(Paint?, lineWidth: Double, inside: Bool)
  /// `.opacity(_:)`.
  case opacity(Double)
  /// `.scaleEffect(_:)`.
  case scaleEffect(Double)
  /// `.blur(radius:)`, in points.
  case blur(Double)
  /// `.shadow(color:radius:x:y:)`: a blurred copy of what the view draws, in `color`, offset by
  /// (`x`, `y`) points; `radius` is the blur in points.
  case shadow(Color, radius: Double, x: Double, y: Double)
  /// `.background(…)` with its alignment.
  case background(ViewNode, Alignment)
  /// `.overlay(…)` with its alignment.
  case overlay(ViewNode, Alignment)
  /// `.clipShape(_:)` (also `.cornerRadius(_:)`).
  case clipShape(ShapeKind)
  /// `.contentShape(_:)`.
  case contentShape(ShapeKind)
  /// `.ignoresSafeArea()`.
  case ignoresSafeArea
  /// `.animation(_:value:)`: an implicit animation (nil animation disables).
  case animation(ImplicitAnimation)
  /// `.resizable()` on an image.
  case resizable
  /// `.onTapGesture { … }` / `.onLongPressGesture { … }`: the view is tappable.
  case gesture(ButtonInfo)
  /// `.disabled(_:)`: taps inside do nothing while true.
  case disabled(Bool)
  /// `.allowsHitTesting(_:)`: taps inside reach nothing while false.
  case allowsHitTesting(Bool)
  /// `.pickerStyle(_:)`: `segmented`, `menu`, `wheel`, `inline`, `palette`.
  case pickerStyle(String)
  /// `.zIndex(_:)`: drawing order among siblings (higher on top).
  case zIndex(Double)
  /// `.hidden()`: laid out, not drawn, not tappable.
  case hidden
  /// `.rotationEffect(_:)`, in degrees clockwise about the view's centre.
  case rotation(Double)
  /// `.transition(_:)`: how the view's content enters and leaves.
  case transition(ViewTransition)
  /// `.matchedGeometryEffect(id:in:)`: content with the same ID in one namespace is one item
  /// across states (its frame animates from where the old view was to where the new one is).
  case matchedGeometry(id: String, namespace: String)
  /// `.contentTransition(_:)`.
  case contentTransition(ContentTransitionKind)
  /// `.toolbar { … }`: toolbar items (a group of `.toolbarItem` views) for the enclosing
  /// navigation stack's bars.
  case toolbar(ViewNode)
  /// `.navigationTitle(_:)`.
  case navigationTitle(String)
  /// `.navigationBarTitleDisplayMode(_:)`: `inline`, `large` or `automatic`.
  case navigationTitleDisplayMode(String)
  /// `.searchable(text:prompt:)`: a search field in glass at the bottom (Docs/SystemChrome.md §2).
  case searchable(prompt: String)
  /// `.safeAreaInset(edge:spacing:content:)` (`isBar` for `.safeAreaBar`): content at the safe
  /// area's edge; the view's safe area shrinks by its size plus the spacing.
  case safeAreaInset(edge: String, spacing: Double?, content: ViewNode, isBar: Bool)
  /// A modifier the simulator accepts but does not model (it is reported as a warning).
  case ignored(String)
}
