internal import MorphDiagnostics
internal import MorphSyntax
internal import SwiftSyntax

extension Lowering {
  /// SwiftUI and standard types whose extensions a scene may call: view helpers (`extension
  /// View`), shape and style helpers, static members of styles (`extension ButtonStyle where
  /// Self == …`), and a design system's constants (`extension CGFloat { static let cardPadding:
  /// CGFloat = 20 }`, `extension Color { static let textPrimary = … }`).
  static let extensibleBuiltinTypes: Set<String> = [
    "View", "Shape", "InsettableShape", "Text", "Image", "Color", "ShapeStyle", "ButtonStyle",
    "PrimitiveButtonStyle", "ViewModifier", "Animation", "Font", "LabelStyle", "ToggleStyle",
    "EnvironmentValues", "Button", "Label", "Toggle", "ScrollView", "CGFloat", "Double", "Float",
    "Int", "String", "UIDevice", "UIScreen",
  ]

  /// The whole file: its types (extensions merged in), functions, variables and previews.
  func lowerFile(_ file: SourceFileSyntax) -> SourceSyntax {
    var (syntax, extensions) = lowerDeclarations(file)
    diagnostics += Self.merge(extensions, into: &syntax)
    return syntax
  }

  /// The file's declarations, with its extensions apart (a program merges every file's
  /// extensions once all its types are known).
  func lowerDeclarations(_ file: SourceFileSyntax) -> (SourceSyntax, [TypeDeclaration]) {
    var syntax = SourceSyntax()
    var extensions: [TypeDeclaration] = []
    topLevel(file.statements, into: &syntax, extensions: &extensions)
    return (syntax, extensions)
  }

  /// Adds each extension's members to the type it extends (or to SwiftUI's, for `View`, `Color`,
  /// …); the warnings are for extensions of types nobody declares.
  static func merge(_ extensions: [TypeDeclaration], into syntax: inout SourceSyntax)
    -> [MorphDiagnostics.Diagnostic]
  {
    var diagnostics: [MorphDiagnostics.Diagnostic] = []
    // Merged into a copy and assigned once: every assignment to `syntax.types` re-indexes it.
    var types = syntax.types
    var indexByName: [String: Int] = [:]
    for (index, type) in types.enumerated() where indexByName[type.name] == nil {
      indexByName[type.name] = index
    }
    defer { syntax.types = types }
    for addition in extensions {
      if indexByName[addition.name] == nil, var protocolType = syntax.protocols[addition.name] {
        protocolType.variables += addition.variables
        protocolType.functions += addition.functions
        protocolType.inheritedTypes += addition.inheritedTypes
        syntax.protocols[addition.name] = protocolType
      } else if let index = indexByName[addition.name] {
        types[index].variables += addition.variables
        types[index].functions += addition.functions
        types[index].initializers += addition.initializers
        types[index].nestedTypes += addition.nestedTypes
        types[index].inheritedTypes += addition.inheritedTypes
      } else if extensibleBuiltinTypes.contains(addition.name) {
        if var existing = syntax.builtinExtensions[addition.name] {
          existing.variables += addition.variables
          existing.functions += addition.functions
          syntax.builtinExtensions[addition.name] = existing
        } else {
          syntax.builtinExtensions[addition.name] = addition
        }
      } else if mergeIntoNestedType(addition, in: &types) {
        continue
      } else {
        // A type declared elsewhere (another file or module) used as a namespace: `extension
        // StatusEditor { struct AccessoryView: View { … } }`. Its nested types are the file's own
        // and are found by their names, as `StatusEditor.AccessoryView` is in Swift; the members
        // it adds to the type itself have no type here to belong to.
        for nestedType in addition.nestedTypes where indexByName[nestedType.name] == nil {
          indexByName[nestedType.name] = types.count
          types.append(nestedType)
        }
        let added =
          addition.variables.count + addition.functions.count
          + addition.initializers.count
        if added > 0 { syntax.foreignExtensions.append(addition) }
        if added > 0 || addition.nestedTypes.isEmpty {
          diagnostics.append(
            MorphDiagnostics.Diagnostic(
              .extensionOfUnknownType, at: addition.location,
              addition.nestedTypes.isEmpty
                ? "'extension \(addition.name)' extends a type this scene does not declare; it is ignored."
                : "'extension \(addition.name)' extends a type this scene does not declare; the types it nests are read, its other members are ignored."
            ))
        }
      }
    }
    if !syntax.protocols.isEmpty {
      types = types.map { withDefaultImplementations($0, from: syntax.protocols) }
    }
    return diagnostics
  }

