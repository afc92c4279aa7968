internal import MorphDiagnostics
internal import SwiftIfConfig
internal import SwiftSyntax

/// The views a file declares only inside `#if` branches the build leaves out (a macOS
/// target's `#if os(macOS)`): not part of the program, but what a file that seems to declare no
/// view should say it has, and why they are not simulated.
enum InactiveViews {
  /// Each such view's name and the condition of the branch it is in (`os(macOS)`, or
  /// `#else` of one), in source order.
  static func find(in tree: Syntax, configuration: AppBuildConfiguration)
    -> [(name: String, condition: String)]
  {
    let collector = Collector(configuration: configuration)
    collector.walk(tree)
    return collector.found
  }

  private final class Collector: SyntaxVisitor {
    let configuration: AppBuildConfiguration
    var found: [(name: String, condition: String)] = []
    /// The condition of the innermost inactive branch being walked.
    var inactive: String?

    init(configuration: AppBuildConfiguration) {
      self.configuration = configuration
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      let active = node.activeClause(in: configuration).clause
      var previous: String?
      for clause in node.clauses {
        let condition =
          clause.condition?.trimmedDescription ?? previous.map { "#else of \($0)" } ?? "#else"
        previous = clause.condition?.trimmedDescription ?? previous
        guard let elements = clause.elements else { continue }
        let outer = inactive
        if clause.id != active?.id { inactive = inactive ?? condition }
        walk(elements)
        inactive = outer
      }
      return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      if let inactive,
        node.inheritanceClause?.inheritedTypes.contains(where: {
          $0.type.trimmedDescription == "View" || $0.type.trimmedDescription == "SwiftUI.View"
        }) == true
      {
        found.append((node.name.text, inactive))
      }
      return .visitChildren
    }
  }
}
