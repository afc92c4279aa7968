import Foundation
import MorphCore
import MorphDiagnostics
import MorphMotion
import MorphSyntax
import MorphViewTree

extension Evaluator {
  /// Gives a value the type a declaration asks for: symbols become enum cases of a scene enum,
  /// Ints become Doubles for `Double`/`CGFloat`.
  func convert(_ value: Value, to type: TypeReference?, at location: SourcePosition) -> Value {
    guard let type else { return value }
    switch value {
    case .symbol(let symbol) where symbol.steps.count == 1:
      if let declaration = syntax.type(named: type.baseName), declaration.kind == .enumeration {
        if let enumCase = declaration.cases.first(where: { $0.name == symbol.head }) {
          let associated = associatedValues(
            of: enumCase, given: symbol.steps[0].arguments ?? [], at: location)
          return .enumCase(
            Value.EnumValue(type: declaration.name, name: symbol.head, associated: associated))
        }
        if symbol.head == "none" && type.isOptional { return Value.none }
        report(
          .unknownMember,
          "'\(declaration.name)' has no case '\(symbol.head)'; a placeholder is used.",
          at: location)
        return .placeholder(symbol.head)
      }
      if symbol.head == "none" && type.isOptional { return Value.none }
      if let declaration = syntax.type(named: type.baseName),
        declaration.kind == .structure || declaration.kind == .classType
      {
        return implicitMember(symbol, of: declaration, at: location) ?? value
      }
      // `locale: Locale = .current`: the simulated iPhone's.
      if type.baseName == "Locale", ["current", "autoupdatingCurrent"].contains(symbol.head) {
        return Evaluator.deviceLocale
      }
      // `let inset: CGFloat = .zero`: the number.
      if symbol.head == "zero", symbol.type == nil,
        Evaluator.numericTypes.contains(type.baseName)
      {
        return type.baseName == "Int" ? .int(0) : .double(0)
      }
      // `var isLoading: Binding<Bool> = .constant(false)`: the constant binding it names.
      if type.baseName == "Binding", symbol.head == "constant", symbol.type == nil,
        let constant = symbol.steps[0].arguments?.first?.value
      {
        return .binding(.constant(constant))
      }
      // `let size: CGSize = .init(width: 16, height: 16)` (or `.zero`): the system type's own
      // initialiser or static member, as if written `CGSize(width: 16, height: 16)`.
      if symbol.type == nil, Evaluator.builtinTypes.contains(type.baseName),
        !Evaluator.numericTypes.contains(type.baseName)
      {
        return .symbol(Value.Symbol(type: type.baseName, steps: symbol.steps))
      }
      // `item: .init(content: "Done", itemType: .output)` where `AssistChatItem` lives in another
      // file: a value of that type holding what its memberwise initialiser would store, each
      // labelled argument in the property of its label; its other members are unknowns (it was
      // the bare symbol `.init`, which nothing could iterate, compare or call).
      if symbol.type == nil, symbol.head == "init", syntax.type(named: type.baseName) == nil,
        !Evaluator.numericTypes.contains(type.baseName), !isViewType(type),
        type.baseName.first?.isUppercase == true
      {
        var stored: [String: Value] = [:]
        for argument in symbol.steps[0].arguments ?? [] {
          if let label = argument.label { stored[label] = argument.value }
        }
        return .instance(Value.InstanceValue(type: type.baseName, properties: stored))
      }
      return value
    case .array(let elements):
      // `path.append(.garden)` into a `[Room]`: each element as the element type.
      guard let element = type.arrayElement else { return value }
      return .array(elements.map { convert($0, to: element, at: location) })
    case .int(let number)
    where ["Double", "CGFloat", "Float", "TimeInterval"].contains(type.baseName):
      return .double(Double(number))
    case .double(let number)
    where type.baseName == "Int" && number.isFinite && abs(number) < Double(Int.max):
      // `let half: Int = 7 / 2`: only literals divide into a Double here (`binary`), and as an
      // `Int` Swift divides them as integers, rounding toward zero.
      return .int(Int(number.rounded(.towardZero)))
    case .tuple(let parts) where parts.allSatisfy({ $0.label == nil }):
      // `release: (0.4, 0.45)` stored as `(response: Double, damping: Double)`: Swift gives the
      // tuple the type's labels, by which `release.response` reads it.
      let labels = Evaluator.tupleLabels(type.text)
      guard labels.count == parts.count, labels.contains(where: { $0 != nil }) else {
        return value
      }
      return .tuple(zip(labels, parts).map { (label: $0, value: $1.value) })
    case .range(let lower, let upper)
    where type.baseName == "ClosedRange" && !type.text.contains("<Int>"):
      // `0...1` passed as a `ClosedRange<Double>`: Swift types the literals as Doubles; the
      // whole-number range here ends one past its closed bound.
      return Evaluator.closedRange(Double(lower), Double(upper - 1))
    case .view(let node):
      // `Deck(name: "Words")` of a type the program does not declare, built where a `Deck` is
      // expected: a value of the app's (its members read as unknowns), not a view.
      if case .unknown(let made) = node.kind, !isViewType(type) { return .placeholder(made) }
      return value
    default:
      return value
    }
  }

