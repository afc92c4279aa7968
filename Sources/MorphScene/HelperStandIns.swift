import MorphSyntax

/// A view that shows a file's glass helpers on stand-ins, for a file that declares no view of its
/// own — only a `ViewModifier`, a `ButtonStyle`, an `extension View { func glassCard() }` — so
/// checking it alone shows the glass it draws rather than nothing. Each helper that reaches glass
/// is applied to what such a helper is written for (`Text("Content")` for a modifier, a
/// `Button("Button")` for a button style or a modifier that sets one, a `Label` for a label
/// style; a method of an extension of another file's view is called from a stand-in of that
/// view), with the arguments its declaration needs filled by literals of their types; a helper
/// whose arguments cannot be made that way is listed as not shown.
///
/// The view is Swift source the simulator writes (`source`), read as a second file beside the
/// user's: everything the helpers do runs through the same frontend and interpreter as app code.
struct HelperStandIns {
  /// The stand-in view's type name.
  static let viewName = "GlassHelpersOnStandIns"
  /// The path shown for the generated file (it exists only in memory).
  static let pathSuffix = " (stand-ins)"

  /// The Swift source of the stand-in view.
  let source: String
  /// The helpers shown, as a reader would call them (`.glassCard()`, `GlassButtonStyle`).
  let shown: [String]
  /// The helpers that reach glass but need arguments no literal can stand in for.
  let skipped: [String]

  /// Stand-ins for the glass helpers of `syntax`, whose glass use is `glass`, or nil when it has
  /// none to show.
  init?(_ syntax: SourceSyntax, glass: GlassUse) {
    var lines: [String] = []
    var shown: [String] = []
    var skipped: [String] = []
    var toolbarLines: [String] = []
    for type in syntax.allTypes where !glass.apis(ofType: type.name).isEmpty {
      guard let role = Self.roles.first(where: { type.inheritedTypes.contains($0.protocolName) })
      else { continue }
      if let arguments = Self.constructionArguments(of: type, in: syntax) {
        var scan = NameScan()
        scan.scan(type)
        let line = role.apply(
          type.name + "(" + arguments + ")", Self.target(using: scan.names, in: syntax))
        if Self.toolbarProtocols.contains(role.protocolName) {
          toolbarLines.append(line)
        } else {
          lines.append(line)
        }
        shown.append(type.name)
      } else {
        skipped.append(type.name)
      }
    }
    // Static view builders on the app's own types (`enum Surface { static func card() -> some
    // View }`), called on the type.
    for type in syntax.allTypes {
      for function in type.functions
      where function.isStatic && function.returnType.map(Self.returnsView) == true
        && !glass.apis(ofType: type.name + "." + function.name).isEmpty
      {
        if let arguments = Self.arguments(for: function.parameters, in: syntax) {
          lines.append(type.name + "." + function.name + "(" + arguments + ")")
          shown.append(type.name + "." + function.name + "()")
        } else {
          skipped.append(type.name + "." + function.name + "()")
        }
      }
    }
    // Views built by an extension of a view from another file (`extension RemindersView { func
    // actionButton(…) -> some View }`, `extension Habit.Dashboard { var toolbarControls: some
    // View }`): called from the body of a stand-in of that view, as the view itself calls them;
    // its own members the helper reads are unknowns, explored as any other file's are.
    var standInTypes: [(name: String, calls: [String])] = []
    func call(_ member: String, on typeName: String) {
      if let index = standInTypes.firstIndex(where: { $0.name == typeName }) {
        standInTypes[index].calls.append(member)
      } else {
        standInTypes.append((typeName, [member]))
        lines.append(typeName + "()")
      }
    }
    for addition in syntax.foreignExtensions
    where !addition.name.contains(".") && syntax.type(named: addition.name) == nil {
      for function in addition.functions
      where !function.isStatic && function.returnType.map(Self.returnsView) == true
        && !glass.apis(of: function).isEmpty
      {
        if let arguments = Self.arguments(for: function.parameters, in: syntax) {
          call(function.name + "(" + arguments + ")", on: addition.name)
          shown.append(addition.name + "." + function.name + "()")
        } else {
          skipped.append(addition.name + "." + function.name + "()")
        }
      }
      for variable in addition.variables
      where !variable.isStatic && variable.getter != nil
        && variable.type.map(Self.returnsView) == true && !glass.apis(of: variable).isEmpty
      {
        call(variable.name, on: addition.name)
        shown.append(addition.name + "." + variable.name)
      }
    }
    for extended in ["View", "Shape"] {
      guard let addition = syntax.builtinExtensions[extended] else { continue }
      for function in addition.functions
      where !function.isStatic && !glass.apis(ofType: function.name).isEmpty {
        var scan = NameScan()
        scan.scan(function)
        let base = extended == "View" ? Self.target(using: scan.names, in: syntax) : "Capsule()"
        if let arguments = Self.arguments(for: function.parameters, in: syntax) {
          lines.append(base + "." + function.name + "(" + arguments + ")")
          shown.append("." + function.name + "()")
        } else {
          skipped.append("." + function.name + "()")
        }
      }
      for variable in addition.variables
      where !variable.isStatic && !glass.apis(ofType: variable.name).isEmpty {
        var scan = NameScan()
        scan.scan(variable)
        let base = extended == "View" ? Self.target(using: scan.names, in: syntax) : "Capsule()"
        lines.append(base + "." + variable.name)
        shown.append("." + variable.name)
      }
    }
    guard !lines.isEmpty || !toolbarLines.isEmpty else { return nil }
    self.shown = shown
    self.skipped = skipped
    var body =
      lines.isEmpty
      ? "Color.clear\n"
      : "VStack(spacing: \(Self.spacing)) {\n" + lines.map { "  " + $0 + "\n" }.joined() + "}\n"
    if !toolbarLines.isEmpty {
      // The items in a navigation bar, over the other stand-ins as the screen.
      body =
        "NavigationStack {\n" + body.split(separator: "\n").map { "  " + $0 + "\n" }.joined()
        + "  .toolbar {\n" + toolbarLines.map { "    " + $0 + "\n" }.joined() + "  }\n}\n"
    }
    source =
      "import SwiftUI\n\nstruct \(Self.viewName): View {\n"
      + "  @Namespace private var \(Self.namespaceName)\n  var body: some View {\n"
      + body.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
      + "  }\n}\n"
      + standInTypes.map { type in
        "\nstruct \(type.name): View {\n  var body: some View {\n"
          + "    VStack(spacing: \(Self.spacing)) {\n"
          + type.calls.map { "      " + $0 + "\n" }.joined() + "    }\n  }\n}\n"
      }.joined()
  }

