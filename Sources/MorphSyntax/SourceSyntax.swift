/// Everything a scene file declares, as parsed.
package struct SourceSyntax: Sendable {
  /// Top-level structs and enums (extensions already merged into their types).
  package var types: [TypeDeclaration] = [] {
    didSet {
      Self.qualifyCollidingNestedTypes(&types)
      typesByName = Self.index(types)
      outerTypes = Self.outerTypes(of: types)
    }
  }
  /// The name of the type each nested type is declared in, by the nested type's name.
  private var outerTypes: [String: String] = [:]
  /// Every type, nested ones too, by name: the first in declaration order (depth first) wins.
  /// Kept beside `types` because the interpreter looks types up on every call and member access.
  private var typesByName: [String: TypeDeclaration] = [:]
  /// Top-level functions.
  package var functions: [FunctionDeclaration] = []
  /// Top-level `let`/`var`.
  package var variables: [VariableDeclaration] = []
  /// `#Preview` blocks in order.
  package var previews: [PreviewDeclaration] = []
  /// Protocols the program declares, by name, with the members their extensions add; each
  /// conforming type has already received the ones it does not declare itself.
  package var protocols: [String: TypeDeclaration] = [:]
  /// Views declared only in `#if` branches the build leaves out, with the branch's
  /// condition (`os(macOS)`): not simulated, but named when a file seems to have no view.
  package var inactiveViews: [(name: String, condition: String)] = []
  /// Methods and computed properties added to SwiftUI's own types (`extension View { func card()
  /// … }`), by the extended type's name; `self` is the value they are called on.
  package var builtinExtensions: [String: TypeDeclaration] = [:]
  /// Extensions of types the program does not declare (a view of another file, `extension
  /// RemindersView { func actionButton() -> some View }`): their members belong to no type here
  /// and are not run, but a file of such helpers alone is shown on stand-ins (HelperStandIns).
  package var foreignExtensions: [TypeDeclaration] = []
  /// A name for each token's place that blank lines and comments do not change, by the token's
  /// offset: its text and its ordinal among tokens of that text (`Button#3`, the third `Button`
  /// of the file). Views are identified by paths of these (`StructuralSite`).
  package var siteNames: [Int: String] = [:]

  /// Creates an empty file's declarations.
  package init() {}

  /// Every type, nested ones after the type that holds them (depth first, in declaration order).
  package var allTypes: [TypeDeclaration] {
    var result: [TypeDeclaration] = []
    func visit(_ types: [TypeDeclaration]) {
      for type in types {
        result.append(type)
        visit(type.nestedTypes)
      }
    }
    visit(types)
    return result
  }

  /// The views it declares, nested ones too (`enum Settings { struct Row: View }`).
  package var views: [TypeDeclaration] { allTypes.filter(\.isView) }

  /// The type called `name`, searching nested types too.
  package func type(named name: String) -> TypeDeclaration? { typesByName[name] }

  /// The type `name` as written inside type `inside`: a type nested in it or in a type around
  /// it, nearest first (Swift's lexical lookup), else the program's type of that name.
  package func type(named name: String, inside: String?) -> TypeDeclaration? {
    var outer = inside
    var steps = 0
    while let current = outer, steps < Self.maximumNesting {
      if let nested = typesByName[current]?.nestedTypes.first(where: {
        $0.name == name || $0.name.hasSuffix("." + name)
      }) {
        return nested
      }
      outer = outerTypes[current]
      steps += 1
    }
    return typesByName[name]
  }

  /// The SwiftUI, Foundation and Swift types the simulator knows without a declaration. A
  /// top-level type of the program with one of these names shadows it (Swift's module scope); a
  /// nested one does only inside the type that holds it.
  package static let systemTypeNames: Set<String> = [
    "Color", "Animation", "Glass", "Font", "Spring", "UnitCurve", "Image", "Text", "Int", "Double",
    "CGFloat", "Float", "String", "Bool", "Array", "Set", "Dictionary", "UUID", "URL", "Date",
    "Optional",
    "Namespace", "Edge", "Alignment", "HorizontalAlignment", "VerticalAlignment", "UnitPoint",
    "GlassEffectTransition", "ShapeStyle", "AnyView", "AnyShape", "AnyShapeStyle", "Axis", "CGSize",
    "CGPoint", "StrokeStyle", "EdgeInsets", "UIColor", "NSColor", "CGColor", "Locale", "UIDevice",
    "UIScreen",
    "CGRect", "Gradient", "GridItem", "ControlSize", "ButtonBorderShape", "Capsule", "Circle",
    "Ellipse", "Rectangle", "RoundedRectangle", "ConcentricRectangle", "UnevenRoundedRectangle",
  ]

  /// How many enclosing types a lookup climbs (far more than code nests).
  private static let maximumNesting = 64

  /// Gives a nested type whose simple name another type of the program also has its qualified
  /// name, in place (`extension DebugView { struct OtherSection }` beside
  /// `SettingsView.OtherSection`): both stay reachable, each from where Swift reaches it.
  private static func qualifyCollidingNestedTypes(_ types: inout [TypeDeclaration]) {
    var counts: [String: Int] = [:]
    func count(_ types: [TypeDeclaration]) {
      for type in types {
        counts[type.name, default: 0] += 1
        count(type.nestedTypes)
      }
    }
    count(types)
    // A nested type named like SwiftUI's (`enum Tokens { enum Color }`) is reached by that name
    // only inside its holder: everywhere else `Color` is still SwiftUI's.
    for name in systemTypeNames where counts[name] != nil { counts[name, default: 0] += 1 }
    guard counts.values.contains(where: { $0 > 1 }) else { return }
    func qualify(_ types: inout [TypeDeclaration], in outer: String?) {
      for index in types.indices {
        if let outer, !types[index].name.contains("."), counts[types[index].name, default: 0] > 1 {
          types[index].name = outer + "." + types[index].name
        }
        qualify(&types[index].nestedTypes, in: types[index].name)
      }
    }
    qualify(&types, in: nil)
  }

  private static func outerTypes(of types: [TypeDeclaration]) -> [String: String] {
    var outer: [String: String] = [:]
    func visit(_ types: [TypeDeclaration], in parent: String?) {
      for type in types {
        if let parent, outer[type.name] == nil { outer[type.name] = parent }
        visit(type.nestedTypes, in: type.name)
      }
    }
    visit(types, in: nil)
    return outer
  }

  private static func index(_ types: [TypeDeclaration]) -> [String: TypeDeclaration] {
    var index: [String: TypeDeclaration] = [:]
    func visit(_ types: [TypeDeclaration]) {
      for type in types {
        if index[type.name] == nil { index[type.name] = type }
        // A qualified nested type is also found by its own name where no other type has it
        // first (code outside both holders naming it plainly).
        if let simple = type.name.split(separator: ".").last.map(String.init),
          simple != type.name, index[simple] == nil, !systemTypeNames.contains(simple)
        {
          index[simple] = type
        }
        visit(type.nestedTypes)
      }
    }
    // Top-level types first: a plain name outside any type means the module's type, as Swift's
    // lookup says, even where a type nested earlier in the program has that simple name
    // (`enum LogSubsystem { enum SearchView }` before `struct SearchView: View`).
    for type in types where index[type.name] == nil { index[type.name] = type }
    visit(types)
    return index
  }
}