  /// `.init(title: "Save")` or `.shared` where one of the program's structs or classes is
  /// expected: its initialiser or static member, as Swift reads an implicit member expression
  /// against the parameter's type; nil when the type has no such static member.
  private func implicitMember(
    _ symbol: Value.Symbol, of type: TypeDeclaration, at location: SourcePosition
  ) -> Value? {
    let context = Context(scope: Scope(parent: nil), owner: nil, identity: "")
    let step = symbol.steps[0]
    if step.name == "init" {
      return construct(type.name, step.arguments ?? [], in: context, at: location)
    }
    guard
      type.variables.contains(where: { $0.name == step.name && $0.isStatic })
        || type.functions.contains(where: { $0.name == step.name && $0.isStatic })
    else { return nil }
    let member = staticMember(type.name, step.name, in: context, at: location)
    guard let arguments = step.arguments else { return member }
    return callValue(member, arguments, in: context, at: location)
  }

  /// Whether a declared type can hold a view: `some View`, `AnyView`, a generic `Content`, a
  /// view type of the program's or one named like one (`HeaderView` from another file).
  func isViewType(_ type: TypeReference) -> Bool {
    let name = type.baseName
    if let declared = syntax.type(named: name) { return declared.isView }
    return name.count == 1 || name.hasSuffix("View") || name.hasSuffix("Content")
      || Evaluator.viewTypeNames.contains(name) || ViewFactory.isBuiltinView(name)
  }

  /// SwiftUI's names for views held in properties and parameters.
  static let viewTypeNames: Set<String> = [
    "View", "AnyView", "Content", "Label", "Body", "Shape", "InsettableShape", "AnyShape",
    "ShapeStyle", "Function", "Optional",
  ]

  /// Whether any number among `arguments` is unusable (not finite, or beyond
  /// `maximumMagnitude`): each is an error at its argument, and the caller drops the view or
  /// modifier rather than lay out with it (Docs/Reliability.md).
  func hasUnusableNumbers(_ arguments: [Value.Argument], in name: String) -> Bool {
    var found = false
    for argument in arguments {
      guard let number = argument.value.number,
        !number.isFinite || abs(number) > Evaluator.maximumMagnitude
      else { continue }
      found = true
      report(
        .invalidNumber,
        "'\(name)\(argument.label.map { "(\($0):)" } ?? "")' is \(number); the simulator takes finite numbers up to \(Int(Evaluator.maximumMagnitude)) in size (use .infinity for an unlimited frame).",
        at: argument.location)
    }
    return found
  }

  /// The number types an app extends with constants, in the order an implicit member is looked
  /// up (Swift finds it on the parameter's own type: lengths are `CGFloat`).
  static let numberTypes = ["CGFloat", "Double", "Float", "Int"]

  /// `.cardPadding` where the app declares `extension CGFloat { static let cardPadding … }` (or
  /// on another number type): its value; nil for any other value.
  func extensionNumber(_ value: Value, at location: SourcePosition) -> Double? {
    guard case .symbol(let symbol) = value, symbol.steps.count == 1,
      symbol.steps[0].arguments == nil,
      symbol.type.map({ Evaluator.numberTypes.contains($0) }) ?? true
    else { return nil }
    return staticExtensionMember(symbol.head, of: Evaluator.numberTypes, at: location)?.number
  }

  /// A number argument, else nil with a warning.
  /// The number types a `.zero` or a literal converts to.
  static let numericTypes: Set<String> = ["CGFloat", "Double", "Float", "Int", "TimeInterval"]

  func number(from value: Value, at location: SourcePosition, purpose: String) -> Double? {
    if let number = value.number {
      guard number.isFinite, abs(number) <= Evaluator.maximumMagnitude else {
        report(
          .invalidNumber,
          "\(purpose) is \(number); the simulator takes finite numbers up to \(Int(Evaluator.maximumMagnitude)) in size (use .infinity for an unlimited frame).",
          at: location)
        return nil
      }
      return number
    }
    if case .placeholder = value { return nil }
    // `nil` for the optional lengths SwiftUI takes (`.frame(height: nil)`, `HStack(spacing:
    // nil)`) is the parameter's default: nothing to read, and nothing wrong.
    if case .none = value { return nil }
    if case .symbol(let symbol) = value, symbol.head == "infinity" { return .infinity }
    // `spacing: .zero`: `CGFloat.zero`.
    if case .symbol(let symbol) = value, symbol.steps.count == 1, symbol.head == "zero",
      symbol.type == nil || Evaluator.numericTypes.contains(symbol.type ?? "")
    {
      return 0
    }
    if let declared = extensionNumber(value, at: location) {
      return number(from: .double(declared), at: location, purpose: purpose)
    }
    if literalArgumentOffsets.contains(location.offset) {
      report(
        .wrongLiteral,
        "\(purpose.prefix(1).uppercased() + purpose.dropFirst()) takes a number, not \(value.kindName); Swift rejects this too. Write a number (for example 120).",
        at: location)
      return nil
    }
    report(
      .wrongValue, "Expected a number for \(purpose), found \(value.kindName); it is ignored.",
      at: location)
    return nil
  }

