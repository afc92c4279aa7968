internal import MorphDiagnostics
internal import MorphSyntax
internal import SwiftIfConfig
internal import SwiftSyntax

/// Lowers the Swift parser's tree (folded, `#if` decided) into MorphSyntax's declarations,
/// statements and expressions, with GlassMorph's positions.
///
/// What the simulator does not evaluate is lowered to what it can read with a located warning
/// (`unsupported-declaration`, `unsupported-statement`, `unsupported-expression`), never dropped in
/// silence; nesting deeper than `Frontend.maximumDepth` is one `nesting-too-deep` error.
final class Lowering {
  let locator: SourceLocator
  let configuration: AppBuildConfiguration
  /// What the lowering reported.
  var diagnostics: [MorphDiagnostics.Diagnostic] = []
  /// The current nesting (expressions, blocks and chain links).
  var depth = 0
  /// Whether `nesting-too-deep` was reported (once per file).
  private var reportedDepth = false

  init(locator: SourceLocator, configuration: AppBuildConfiguration) {
    self.locator = locator
    self.configuration = configuration
  }

  // MARK: Positions and diagnostics

  /// Where `node` starts (after its leading trivia).
  func position(_ node: some SyntaxProtocol) -> SourcePosition {
    locator.position(utf8Offset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  func report(_ id: DiagnosticID, _ message: String, at node: some SyntaxProtocol) {
    diagnostics.append(MorphDiagnostics.Diagnostic(id, at: position(node), message))
  }

  /// Runs `body` one level deeper; past `Frontend.maximumDepth` reports once and returns `fallback`.
  func nested<T>(at node: some SyntaxProtocol, fallback: T, _ body: () -> T) -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= Frontend.maximumDepth else {
      if !reportedDepth {
        reportedDepth = true
        report(
          .nestingTooDeep,
          "This is nested more than \(Frontend.maximumDepth) levels deep (brackets, closures and chained operators or modifiers together); split it into smaller views or steps.",
          at: node)
      }
      return fallback
    }
    return body()
  }

  /// The elements of the active clause of `#if` … `#endif`, or none.
  func activeElements(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
    node.activeClause(in: configuration).clause?.elements
  }

  // MARK: Names

  /// A token's name as Swift reads it (backticks removed).
  func name(_ token: TokenSyntax) -> String {
    token.identifier?.name ?? token.text
  }

  /// The attribute names of `attributes` (without `@`, the last component of `SwiftUI.State`),
  /// with what an `@Environment` or `@EnvironmentObject` reads as `Environment:type:Model` or
  /// `Environment:key:colorScheme`; attributes inside active `#if` clauses included.
  func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
    var names: [String] = []
    for element in attributes {
      switch element {
      case .attribute(let attribute):
        let attributeName = lastComponent(of: attribute.attributeName)
        names.append(attributeName)
        if attributeName == "Environment" || attributeName == "EnvironmentObject",
          case .argumentList(let arguments) = attribute.arguments,
          let first = arguments.first?.expression
        {
          if let member = first.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "self",
            let base = member.base
          {
            names.append(
              "\(attributeName):type:\(base.trimmedDescription.split(separator: ".").last ?? "")")
          } else if let keyPath = first.as(KeyPathExprSyntax.self),
            let component = keyPath.components.last?.component.as(
              KeyPathPropertyComponentSyntax.self)
          {
            names.append("\(attributeName):key:\(name(component.declName.baseName))")
          }
        }
      case .ifConfigDecl(let conditional):
        if case .attributes(let inner) = activeElements(conditional) {
          names += attributeNames(inner)
        }
      @unknown default:
        break
      }
    }
    return names
  }

  /// `State` for `State`, `SwiftUI.State` or `State<Int>`.
  func lastComponent(of type: TypeSyntax) -> String {
    if let identifier = type.as(IdentifierTypeSyntax.self) { return name(identifier.name) }
    if let member = type.as(MemberTypeSyntax.self) { return name(member.name) }
    return type.trimmedDescription
  }

  /// Whether `modifiers` make a declaration static (`static`, or `class` on a member).
  func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
    modifiers.contains {
      $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
    }
  }
}