  /// Adds `addition`'s members to the nested type it extends (`extension Settings.Row`, or
  /// `extension Row` for a `Row` nested in `Settings`); false when no type nests one of that name.
  private static func mergeIntoNestedType(
    _ addition: TypeDeclaration, in types: inout [TypeDeclaration]
  ) -> Bool {
    for index in types.indices {
      if let nested = types[index].nestedTypes.firstIndex(where: { $0.name == addition.name }) {
        types[index].nestedTypes[nested].variables += addition.variables
        types[index].nestedTypes[nested].functions += addition.functions
        types[index].nestedTypes[nested].initializers += addition.initializers
        types[index].nestedTypes[nested].nestedTypes += addition.nestedTypes
        types[index].nestedTypes[nested].inheritedTypes += addition.inheritedTypes
        return true
      }
      if mergeIntoNestedType(addition, in: &types[index].nestedTypes) { return true }
    }
    return false
  }

  /// The type with the members its protocols' extensions add that it does not declare itself
  /// (Swift's default implementations: the type's own declaration wins), nested types too.
  /// Protocols it conforms to through other protocols count (`protocol Card: Themed`).
  static func withDefaultImplementations(
    _ type: TypeDeclaration, from protocols: [String: TypeDeclaration]
  ) -> TypeDeclaration {
    var result = type
    result.nestedTypes = type.nestedTypes.map { withDefaultImplementations($0, from: protocols) }
    var conformances: [String] = []
    var pending = type.inheritedTypes
    while let name = pending.popLast() {
      guard !conformances.contains(name), let declared = protocols[name] else { continue }
      conformances.append(name)
      pending += declared.inheritedTypes
    }
    // A struct that conforms to a protocol refining `View` (`protocol WidgetView: View`) is a
    // view, as Swift makes it one.
    if type.kind == .structure, !result.inheritedTypes.contains("View"),
      conformances.contains(where: { protocols[$0]?.inheritedTypes.contains("View") == true })
    {
      result.inheritedTypes.append("View")
    }
    for name in conformances.sorted() {
      guard let declared = protocols[name] else { continue }
      for variable in declared.variables
      where !result.variables.contains(where: { $0.name == variable.name }) {
        result.variables.append(variable)
      }
      for function in declared.functions
      where !result.functions.contains(where: { $0.hasSignature(of: function) }) {
        result.functions.append(function)
      }
    }
    return result
  }