  // MARK: Animation

  /// An animation expression (`.bouncy`, `.spring(response: 0.3, dampingFraction: 0.8)`,
  /// `.easeInOut(duration: 0.3).delay(0.1)`), else nil with a warning.
  func animation(from value: Value, at location: SourcePosition) -> MorphAnimation? {
    guard let animation = unvalidatedAnimation(from: value, at: location) else { return nil }
    if animation.problem != nil, animation.settlesAtOnce {
      report(
        .approximation,
        "A spring of duration 0 settles at once; the change is shown without animation.",
        at: location)
      return .linear(duration: 0)
    }
    if let problem = animation.problem {
      report(.invalidNumber, problem, at: location)
      return nil
    }
    return animation
  }

  private func unvalidatedAnimation(from value: Value, at location: SourcePosition)
    -> MorphAnimation?
  {
    switch value {
    case .animation(let animation): return animation
    case .symbol(let symbol):
      // `.smoothSpring` (or `.quick(0.3)`, a static function) from the app's `extension
      // Animation`, then any modifiers after it.
      if symbol.type == nil || symbol.type == "Animation",
        extensionValueDepth < Evaluator.maximumCallDepth,
        let declared = staticExtensionMember(
          symbol.steps[0].name, arguments: symbol.steps[0].arguments, of: ["Animation"])
      {
        extensionValueDepth += 1
        defer { extensionValueDepth -= 1 }
        guard var animation = unvalidatedAnimation(from: declared, at: location) else { return nil }
        for step in symbol.steps.dropFirst() {
          guard
            let modified = animationModifier(
              animation, step.name, step.arguments ?? [], at: location)
          else { return nil }
          animation = modified
        }
        return animation
      }
      guard var animation = baseAnimation(symbol.steps[0], at: location) else { return nil }
      for step in symbol.steps.dropFirst() {
        guard
          let modified = animationModifier(animation, step.name, step.arguments ?? [], at: location)
        else { return nil }
        animation = modified
      }
      return animation
    case .placeholder: return nil
    default:
      report(
        .wrongValue,
        "Expected an animation such as .bouncy or .spring(duration: 0.4), found \(value.kindName); .default is used.",
        at: location)
      return nil
    }
  }

  private func baseAnimation(_ step: Value.Symbol.Step, at location: SourcePosition)
    -> MorphAnimation?
  {
    if step.name == "__value", case .animation(let animation)? = step.arguments?.first?.value {
      return animation
    }
    let arguments = step.arguments ?? []
    var numbers: [String: Double] = [:]
    var unlabelled: [Double] = []
    var springArgument: MorphSpring? = nil
    for argument in arguments {
      if let value = argument.value.number {
        if let label = argument.label { numbers[label] = value } else { unlabelled.append(value) }
      } else if case .symbol(let symbol) = argument.value,
        symbol.type == "Spring" || argument.label == nil
      {
        springArgument = spring(from: symbol, at: argument.location)
      } else {
        report(
          .wrongValue,
          "The argument '\(argument.label ?? "_")' of '.\(step.name)' is not a number; it is ignored.",
          at: argument.location)
      }
    }
    switch step.name {
    case "spring" where springArgument != nil:
      return springArgument.map { .spring($0, blendDuration: numbers["blendDuration"] ?? 0) }
    case "interpolatingSpring" where springArgument != nil:
      return springArgument.map {
        .interpolatingSpring($0, initialVelocity: numbers["initialVelocity"] ?? 0)
      }
    case "timingCurve":
      guard unlabelled.count >= 4 else {
        report(
          .wrongValue, "'.timingCurve' needs four control-point numbers; .default is used.",
          at: location)
        return nil
      }
      return .timingCurve(
        unlabelled[0], unlabelled[1], unlabelled[2], unlabelled[3],
        duration: numbers["duration"] ?? MorphAnimation.defaultCurveDuration)
    default:
      break
    }
    guard let preset = MorphAnimation.preset(named: step.name) else {
      var message = "'.\(step.name)' is not an animation the simulator knows."
      if let near = Evaluator.nearest(
        step.name, among: MorphAnimation.presets.map(\.name) + ["timingCurve"])
      {
        message += " Did you mean '.\(near)'?"
      }
      report(.unsupportedValue, message + " .default is used.", at: location)
      return nil
    }
    guard let animation = preset.animation(labelled: numbers, unlabelled: unlabelled) else {
      let forms = preset.forms.map { ".\(preset.name)\($0.signature)" }.joined(separator: " or ")
      report(
        .unsupportedValue,
        "'.\(step.name)' takes \(forms); these labels match none of them, so .default is used.",
        at: location)
      return nil
    }
    return animation
  }