  /// Whether a declared return type is a view (`some View`, `AnyView`).
  static func returnsView(_ type: TypeReference) -> Bool {
    type.baseName == "View" || type.baseName == "AnyView"
  }

  /// Points between stand-ins: past the distance at which neighbouring glass should share a
  /// container (MorphLayout's `DesignRules.neighbourDistance`, 40 pt), so each reads on its own.
  static let spacing = 48

  /// What a stand-in for a modifier is applied to: a line of text with room around it, as a
  /// card or a pill is.
  static let modifierTarget = "Text(\"Content\").padding()"

  /// What an `extension View` helper or a `ViewModifier` is applied to: a button for one that
  /// sets a button style (`.buttonStyle(.glass)` shows only on a button) — itself or through a
  /// modifier of the file's it applies (`modifier(GlassButtonStyleIfAvailable())`) — a label or
  /// toggle for theirs, else the modifier target.
  static func target(using scanned: Set<String>, in syntax: SourceSyntax) -> String {
    var names = scanned
    for type in syntax.allTypes
    where scanned.contains(type.name) && type.inheritedTypes.contains("ViewModifier") {
      var scan = NameScan()
      scan.scan(type)
      names.formUnion(scan.names)
    }
    if names.contains("buttonStyle") || names.contains(".glass")
      || names.contains(".glassProminent")
    {
      return buttonTarget
    }
    if names.contains("labelStyle") { return "Label(\"Label\", systemImage: \"star\")" }
    if names.contains("toggleStyle") { return "Toggle(\"Toggle\", isOn: .constant(true))" }
    return modifierTarget
  }

  /// What a stand-in for a button style is.
  static let buttonTarget = "Button(\"Button\") {}"

  /// A helper protocol and the stand-in view it is applied to: `apply(call, target)` with the
  /// helper's construction and what a modifier among them is applied to (`target(using:in:)`).
  struct Role {
    let protocolName: String
    let apply: @Sendable (_ call: String, _ target: String) -> String
  }

  /// The helper protocols a stand-in can show, in the order they are looked for.
  static let roles: [Role] = [
    Role(protocolName: "ViewModifier") { $1 + ".modifier(" + $0 + ")" },
    Role(protocolName: "ButtonStyle") { call, _ in buttonTarget + ".buttonStyle(" + call + ")" },
    Role(protocolName: "PrimitiveButtonStyle") { call, _ in
      buttonTarget + ".buttonStyle(" + call + ")"
    },
    Role(protocolName: "LabelStyle") { call, _ in
      "Label(\"Label\", systemImage: \"star\").labelStyle(" + call + ")"
    },
    Role(protocolName: "ToggleStyle") { call, _ in
      "Toggle(\"Toggle\", isOn: .constant(true)).toggleStyle(" + call + ")"
    },
    // Toolbar content goes in the bar of a navigation stack around the stand-ins (`source`).
    Role(protocolName: "ToolbarContent") { call, _ in call },
    Role(protocolName: "CustomizableToolbarContent") { call, _ in call },
  ]

  /// The protocols whose stand-ins are toolbar items, not views.
  static let toolbarProtocols: Set<String> = ["ToolbarContent", "CustomizableToolbarContent"]