  private func topLevel(
    _ items: CodeBlockItemListSyntax, into syntax: inout SourceSyntax,
    extensions: inout [TypeDeclaration]
  ) {
    for item in items {
      switch item.item {
      case .decl(let declaration):
        if let conditional = declaration.as(IfConfigDeclSyntax.self) {
          if case .statements(let inner) = activeElements(conditional) {
            topLevel(inner, into: &syntax, extensions: &extensions)
          }
          continue
        }
        if declaration.is(ImportDeclSyntax.self) { continue }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
          if let preview = preview(macro) { syntax.previews.append(preview) }
          continue
        }
        if let addition = declaration.as(ExtensionDeclSyntax.self) {
          extensions.append(extensionBlock(addition))
          continue
        }
        switch member(declaration) {
        case .type(let type) where type.kind == .protocolType:
          if syntax.protocols[type.name] == nil { syntax.protocols[type.name] = type }
        case .type(let type):
          if type.inheritedTypes.contains("PreviewProvider"),
            let previews = type.variables.first(where: { $0.name == "previews" })
          {
            syntax.previews.append(
              PreviewDeclaration(title: nil, body: previews.getter ?? [], location: type.location))
          } else {
            syntax.types.append(type)
          }
        case .function(let function): syntax.functions.append(function)
        case .variables(let variables): syntax.variables += variables
        case .initializer, .cases, .skipped: break
        }
      case .expr(let expression):
        if let macro = expression.as(MacroExpansionExprSyntax.self),
          name(macro.macroName) == "Preview"
        {
          syntax.previews.append(
            PreviewDeclaration(
              title: previewTitle(macro.arguments),
              body: macro.trailingClosure.map { statements($0.statements) } ?? [],
              location: position(macro),
              timeline: widgetTimeline(macro.additionalTrailingClosures),
              widgetFamily: widgetFamily(macro.arguments)))
          continue
        }
        topLevelCode(item)
      case .stmt:
        topLevelCode(item)
      @unknown default:
        topLevelCode(item)
      }
    }
  }

  private func topLevelCode(_ item: CodeBlockItemSyntax) {
    report(
      .unsupportedDeclaration,
      "Top-level code runs only in an app's main.swift; the simulator skips it. Move it into a view, a function or a #Preview.",
      at: item)
  }

  /// `#Preview("title") { … }`; `#Playground` and other macros show nothing in a preview.
  private func preview(_ macro: MacroExpansionDeclSyntax) -> PreviewDeclaration? {
    let macroName = name(macro.macroName)
    guard macroName == "Preview" else {
      if macroName != "Playground" {
        report(
          .unsupportedDeclaration, "'#\(macroName)' is not simulated; it is skipped.", at: macro)
      }
      return nil
    }
    return PreviewDeclaration(
      title: previewTitle(macro.arguments),
      body: macro.trailingClosure.map { statements($0.statements) } ?? [],
      location: position(macro.pound),
      timeline: widgetTimeline(macro.additionalTrailingClosures),
      widgetFamily: widgetFamily(macro.arguments))
  }

  /// The family a widget preview is shown as: `as: .systemSmall` → `systemSmall`.
  private func widgetFamily(_ arguments: LabeledExprListSyntax) -> String? {
    guard let family = arguments.first(where: { $0.label?.text == "as" }),
      let member = family.expression.as(MemberAccessExprSyntax.self)
    else { return nil }
    return member.declName.baseName.text
  }

  /// The statements of a widget preview's `timeline:` closure (its entries), or none.
  private func widgetTimeline(_ closures: MultipleTrailingClosureElementListSyntax) -> [Statement] {
    guard let timeline = closures.first(where: { $0.label.text == "timeline" }) else { return [] }
    return statements(timeline.closure.statements)
  }

  private func previewTitle(_ arguments: LabeledExprListSyntax) -> String? {
    guard let first = arguments.first, first.label == nil,
      let literal = first.expression.as(StringLiteralExprSyntax.self)
    else { return nil }
    return literal.segments.compactMap { segment -> String? in
      if case .stringSegment(let text) = segment { return text.content.text }
      return nil
    }.joined()
  }

  /// A declaration in a file or a type body.
  enum Member {
    case type(TypeDeclaration)
    case function(FunctionDeclaration)
    case initializer(FunctionDeclaration)
    case variables([VariableDeclaration])
    case cases([TypeDeclaration.EnumCase])
    case skipped
  }

  /// Lowers one declaration (not an extension or `#if`, which the callers handle).
  func member(_ declaration: DeclSyntax) -> Member {
    if let node = declaration.as(StructDeclSyntax.self) {
      return .type(
        type(
          .structure, node.structKeyword, node.name, node.inheritanceClause, node.memberBlock,
          generics: node.genericParameterClause, whereClause: node.genericWhereClause))
    }
    if let node = declaration.as(EnumDeclSyntax.self) {
      return .type(
        type(.enumeration, node.enumKeyword, node.name, node.inheritanceClause, node.memberBlock))
    }
    if let node = declaration.as(ClassDeclSyntax.self) {
      return .type(
        type(
          .classType, node.classKeyword, node.name, node.inheritanceClause, node.memberBlock,
          generics: node.genericParameterClause, whereClause: node.genericWhereClause))
    }
    if let node = declaration.as(ActorDeclSyntax.self) {
      return .type(
        type(.classType, node.actorKeyword, node.name, node.inheritanceClause, node.memberBlock))
    }
    if let node = declaration.as(ProtocolDeclSyntax.self) {
      // Its requirements change nothing on screen; what its extensions add is merged into it.
      return .type(
        TypeDeclaration(
          kind: .protocolType, name: name(node.name),
          inheritedTypes: inheritedTypes(node.inheritanceClause),
          location: position(node.protocolKeyword)))
    }
    if let node = declaration.as(FunctionDeclSyntax.self) { return .function(function(node)) }
    if let node = declaration.as(InitializerDeclSyntax.self) {
      return .initializer(initializer(node))
    }
    if let node = declaration.as(VariableDeclSyntax.self) { return .variables(variables(node)) }
    if let node = declaration.as(EnumCaseDeclSyntax.self) { return .cases(cases(node)) }
    let keyword: String
    switch declaration.kind {
    case .typeAliasDecl: keyword = "typealias"
    case .associatedTypeDecl: keyword = "associatedtype"
    case .subscriptDecl: keyword = "subscript"
    case .deinitializerDecl: keyword = "deinit"
    case .macroDecl: keyword = "macro"
    case .operatorDecl: keyword = "operator"
    case .precedenceGroupDecl: keyword = "precedencegroup"
    default: keyword = declaration.kind == .macroExpansionDecl ? "#macro" : "this"
    }
    report(
      .unsupportedDeclaration, "'\(keyword)' declarations are not simulated and are skipped.",
      at: declaration)
    return .skipped
  }

  private func type(
    _ kind: TypeDeclaration.Kind, _ keyword: TokenSyntax, _ nameToken: TokenSyntax,
    _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
    generics: GenericParameterClauseSyntax? = nil, whereClause: GenericWhereClauseSyntax? = nil
  ) -> TypeDeclaration {
    var type = TypeDeclaration(
      kind: kind, name: name(nameToken), inheritedTypes: inheritedTypes(inheritance),
      location: position(keyword))
    type.genericParameters = genericParameters(generics, whereClause)
    self.members(members.members, into: &type)
    return type
  }

  /// `<Tab: TabItem, Content: View>` and `where Tab: Hashable` as parameters with their
  /// protocols.
  private func genericParameters(
    _ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?
  ) -> [TypeDeclaration.GenericParameter] {
    guard let clause else { return [] }
    var constraints: [String: [String]] = [:]
    for requirement in whereClause?.requirements ?? [] {
      guard case .conformanceRequirement(let conformance) = requirement.requirement else {
        continue
      }
      let subject = typeReference(conformance.leftType).text
      constraints[subject, default: []].append(typeReference(conformance.rightType).baseName)
    }
    return clause.parameters.map { parameter in
      let own = parameter.inheritedType.map { [typeReference($0).baseName] } ?? []
      let parameterName = name(parameter.name)
      return TypeDeclaration.GenericParameter(
        name: parameterName, constraints: own + (constraints[parameterName] ?? []))
    }
  }

  private func extensionBlock(_ node: ExtensionDeclSyntax) -> TypeDeclaration {
    var type = TypeDeclaration(
      kind: .structure, name: typeReference(node.extendedType).baseName,
      inheritedTypes: inheritedTypes(node.inheritanceClause),
      location: position(node.extensionKeyword))
    members(node.memberBlock.members, into: &type)
    // `extension ButtonStyle where Self == PillStyle { static func pill() -> Self { .init() } }`:
    // there `Self` is `PillStyle`, so what its functions return is that type.
    if let concrete = node.genericWhereClause?.requirements.lazy.compactMap({
      $0.requirement.as(SameTypeRequirementSyntax.self)
    }).first(where: { $0.leftType.trimmedDescription == "Self" }),
      let right = concrete.rightType.as(TypeSyntax.self)
    {
      let named = typeReference(right)
      type.functions = type.functions.map { function in
        guard function.returnType?.text == "Self" else { return function }
        return FunctionDeclaration(
          name: function.name, parameters: function.parameters, returnType: named,
          attributes: function.attributes, isStatic: function.isStatic, body: function.body,
          location: function.location)
      }
    }
    return type
  }

  private func inheritedTypes(_ clause: InheritanceClauseSyntax?) -> [String] {
    clause?.inheritedTypes.map { typeReference($0.type).baseName } ?? []
  }

  private func members(_ list: MemberBlockItemListSyntax, into type: inout TypeDeclaration) {
    nested(at: list, fallback: ()) {
      for item in list {
        let declaration = item.decl
        if let conditional = declaration.as(IfConfigDeclSyntax.self) {
          if case .decls(let inner) = activeElements(conditional) { members(inner, into: &type) }
          continue
        }
        if let macro = declaration.as(MacroExpansionDeclSyntax.self) {
          report(
            .unsupportedDeclaration,
            "'#\(name(macro.macroName))' is not evaluated inside a type; it is skipped.", at: macro)
          continue
        }
        if declaration.is(ExtensionDeclSyntax.self) {
          report(
            .unsupportedDeclaration,
            "'extension' must be at the top level of the file; it is skipped.",
            at: declaration)
          continue
        }
        switch member(declaration) {
        case .type(let nestedType) where nestedType.kind == .protocolType:
          // A protocol nested in a type (Swift 5.10): its extensions are not followed.
          break
        case .type(let nestedType): type.nestedTypes.append(nestedType)
        case .function(let function): type.functions.append(function)
        case .initializer(let initializer): type.initializers.append(initializer)
        case .variables(let variables): type.variables += variables
        case .cases(let cases):
          if type.kind == .enumeration {
            type.cases += cases
          } else {
            report(
              .unsupportedDeclaration,
              "'case' declarations belong in an enum; '\(type.name)' is not one, so they are skipped.",
              at: declaration)
          }
        case .skipped: break
        }
      }
    }
  }

  private func cases(_ node: EnumCaseDeclSyntax) -> [TypeDeclaration.EnumCase] {
    node.elements.map { element in
      let associated = element.parameterClause?.parameters.enumerated().map { index, parameter in
        if let label = parameter.firstName, label.tokenKind != .wildcard { return name(label) }
        return "\(index)"
      }
      let parameters = element.parameterClause?.parameters.map { parameter in
        (
          type: Optional(typeReference(parameter.type)),
          defaultValue: parameter.defaultValue.map { expression($0.value) }
        )
      }
      return TypeDeclaration.EnumCase(
        name: name(element.name), rawValue: element.rawValue.map { expression($0.value) },
        associatedValues: associated ?? [], associatedParameters: parameters ?? [],
        location: position(element.name))
    }
  }

  /// A function or method.
  func function(_ node: FunctionDeclSyntax) -> FunctionDeclaration {
    FunctionDeclaration(
      name: name(node.name), parameters: parameters(node.signature.parameterClause),
      returnType: node.signature.returnClause.map { typeReference($0.type) },
      attributes: attributeNames(node.attributes), isStatic: isStatic(node.modifiers),
      body: node.body.map { block($0.statements) } ?? [], location: position(node.funcKeyword))
  }

  private func initializer(_ node: InitializerDeclSyntax) -> FunctionDeclaration {
    FunctionDeclaration(
      name: "init", parameters: parameters(node.signature.parameterClause), returnType: nil,
      attributes: attributeNames(node.attributes), isStatic: false,
      body: node.body.map { block($0.statements) } ?? [], location: position(node.initKeyword))
  }

  private func parameters(_ clause: FunctionParameterClauseSyntax) -> [FunctionDeclaration
    .Parameter]
  {
    clause.parameters.map { parameter in
      let first = name(parameter.firstName)
      return FunctionDeclaration.Parameter(
        label: parameter.firstName.tokenKind == .wildcard ? nil : first,
        name: parameter.secondName.map { name($0) } ?? first,
        type: typeReference(parameter.type),
        defaultValue: parameter.defaultValue.map { expression($0.value) })
    }
  }

  /// `let`/`var` with one or more bindings; `let (a, b) = pair` as a hidden tuple and its elements.
  func variables(_ node: VariableDeclSyntax) -> [VariableDeclaration] {
    let isConstant = node.bindingSpecifier.tokenKind == .keyword(.let)
    let attributes = attributeNames(node.attributes)
    let isStatic = isStatic(node.modifiers)
    var result: [VariableDeclaration] = []
    for binding in node.bindings {
      let location = position(binding.pattern)
      let initial = binding.initializer.map { expression($0.value) }
      if let tuple = binding.pattern.as(TuplePatternSyntax.self), let initial {
        let hidden = "__tuple\(location.line)_\(location.column)"
        result.append(
          VariableDeclaration(
            name: hidden, isConstant: true, attributes: [], isStatic: isStatic, type: nil,
            initialValue: initial, getter: nil, location: location))
        for (index, element) in tuple.elements.enumerated() {
          guard let identifier = element.pattern.as(IdentifierPatternSyntax.self) else { continue }
          let access = ExpressionSyntax(
            .member(ExpressionSyntax(.identifier(hidden), at: location), String(index)),
            at: location)
          result.append(
            VariableDeclaration(
              name: name(identifier.identifier), isConstant: isConstant, attributes: [],
              isStatic: isStatic, type: nil, initialValue: access, getter: nil, location: location))
        }
        continue
      }
      let variableName =
        binding.pattern.as(IdentifierPatternSyntax.self).map { name($0.identifier) } ?? "_"
      result.append(
        VariableDeclaration(
          name: variableName, isConstant: isConstant, attributes: attributes, isStatic: isStatic,
          type: binding.typeAnnotation.map { typeReference($0.type) }, initialValue: initial,
          getter: initial == nil ? binding.accessorBlock.flatMap(getter) : nil,
          location: location,
          willSet: binding.accessorBlock.flatMap { observer(.willSet, in: $0) },
          didSet: binding.accessorBlock.flatMap { observer(.didSet, in: $0) }))
    }
    return result
  }

  /// The `willSet` or `didSet` of a stored property, with its parameter's name.
  private func observer(_ keyword: Keyword, in block: AccessorBlockSyntax) -> PropertyObserver? {
    guard case .accessors(let accessors) = block.accessors,
      let accessor = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(keyword) })
    else { return nil }
    let implicit = keyword == .willSet ? "newValue" : "oldValue"
    return PropertyObserver(
      parameter: accessor.parameters.map { name($0.name) } ?? implicit,
      body: accessor.body.map { self.block($0.statements) } ?? [])
  }

  /// The getter's statements: `{ … }`, or `{ get { … } set { … } }`; nil for observers alone.
  private func getter(_ block: AccessorBlockSyntax) -> [Statement]? {
    switch block.accessors {
    case .getter(let items):
      return self.block(items)
    case .accessors(let accessors):
      for accessor in accessors where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
        return accessor.body.map { self.block($0.statements) } ?? []
      }
      return nil
    @unknown default:
      return nil
    }
  }
}