  /// `.delay(_:)`, `.speed(_:)`, `.repeatCount(_:autoreverses:)`, `.repeatForever(autoreverses:)`.
  func animationModifier(
    _ animation: MorphAnimation, _ name: String, _ arguments: [Value.Argument],
    at location: SourcePosition
  ) -> MorphAnimation? {
    let first = arguments.first { $0.label == nil }?.value.number
    let autoreverses: Bool = {
      if case .bool(let flag)? = arguments.first(where: { $0.label == "autoreverses" })?.value {
        return flag
      }
      return true
    }()
    switch name {
    case "delay": return animation.delay(first ?? 0)
    case "speed": return animation.speed(first ?? 1)
    case "repeatCount":
      return animation.repeatCount(
        min(max(1, Int(saturating: first ?? 1)), MorphAnimation.maximumRepeatCount),
        autoreverses: autoreverses)
    case "repeatForever": return animation.repeatForever(autoreverses: autoreverses)
    case "logicallyComplete": return animation
    default:
      report(
        .unsupportedValue,
        "'.\(name)' is not an animation modifier the simulator knows; it is ignored.",
        at: location)
      return animation
    }
  }

  /// A `Spring` from `Spring(duration:bounce:)`, `.bouncy`, `Spring(mass:stiffness:damping:)`.
  func spring(from symbol: Value.Symbol, at location: SourcePosition) -> MorphSpring? {
    guard let step = symbol.steps.first else { return nil }
    var numbers: [String: Double] = [:]
    for argument in step.arguments ?? [] {
      if let label = argument.label, let value = argument.value.number { numbers[label] = value }
    }
    func n(_ label: String, _ fallback: Double) -> Double { numbers[label] ?? fallback }
    switch step.name {
    case "init", "callAsFunction":
      if numbers["stiffness"] != nil {
        return MorphSpring(
          mass: n("mass", 1), stiffness: n("stiffness", 100), damping: n("damping", 10))
      }
      if numbers["response"] != nil {
        return MorphSpring(response: n("response", 0.5), dampingRatio: n("dampingRatio", 1))
      }
      return MorphSpring(duration: n("duration", 0.5), bounce: n("bounce", 0))
    case "smooth": return .smooth(duration: n("duration", 0.5), extraBounce: n("extraBounce", 0))
    case "snappy": return .snappy(duration: n("duration", 0.5), extraBounce: n("extraBounce", 0))
    case "bouncy": return .bouncy(duration: n("duration", 0.5), extraBounce: n("extraBounce", 0))
    default:
      report(.unsupportedValue, "'\(step.name)' is not a Spring the simulator knows.", at: location)
      return nil
    }
  }

  // MARK: Colour and paint