  /// The arguments that make an instance of `type`: its first initialiser whose parameters all
  /// have stand-ins, else its memberwise initialiser's (stored properties without a value).
  static func constructionArguments(of type: TypeDeclaration, in syntax: SourceSyntax) -> String? {
    for initializer in type.initializers {
      if let arguments = arguments(for: initializer.parameters, in: syntax) { return arguments }
    }
    if !type.initializers.isEmpty { return nil }
    var parts: [String] = []
    for variable in type.variables
    where variable.getter == nil && !variable.isStatic && variable.initialValue == nil
      && !variable.isEnvironment && !variable.isStateLike
    {
      if variable.type?.isOptional == true { continue }
      guard
        let value = variable.type.flatMap({ literal(for: $0, named: variable.name, in: syntax) })
      else { return nil }
      parts.append(variable.name + ": " + value)
    }
    return parts.joined(separator: ", ")
  }

  /// Arguments for `parameters`: a literal for each one without a default value.
  static func arguments(for parameters: [FunctionDeclaration.Parameter], in syntax: SourceSyntax)
    -> String?
  {
    var parts: [String] = []
    for parameter in parameters where parameter.defaultValue == nil {
      guard let type = parameter.type else { return nil }
      let value =
        type.isOptional
        ? "nil"
        : literal(for: type, named: parameter.name, in: syntax)
          ?? (parameter.label == "in" ? "Capsule()" : nil)
      guard let value else { return nil }
      parts.append(parameter.label.map { $0 + ": " + value } ?? value)
    }
    return parts.joined(separator: ", ")
  }

  /// A literal of the type `type` a helper's argument or property called `name` can take: by
  /// the type's name; a closure of as many ignored parameters as a function type has; the
  /// stand-in view's namespace for a `Namespace.ID`; a capsule for a generic called `shape`; the
  /// first case of an enum the program declares; for a type it does not declare (it lives in
  /// another file), an unknown named for the argument, so what depends on it is explored.
  static func literal(for type: TypeReference, named name: String? = nil, in syntax: SourceSyntax)
    -> String?
  {
    if type.isOptional { return "nil" }
    if let known = literals[type.baseName] { return known }
    let declared = syntax.type(named: type.baseName)
    if let declared, declared.kind == .enumeration, let first = firstCase(of: declared) {
      return first
    }
    if type.baseName == "AnyShape" || type.text.hasPrefix("some Shape") { return "Capsule()" }
    if type.text == "Namespace.ID" { return namespaceName }
    if type.baseName == "Function" { return closureLiteral(type.text) }
    if name?.lowercased().hasSuffix("shape") == true, !isTypeName(type.baseName) {
      return "Capsule()"
    }
    if declared == nil, isTypeName(type.baseName), let name, !name.isEmpty, name != "_" {
      // A name the stand-in view does not declare reads as an unknown, as a model from
      // another file does.
      return name
    }
    return nil
  }

  /// Whether `name` names a type of its own (`BackgroundShape`), not a generic parameter or a
  /// type the stand-ins cannot name.
  static func isTypeName(_ name: String) -> Bool {
    name.count > 1 && name.first?.isUppercase == true && name != "Function" && name != "Self"
  }

  /// `.regular` for `enum Style { case regular, clear }`; a case with associated values gets a
  /// literal for each (`.rect(cornerRadius: 16)`). A case without values is preferred.
  static func firstCase(of type: TypeDeclaration) -> String? {
    guard let first = type.cases.first(where: { $0.associatedValues.isEmpty }) ?? type.cases.first
    else { return nil }
    guard !first.associatedValues.isEmpty else { return "." + first.name }
    let values = first.associatedValues.map { label in
      label.first?.isNumber == true ? "16" : label + ": 16"
    }
    return "." + first.name + "(" + values.joined(separator: ", ") + ")"
  }

  /// The stand-in view's `@Namespace`, passed where a helper takes a `Namespace.ID`.
  static let namespaceName = "standInNamespace"

  /// A closure that ignores its arguments, for a function type written `(A,B)->C`.
  static func closureLiteral(_ text: String) -> String {
    guard text.hasPrefix("("), let close = text.firstIndex(of: ")") else { return "{}" }
    // Parameters at the top level of the parentheses; nested generics and tuples aside.
    let inside = text[text.index(after: text.startIndex)..<close]
    guard !inside.trimmingCharacters(in: .whitespaces).isEmpty else { return "{}" }
    var depth = 0
    var count = 1
    for character in inside {
      switch character {
      case "<", "(", "[": depth += 1
      case ">", ")", "]": depth -= 1
      case "," where depth == 0: count += 1
      default: break
      }
    }
    return "{ " + Array(repeating: "_", count: count).joined(separator: ", ") + " in }"
  }

  /// Literals by type name: a size a card would have, a colour that shows, text that reads as
  /// a stand-in.
  static let literals: [String: String] = [
    "CGFloat": "16", "Double": "16", "Float": "16", "Int": "16", "Bool": "true",
    "String": "\"Content\"", "Color": ".blue", "Glass": ".regular", "Capsule": "Capsule()",
    "Circle": "Circle()", "RoundedRectangle": "RoundedRectangle(cornerRadius: 16)",
    "Edge": ".top", "Alignment": ".center", "EdgeInsets": "EdgeInsets()",
  ]
}
