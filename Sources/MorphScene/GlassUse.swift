import MorphSyntax

/// Which declarations of a program use Liquid Glass, directly or through what they refer to (a
/// view that uses a `GlassCard` from another file, a `.glassCard()` helper from an extension): the
/// glass APIs each reaches. A syntactic reading of names, as a first look at an app's folder; it
/// may over-reach where two declarations share a name, and it never runs code.
package struct GlassUse: Sendable {
  /// SwiftUI's Liquid Glass API: the modifiers, types and button styles a view uses glass with
  /// (implicit members such as `.glass` with their dot, as `NameScan` records them).
  package static let glassNames: Set<String> = [
    "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition",
    "GlassEffectContainer", "Glass", ".glass", ".glassProminent", "GlassButtonStyle",
    "GlassProminentButtonStyle", glassEffectWithArguments,
  ]

  /// How `NameScan` records a `glassEffect` call given arguments: SwiftUI's `glassEffect(_:in:)`
  /// even beside an app's own `func glassEffect()` that takes none (Swift picks the app's only
  /// for a call without arguments). Listed as `glassEffect`.
  static let glassEffectWithArguments = "glassEffect(…)"

  /// The glass APIs reached from each declared name (types, top-level functions and constants,
  /// members of extensions of SwiftUI's types).
  private let reached: [String: Set<String>]
  /// The declared names each declared name mentions (the edges glass is carried along).
  private let mentions: [String: Set<String>]
  /// The declared names that name a glass API themselves.
  private let namingGlass: Set<String>
  /// The glass names that mean SwiftUI's glass in this program: all but the look-alikes it
  /// declares itself (see `lookAlikes(in:)`).
  private let meaningGlass: Set<String>
  /// The app's own `glassEffect` functions (in `extension View` or at the top level), whose
  /// calls are not SwiftUI's.
  private let ownGlassEffects: [FunctionDeclaration]

  /// Reads `syntax`.
  package init(_ syntax: SourceSyntax) {
    var references: [String: Set<String>] = [:]
    let ownGlassEffects = (syntax.functions + syntax.builtinExtensions.values.flatMap(\.functions))
      .filter { $0.name == "glassEffect" }
    self.ownGlassEffects = ownGlassEffects
    // A type named only as the base of a member (`SettingsView.minimumCellHeight`) is not
    // shown by the code that names it: the edge goes to that member (`Type.member`), not to the
    // whole type and the glass its body draws.
    func add(_ name: String, _ scan: NameScan, inside function: FunctionDeclaration? = nil) {
      references[name, default: []].formUnion(
        Self.names(of: scan, ownGlassEffects: ownGlassEffects, inside: function))
    }
    func visit(_ type: TypeDeclaration) {
      var scan = NameScan()
      // A class is a model, a service or a UIKit controller: a view that holds one does not draw
      // what its code builds elsewhere (an app's `Application` reaching every screen through its
      // router would list every view of the app). Its static members still carry their glass.
      if type.kind != .classType { scan.scan(type) }
      add(type.name, scan)
      for function in type.functions where function.isStatic {
        var member = NameScan()
        member.scan(function)
        add(type.name + "." + function.name, member)
      }
      for variable in type.variables where variable.isStatic {
        var member = NameScan()
        member.scan(variable)
        add(type.name + "." + variable.name, member)
      }
      for nested in type.nestedTypes { visit(nested) }
    }
    // Top-level functions and constants, and what the app's extensions add to SwiftUI's types.
    // A static member of such an extension is also what an implicit member names (`.pill` or
    // `.pill(tint:)` for `extension ButtonStyle where Self == PillStyle { static func pill… }`),
    // which `NameScan` records with its dot — unless that is one of SwiftUI's glass members: an
    // app's `extension Color { static let glass }` does not shadow `.buttonStyle(.glass)`, whose
    // context is another type.
    func implicit(_ name: String) -> String? {
      Self.glassNames.contains("." + name) ? nil : "." + name
    }
    func add(_ functions: [FunctionDeclaration], _ variables: [VariableDeclaration]) {
      for function in functions {
        var scan = NameScan()
        scan.scan(function)
        // Each of the app's `glassEffect` overloads is a declaration of its own: one may wrap
        // SwiftUI's while another draws a material.
        let name = function.name == "glassEffect" ? Self.signature(of: function) : function.name
        add(name, scan, inside: function)
        if function.isStatic, let dotted = implicit(function.name) {
          add(dotted, scan, inside: function)
        }
      }
      for variable in variables {
        var scan = NameScan()
        scan.scan(variable)
        add(variable.name, scan)
        if variable.isStatic, let dotted = implicit(variable.name) { add(dotted, scan) }
      }
    }
    // Where two targets declare one name (an iOS and a macOS `NoteEditorView`), the first is the
    // one the program's name lookup finds (`ProgramFolder.linked(preferring:only:)` puts the
    // chosen target's first): the other's glass is not this target's.
    var declared: Set<String> = []
    for type in syntax.types where declared.insert(type.name).inserted { visit(type) }
    add(syntax.functions, syntax.variables)
    for addition in syntax.builtinExtensions.values { add(addition.functions, addition.variables) }
    var lookAlikes = Self.lookAlikes(in: references)
    // Where the app declares `glassEffect` overloads, each call was resolved by its labels (see
    // `names(of:ownGlassEffects:inside:)`) to one of them or to SwiftUI's: the bare name is
    // no longer glass by itself.
    if !ownGlassEffects.isEmpty { lookAlikes.insert("glassEffect") }
    let meaning = Self.glassNames.subtracting(lookAlikes)
    meaningGlass = meaning
    reached = Self.closure(references, glass: meaning)
    mentions = references.mapValues { $0.filter { references[$0] != nil } }
    namingGlass = Set(references.filter { !$0.value.isDisjoint(with: meaning) }.keys)
  }

  /// The helpers through which the type called `name` reaches glass, shortest first found
  /// (`["StopRow", "glassCard"]`: the view names `StopRow`, whose body calls the `glassCard()`
  /// helper that names `glassEffect`); empty when it names glass itself or reaches none. Ties
  /// between routes of one length go to the name first in alphabetical order, so a listing is
  /// the same on every run.
  package func route(fromType name: String) -> [String] {
    guard !namingGlass.contains(name), !(reached[name] ?? []).isEmpty else { return [] }
    var cameFrom: [String: String] = [name: name]
    var frontier = [name]
    while !frontier.isEmpty {
      var next: [String] = []
      for current in frontier {
        for target in (mentions[current] ?? []).sorted() where cameFrom[target] == nil {
          guard !(reached[target] ?? []).isEmpty else { continue }
          cameFrom[target] = current
          if namingGlass.contains(target) {
            var route = [target]
            while let previous = cameFrom[route[0]], previous != name {
              route.insert(previous, at: 0)
            }
            return route
          }
          next.append(target)
        }
      }
      frontier = next
    }
    return []
  }

  /// The names `scan` found, as edges and glass names: a type named only as the base of a member
  /// is left out (its `Type.member` is kept), and where the app declares `glassEffect` overloads
  /// each `glassEffect` call is resolved as Swift resolves it by its argument labels — one the
  /// app's overloads take is a way to that declaration (`glassEffect(in:)`), any other is
  /// SwiftUI's `glassEffect(_:in:)` (`glassEffect(…)`). Inside one of the app's overloads, a call
  /// that overload itself takes is SwiftUI's: calling itself would never end, so it wraps
  /// SwiftUI's.
  static func names(
    of scan: NameScan, ownGlassEffects: [FunctionDeclaration], inside function: FunctionDeclaration?
  ) -> Set<String> {
    var names = scan.names.subtracting(scan.onlyQualifiers.subtracting(Self.glassNames)).union(
      scan.qualified)
    guard !ownGlassEffects.isEmpty, !scan.glassEffectCalls.isEmpty else { return names }
    names.remove("glassEffect")
    names.remove(glassEffectWithArguments)
    for labels in scan.glassEffectCalls {
      if let function, function.name == "glassEffect", takes(function, labels) {
        names.insert(glassEffectWithArguments)
      } else if let own = ownGlassEffects.first(where: { takes($0, labels) }) {
        names.insert(signature(of: own))
      } else {
        names.insert(glassEffectWithArguments)
      }
    }
    return names
  }

  /// How one of the app's `glassEffect` overloads is named as a declaration: with its labels,
  /// as Swift writes a function's full name (`glassEffect(_:in:)`, `glassEffect()`).
  static func signature(of function: FunctionDeclaration) -> String {
    function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// Whether Swift could call `function` with arguments labelled `labels` (nil for none): each
  /// label names a later parameter, and every parameter skipped or left over has a default.
  static func takes(_ function: FunctionDeclaration, _ labels: [String?]) -> Bool {
    var parameters = function.parameters[...]
    for label in labels {
      guard let index = parameters.firstIndex(where: { $0.label == label }),
        !parameters[..<index].contains(where: { $0.defaultValue == nil })
      else { return false }
      parameters = parameters[(index + 1)...]
    }
    return !parameters.contains { $0.defaultValue == nil }
  }

  /// The glass names the program declares itself without reaching SwiftUI's glass: an app's own
  /// `extension View { func glassEffect(_ thickness: Thickness) }` drawn with materials, or a
  /// `struct GlassEffectContainer` of its own. Swift's name lookup finds the app's declaration
  /// (a type of the module shadows SwiftUI's; the app's overloads take the app's arguments), so
  /// a view calling it uses no Liquid Glass. A declaration that mentions its own name is a wrapper
  /// around SwiftUI's (calling itself would never end), and reaches glass.
  static func lookAlikes(in references: [String: Set<String>]) -> Set<String> {
    let candidates = glassNames.filter { name in
      references[name].map { !$0.contains(name) } ?? false
    }
    guard !candidates.isEmpty else { return [] }
    let reach = closure(references, glass: glassNames.subtracting(candidates))
    return candidates.filter { (reach[$0] ?? []).isEmpty }
  }

  /// The glass each name reaches: its own glass names, then, until nothing changes, those of
  /// every declared name it mentions (a fixed point, so cycles between views end).
  private static func closure(_ references: [String: Set<String>], glass: Set<String>)
    -> [String: Set<String>]
  {
    var reached = references.mapValues { $0.intersection(glass) }
    // Only names that are declarations carry glass onwards.
    let edges = references.mapValues { $0.filter { references[$0] != nil } }
    var changed = true
    while changed {
      changed = false
      for (name, targets) in edges {
        var union = reached[name] ?? []
        for target in targets { union.formUnion(reached[target] ?? []) }
        if union.count != reached[name]?.count {
          reached[name] = union
          changed = true
        }
      }
    }
    return reached
  }

  /// The glass APIs the type called `name` reaches, sorted (empty when it uses none).
  package func apis(ofType name: String) -> [String] {
    Self.listed(reached[name] ?? [])
  }

  /// Glass names as a listing shows them (`glassEffect(…)` is `glassEffect`), sorted.
  private static func listed(_ names: Set<String>) -> [String] {
    Set(names.map { $0 == glassEffectWithArguments ? "glassEffect" : $0 }).sorted()
  }

  /// The glass APIs a `#Preview` reaches, sorted.
  package func apis(of preview: PreviewDeclaration) -> [String] {
    var scan = NameScan()
    scan.scan(preview.body)
    return apis(reachedBy: scan)
  }

  /// The helpers through which a `#Preview` reaches glass: the first view it names that reaches
  /// glass (alphabetically, when it names several), then that view's route.
  package func route(of preview: PreviewDeclaration) -> [String] {
    var scan = NameScan()
    scan.scan(preview.body)
    let names = Self.names(of: scan, ownGlassEffects: ownGlassEffects, inside: nil)
    guard names.isDisjoint(with: meaningGlass) else { return [] }
    let first = names.sorted().first { !(reached[$0] ?? []).isEmpty }
    return first.map { [$0] + route(fromType: $0) } ?? []
  }

  /// The glass APIs a function reaches (a method of an extension of another file's type, which
  /// no declared name here stands for), sorted.
  package func apis(of function: FunctionDeclaration) -> [String] {
    var scan = NameScan()
    scan.scan(function)
    return apis(reachedBy: scan)
  }

  /// The glass APIs a computed property reaches (`var toolbarControls: some View` in an
  /// extension of another file's view), sorted.
  package func apis(of variable: VariableDeclaration) -> [String] {
    var scan = NameScan()
    scan.scan(variable)
    return apis(reachedBy: scan)
  }

  /// The glass APIs the scanned code names itself or reaches through what it names, sorted.
  private func apis(reachedBy scan: NameScan) -> [String] {
    let names = Self.names(of: scan, ownGlassEffects: ownGlassEffects, inside: nil)
    var result = names.intersection(meaningGlass)
    for name in names { result.formUnion(reached[name] ?? []) }
    return Self.listed(result)
  }
}