  /// `Color(red:green:blue:opacity:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`,
  /// `Color(.systemBlue)`, an app's `Color(hex: "#2F7CF6")`, `Color("AssetName")` (a neutral grey
  /// with a warning when the catalog lacks it).
  func colorFromInitializer(_ arguments: [Value.Argument], at location: SourcePosition) -> Color {
    var numbers: [String: Double] = [:]
    for argument in arguments {
      if let label = argument.label, let value = argument.value.number { numbers[label] = value }
    }
    let opacity = numbers["opacity"] ?? numbers["alpha"] ?? 1
    if let red = numbers["red"], let green = numbers["green"], let blue = numbers["blue"] {
      return Color(red: red, green: green, blue: blue, opacity: opacity)
    }
    if let white = numbers["white"] { return Color(white: white, opacity: opacity) }
    if let hue = numbers["hue"], let saturation = numbers["saturation"],
      let brightness = numbers["brightness"]
    {
      return Evaluator.hsb(
        hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
    }
    if let first = arguments.first, let color = hexColor(first, at: location) { return color }
    // `Color(UIColor(red: 2 / 255, green: 113 / 255, blue: 1, alpha: 1))`, `Color(nsColor:
    // NSColor(white: 0.2, alpha: 1))`: a platform colour made from components is that colour.
    if let first = arguments.first, case .symbol(let symbol) = first.value,
      let type = symbol.type, Evaluator.platformColorTypes.contains(type),
      symbol.steps.count == 1, symbol.head == "init", let components = symbol.steps[0].arguments
    {
      return colorFromInitializer(components, at: location)
    }
    if let first = arguments.first {
      if case .symbol(let symbol) = first.value,
        let named = namedColor(symbol.head)
          ?? assets.name(forSymbol: symbol.head).flatMap({ assetColor($0, at: location) })
      {
        return named
      }
      var assetName: String? = nil
      if case .string(let asset) = first.value { assetName = asset }
      // `Color(.ocean)`: the symbol Xcode generates for an asset colour.
      if case .symbol(let symbol) = first.value, symbol.steps.count == 1 { assetName = symbol.head }
      if let asset = assetName {
        if let color = assetColor(asset, at: location) { return color }
        let looked = assetsLookedIn
        report(
          .unsupportedValue,
          "The asset colour \"\(asset)\" is not available: \(looked); a neutral grey is used.",
          at: location)
        return Color(white: 0.6)
      }
    }
    report(
      .unsupportedValue, "This Color initialiser is not simulated; a neutral grey is used.",
      at: location)
    return Color(white: 0.6)
  }

  /// The platform colour types a SwiftUI `Color` is made from (`Color(uiColor:)`,
  /// `Color(nsColor:)`, `Color(cgColor:)`), whose initialisers take the same components.
  static let platformColorTypes: Set<String> = ["UIColor", "NSColor", "CGColor"]

  /// The asset catalog's colour `name` under the scene's colour scheme and contrast.
  func assetColor(_ name: String, at location: SourcePosition) -> Color? {
    assets.color(
      named: name, dark: system.colorScheme == .dark, highContrast: system.increaseContrast)
  }

  /// The element labels of a tuple type's text (`(response: Double, damping: Double)` →
  /// `response`, `damping`; nil for an unlabelled element); empty for a type that is no tuple.
  static func tupleLabels(_ text: String) -> [String?] {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("("), trimmed.hasSuffix(")") else { return [] }
    var elements: [String] = []
    var depth = 0
    var current = ""
    for character in trimmed.dropFirst().dropLast() {
      switch character {
      case "(", "<", "[": depth += 1
      case ")", ">", "]": depth -= 1
      case "," where depth == 0:
        elements.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    elements.append(current)
    return elements.map { element in
      // A label is a name before the first top-level colon (`[String: Int]` has its colon
      // inside brackets).
      guard let colon = element.firstIndex(of: ":") else { return nil }
      let label = element[..<colon].trimmingCharacters(in: .whitespaces)
      guard !label.isEmpty, label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        return nil
      }
      return label
    }
  }

  /// A `ClosedRange<Double>` (`0.0...1.0`), read through its bounds.
  static func closedRange(_ lower: Double, _ upper: Double) -> Value {
    .instance(
      Value.InstanceValue(
        type: "ClosedRange",
        properties: ["lowerBound": .double(lower), "upperBound": .double(upper)]))
  }

  /// `systemBlue` → `blue`, `systemGray2` → `gray`.
  static func systemColorName(_ name: String) -> String {
    guard name.hasPrefix("system") else { return name }
    let rest = name.dropFirst("system".count)
    let trimmed = rest.prefix { !$0.isNumber }
    return trimmed.prefix(1).lowercased() + trimmed.dropFirst()
  }

  /// HSB → sRGB (the standard hexcone conversion).
  static func hsb(hue: Double, saturation: Double, brightness: Double, opacity: Double) -> Color {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(saturating: h) % 6
    let f = h - h.rounded(.towardZero)
    let p = brightness * (1 - saturation)
    let q = brightness * (1 - saturation * f)
    let t = brightness * (1 - saturation * (1 - f))
    let (r, g, b): (Double, Double, Double)
    switch sector {
    case 0: (r, g, b) = (brightness, t, p)
    case 1: (r, g, b) = (q, brightness, p)
    case 2: (r, g, b) = (p, brightness, t)
    case 3: (r, g, b) = (p, q, brightness)
    case 4: (r, g, b) = (t, p, brightness)
    default: (r, g, b) = (brightness, p, q)
    }
    return Color(red: r, green: g, blue: b, opacity: opacity)
  }

  /// The stand-in for a material (`.ultraThinMaterial`, `.bar`) where a colour or style goes —
  /// translucent white, said once per place — or nil for a name that is no material.
  func material(_ name: String, at location: SourcePosition) -> Color? {
    guard name.hasSuffix("Material") || name == "bar" else { return nil }
    report(
      .unsupportedValue, "Materials such as '.\(name)' are drawn as translucent white.",
      at: location)
    return Evaluator.materialStandIn
  }

  /// What a material is drawn as: white at 35 % over what is behind (a blur would need the
  /// backdrop under ordinary content, which only glass reads).
  static let materialStandIn = Color(white: 1, opacity: 0.35)

  /// Gray, with a warning that `name` is no colour the simulator knows.
  func unknownColor(_ name: String, at location: SourcePosition) -> Color {
    report(
      .unsupportedValue, "'\(name)' is not a colour the simulator knows; gray is used.",
      at: location)
    return .gray
  }

  /// A colour from `.blue`, `Color.blue.opacity(0.5)`, `Color(red:…)`, `.tint`, else nil with a warning.
  func color(from value: Value, at location: SourcePosition) -> Color? {
    switch value {
    case .color(let color): return color
    case .paint(.color(let color)): return color
    case .view(let node):
      if case .paint(.color(let color)) = node.kind { return color }
      // An unknown given a modifier that colours also have (`theme.tint.opacity(0.2)`, where
      // `theme` lives in another file): the unknown colour it is, as a bare unknown is.
      if case .unknown = node.kind, node.children.isEmpty { return nil }
    case .symbol(let symbol):
      var color: Color
      let head = symbol.steps[0]
      if head.name == "__color", case .color(let base)? = head.arguments?.first?.value {
        color = base
      } else if let named = namedColor(head.name) {
        color = named
      } else if symbol.type == nil || symbol.type == "Color",
        extensionValueDepth < Evaluator.maximumCallDepth,
        let declared = staticExtensionMember(
          head.name, arguments: head.arguments, of: ["Color", "ShapeStyle"], at: location)
      {
        // `.foregroundStyle(.textPrimary)`: the app's `extension Color { static let … }` (or
        // its `static func brand(opacity:)`, called).
        extensionValueDepth += 1
        defer { extensionValueDepth -= 1 }
        color = self.color(from: declared, at: location) ?? unknownColor(head.name, at: location)
      } else if head.name == "init" || head.name == "callAsFunction" {
        color = colorFromInitializer(head.arguments ?? [], at: location)
      } else if head.name == "tint" {
        color = appAccentColor ?? .accentColor
      } else if let material = material(head.name, at: location) {
        color = material
      } else {
        color = unknownColor(head.name, at: location)
      }
      for step in symbol.steps.dropFirst() {
        if step.name == "opacity", let factor = step.arguments?.first?.value.number {
          color = color.opacity(factor)
        } else if !["gradient", "secondary", "mix"].contains(step.name) {
          report(
            .wrongValue, "'.\(step.name)' on a colour is not simulated; it is ignored.",
            at: location)
        }
      }
      return color
    case .placeholder:
      return nil
    default:
      break
    }
    report(.wrongValue, "Expected a colour, found \(value.kindName); it is ignored.", at: location)
    return nil
  }

  /// A colour or gradient.
  func paint(from value: Value, at location: SourcePosition) -> Paint? {
    switch value {
    case .paint(let paint): return paint
    case .view(let node):
      if case .paint(let paint) = node.kind { return paint }
    case .symbol(let symbol)
    where ["linearGradient", "radialGradient", "angularGradient"].contains(symbol.head):
      if let node = ViewFactory(self).gradient(
        symbol.head.prefix(1).uppercased() + symbol.head.dropFirst(),
        symbol.steps[0].arguments ?? [], at: location),
        case .paint(let paint) = node
      {
        return paint
      }
    default:
      break
    }
    return color(from: value, at: location).map { .color($0) }
  }

  // MARK: Glass, shapes, fonts, layout values

  /// A `Glass` value: `.regular`, `.clear`, `.identity`, then `.tint(_:)` and `.interactive(_:)`.
  func glass(from value: Value, at location: SourcePosition) -> GlassSpec {
    guard case .symbol(let symbol) = value else {
      if case .placeholder = value { return .regular }
      report(
        .wrongValue,
        "Expected a Glass such as .regular or .clear.tint(.blue), found \(value.kindName); .regular is used.",
        at: location)
      return .regular
    }
    var glass = GlassSpec.regular
    for (index, step) in symbol.steps.enumerated() {
      switch step.name {
      case "regular" where index == 0: glass.variant = .regular
      case "clear" where index == 0: glass.variant = .clear
      case "identity" where index == 0: glass.variant = .identity
      case "tint":
        if let argument = step.arguments?.first {
          if case .none = argument.value {
            glass.tint = nil
          } else {
            glass.tint = color(from: argument.value, at: argument.location)
          }
        }
      case "interactive":
        if case .bool(let flag)? = step.arguments?.first?.value {
          glass.isInteractive = flag
        } else {
          glass.isInteractive = true
        }
      default:
        report(
          .unsupportedValue,
          "'.\(step.name)' is not part of a Glass value the simulator knows; it is ignored.",
          at: location)
      }
    }
    return glass
  }

  /// The corner radius (points) a radius the scene does not know (`theme.cornerRadius` from
  /// another file) stands in by: a card's, as the helper stand-ins' numbers are, so the shape
  /// still reads as a rounded rectangle rather than a sharp one.
  static let unknownCornerRadius = 16.0

  /// A shape: `.capsule`, `.circle`, `.rect(cornerRadius: 12)`, `RoundedRectangle(…)`, `.rect(corners: .concentric)`.
  func shape(from value: Value, at location: SourcePosition) -> ShapeKind {
    switch value {
    case .view(let node):
      if case .shape(let shape) = node.kind { return shape }
    case .symbol(let symbol):
      let step = symbol.steps[0]
      let arguments = step.arguments ?? []
      switch step.name {
      case "capsule": return .capsule
      case "circle": return .circle
      case "ellipse": return .ellipse
      case "rect", "rectangle", "roundedRectangle":
        if let written = arguments.first(where: { $0.label == "cornerRadius" })?.value,
          let radius = written.number
            ?? (written.isPlaceholder ? Evaluator.unknownCornerRadius : nil)
        {
          return .roundedRectangle(cornerRadius: radius, continuous: !isCircularStyle(arguments))
        }
        if let corners = arguments.first(where: { $0.label == "corners" }) {
          return .concentric(minimumRadius: concentricMinimum(corners.value))
        }
        return .rectangle
      case "concentric", "containerConcentric":
        return .concentric(minimumRadius: 0)
      case "buttonBorder":
        return .buttonBorder
      default:
        break
      }
    case .placeholder:
      return .capsule
    default:
      break
    }
    report(
      .wrongValue,
      "Expected a shape such as .capsule, .circle or .rect(cornerRadius: 16), found \(value.kindName); a capsule is used.",
      at: location)
    return .capsule
  }

  private func isCircularStyle(_ arguments: [Value.Argument]) -> Bool {
    if case .symbol(let style)? = arguments.first(where: { $0.label == "style" })?.value {
      return style.head == "circular"
    }
    return false
  }

  private func concentricMinimum(_ value: Value) -> Double {
    if case .symbol(let symbol) = value,
      let minimum = symbol.steps[0].arguments?.first(where: { $0.label == "minimum" })?.value
    {
      if let number = minimum.number { return number }
      if case .symbol(let fixed) = minimum,
        let number = fixed.steps[0].arguments?.first?.value.number
      {
        return number
      }
    }
    return 0
  }

  /// A font: text styles, `.system(size:weight:)`, `.system(.title)`, with `.bold()` / `.weight(_:)`.
  func font(from value: Value, at location: SourcePosition) -> FontSpec? {
    guard case .symbol(let symbol) = value else {
      if case .placeholder = value { return nil }
      report(
        .wrongValue,
        "Expected a font such as .headline or .system(size: 20), found \(value.kindName).",
        at: location)
      return nil
    }
    var font: FontSpec
    let head = symbol.steps[0]
    if let style = FontSpec.textStyles[head.name] {
      font = style
    } else if head.name == "system" {
      let arguments = head.arguments ?? []
      if let size = arguments.first(where: { $0.label == "size" })?.value.number {
        var weight = "regular"
        if case .symbol(let weightSymbol)? = arguments.first(where: { $0.label == "weight" })?.value
        {
          weight = weightSymbol.head
        }
        font = .system(size: size, weight: weight)
      } else if case .symbol(let style)? = arguments.first?.value,
        let resolved = FontSpec.textStyles[style.head]
      {
        font = resolved
        if case .symbol(let weightSymbol)? = arguments.first(where: { $0.label == "weight" })?.value
        {
          font = font.weighted(weightSymbol.head)
        }
      } else {
        font = .body
      }
    } else if head.name == "custom",
      let size = (head.arguments ?? []).first(where: {
        $0.label == "size" || $0.label == "fixedSize"
      })?.value.number
    {
      font = customFont(head.arguments?.first?.value, size: size, at: location)
    } else {
      report(
        .unsupportedValue, "'.\(head.name)' is not a font the simulator knows; .body is used.",
        at: location)
      font = .body
    }
    for step in symbol.steps.dropFirst() {
      switch step.name {
      case "bold": font = weighted(font, "bold")
      case "monospacedDigit": font = font.withMonospacedDigits
      case "weight":
        if case .symbol(let weight)? = step.arguments?.first?.value {
          font = weighted(font, weight.head)
        }
      default: break
      }
    }
    return font
  }

  /// An alignment name (`.topLeading`), else centre.
  func alignment(from value: Value?, at location: SourcePosition) -> Alignment {
    guard let value else { return .center }
    if case .symbol(let symbol) = value, let alignment = Alignment.named[symbol.head] {
      return alignment
    }
    report(
      .wrongValue,
      "Expected an alignment such as .leading or .topLeading, found \(value.kindName); .center is used.",
      at: location)
    return .center
  }

  /// Edges: `.horizontal`, `[.top, .leading]`, `.all`.
  func edges(from value: Value, at location: SourcePosition) -> EdgeSet? {
    switch value {
    case .symbol(let symbol): return EdgeSet.named[symbol.head]
    case .array(let elements):
      var set: EdgeSet = []
      for element in elements {
        if let edge = edges(from: element, at: location) { set.formUnion(edge) }
      }
      return set
    default: return nil
    }
  }

  /// A unit point name (`.topLeading`), else centre.
  func unitPoint(from value: Value?, at location: SourcePosition) -> UnitPoint {
    guard let value else { return UnitPoint(x: 0.5, y: 0.5) }
    if case .symbol(let symbol) = value {
      if let point = UnitPoint.named[symbol.head] { return point }
      if symbol.head == "init" || symbol.head == "callAsFunction",
        let arguments = symbol.steps[0].arguments
      {
        let x = arguments.first { $0.label == "x" }?.value.number ?? 0.5
        let y = arguments.first { $0.label == "y" }?.value.number ?? 0.5
        return UnitPoint(x: x, y: y)
      }
    }
    report(
      .wrongValue,
      "Expected a unit point such as .top or .bottomTrailing, found \(value.kindName); .center is used.",
      at: location)
    return UnitPoint(x: 0.5, y: 0.5)
  }

  /// A glass ID as text: strings as they are, numbers and enum cases by their description.
  func identifier(from value: Value) -> String {
    switch value {
    case .string(let text): return text
    case .enumCase(let enumValue):
      return enumValue.associated.isEmpty ? enumValue.name : Value.enumCase(enumValue).interpolated
    default: return value.interpolated
    }
  }

  /// The name closest to `name`, if it looks like a typo.
  static func nearest(_ name: String, among candidates: [String]) -> String? {
    var best: (String, Int)? = nil
    for candidate in candidates {
      let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best, distance <= max(1, name.count / 3) else { return nil }
    return candidate
  }

  /// The Levenshtein distance between two names (insertions, deletions, substitutions).
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// Where a missing asset was looked for, for its warning.
  var assetsLookedIn: String {
    assets.catalogs.isEmpty
      ? "no asset catalog was read (give the app's folder to read its Assets.xcassets)"
      : "it is not in \(assets.catalogs.joined(separator: ", "))"
  }
}

extension Evaluator {
  /// The labels apps give their own hex initialiser of `Color`.
  static let hexLabels: Set<String?> = ["hex", "hexString", "hexCode", "rgb"]

  /// An app's `Color(hex:)` — almost every app declares one, most with `Scanner` and bit shifts
  /// the simulator cannot run — read as the widely copied version reads it: `#RGB` (4 bits a
  /// channel), `#RRGGBB`, `#AARRGGBB` (alpha first), with or without `#` or `0x`, or an integer
  /// `0xRRGGBB`. An unlabelled string counts only when it starts with `#`.
  func hexColor(_ argument: Value.Argument, at location: SourcePosition) -> Color? {
    var digits: UInt64
    var count: Int
    switch argument.value {
    case .string(let text)
    where Evaluator.hexLabels.contains(argument.label) || text.hasPrefix("#"):
      var trimmed = Substring(text.trimmingCharacters(in: .whitespaces))
      if trimmed.hasPrefix("#") { trimmed = trimmed.dropFirst() }
      if trimmed.lowercased().hasPrefix("0x") { trimmed = trimmed.dropFirst(2) }
      guard [3, 6, 8].contains(trimmed.count), let value = UInt64(trimmed, radix: 16) else {
        return nil
      }
      digits = value
      count = trimmed.count
    case .int(let value) where Evaluator.hexLabels.contains(argument.label) && value >= 0:
      digits = UInt64(value) & 0xFF_FFFF
      count = 6
    default:
      return nil
    }
    report(
      .approximation,
      "Color(hex:) is read as the common version reads it (#RGB, #RRGGBB, #AARRGGBB); the app's own initialiser is not run.",
      at: location)
    let channel = { (shift: UInt64, bits: UInt64) -> Double in
      Double((digits >> shift) & ((1 << bits) - 1)) / Double((1 << bits) - 1)
    }
    switch count {
    case 3: return Color(red: channel(8, 4), green: channel(4, 4), blue: channel(0, 4))
    case 8:
      return Color(
        red: channel(16, 8), green: channel(8, 8), blue: channel(0, 8), opacity: channel(24, 8))
    default: return Color(red: channel(16, 8), green: channel(8, 8), blue: channel(0, 8))
    }
  }

  /// The associated values of `enumCase` made with `given`: the trailing ones left out take
  /// their declared defaults, as Swift fills them (`.primary()` of `case primary(_ state:
  /// ButtonState = .normal)` holds `.normal`; left without it, a `case .primary(let state)`
  /// bound nothing and `state` found the enum's own `state` property, which called itself).
  func associatedValues(
    of enumCase: TypeDeclaration.EnumCase, given: [Value.Argument], at location: SourcePosition
  ) -> [Value] {
    // Only when the given values are the leading ones, in order (each unlabelled where the case
    // has no label, or labelled with its label): otherwise which were left out is not known.
    let leading = zip(given, enumCase.associatedValues).allSatisfy { argument, name in
      argument.label == name || (argument.label == nil && Int(name) != nil)
    }
    guard given.count < enumCase.associatedParameters.count, leading else {
      return given.map(\.value)
    }
    var values = given.map(\.value)
    for parameter in enumCase.associatedParameters[given.count...] {
      guard let defaultValue = parameter.defaultValue else { break }
      let context = Context(scope: Scope(parent: nil), owner: nil, identity: "default")
      values.append(
        convert(evaluate(defaultValue, in: context), to: parameter.type, at: location))
    }
    return values
  }
}
