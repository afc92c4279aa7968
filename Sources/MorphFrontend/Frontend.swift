internal import Foundation
package import MorphCore
package import MorphDiagnostics
package import MorphSyntax
internal import SwiftOperators
internal import SwiftParser
internal import SwiftParserDiagnostics
internal import SwiftSyntax

/// Reads Swift source with the toolchain's parser and lowers it into MorphSyntax's values.
///
/// ```swift
/// let parsed = Frontend.parse(SourceFile(path: "toolbar.swift", text: text))
/// if parsed.diagnostics.contains(where: { $0.severity == .error }) { … }
/// ```
package enum Frontend {
  /// The deepest nesting of expressions and blocks followed — brackets, closures and chained
  /// operators or modifiers counted together (a chain builds a tree as deep as it is long, and
  /// evaluating it recurses as deep); past it the file is refused with `nesting-too-deep`.
  package static let maximumDepth = 150

  /// What reading a file gives: its declarations and every diagnostic, in file order.
  package struct Result: Sendable {
    /// The declarations (empty when the file has syntax errors).
    package var syntax: SourceSyntax
    /// Syntax errors (IDs `syntax.…`), `#if` problems and what the lowering skipped.
    package var diagnostics: [Diagnostic]
  }

  /// One file of a program, read: its declarations with its extensions apart (they are merged
  /// once every file's types are known) and its diagnostics.
  package struct FileResult: Sendable {
    /// The declarations (empty when the file has syntax errors).
    package var syntax: SourceSyntax
    /// Its `extension` blocks, not yet merged into the types they extend.
    package var extensions: [TypeDeclaration]
    /// Syntax errors, `#if` problems and what the lowering skipped.
    package var diagnostics: [Diagnostic]
  }

  /// Parses `file`, deciding `#if` with `defines` set as well as `DEBUG`, for `platform`.
  package static func parse(
    _ file: SourceFile, defines: Set<String> = [], platform: TargetPlatform = .iOS
  ) -> Result {
    link([parseFile(file, defines: defines, platform: platform)])
  }

  /// Parses `file` as one file of a program: its offsets start at `base` (`SourceSet.bases`) and
  /// its views' site names at `sitePrefix` (its path in the folder), so that neither collides with
  /// another file's.
  package static func parseFile(
    _ file: SourceFile, base: Int = 0, sitePrefix: String = "", defines: Set<String> = [],
    platform: TargetPlatform = .iOS
  ) -> FileResult {
    LargeStack.run {
      let locator = SourceLocator(file.text, base: base)
      if let error = ParserGuards.bracketDepthError(in: file.text, locator: locator) {
        return FileResult(syntax: SourceSyntax(), extensions: [], diagnostics: [error])
      }
      let tree = Parser.parse(source: ParserGuards.parseableText(file.text))
      let syntaxErrors = syntaxDiagnostics(of: tree, locator: locator)
      if syntaxErrors.contains(where: { $0.severity == .error }) {
        return FileResult(syntax: SourceSyntax(), extensions: [], diagnostics: syntaxErrors)
      }
      var foldErrors: [Diagnostic] = []
      var reported: Set<String> = []
      let folded = OperatorTable.standardOperators.foldAll(tree) { error in
        // Folding a sequence again after an unknown operator reports it again.
        let diagnostic = SyntaxDiagnostics.convert(error, locator: locator)
        if reported.insert("\(diagnostic.location.offset)|\(diagnostic.message)").inserted {
          foldErrors.append(diagnostic)
        }
      }
      let configuration = AppBuildConfiguration(
        customConditions: defines.union(["DEBUG"]), platform: platform)
      let lowering = Lowering(locator: locator, configuration: configuration)
      var (syntax, extensions) = lowering.lowerDeclarations(folded.cast(SourceFileSyntax.self))
      syntax.siteNames = SiteNames.names(
        of: folded, configuration: configuration, locator: locator, prefix: sitePrefix)
      // Only a file with `#if` can have views an iOS build leaves out: the others skip the walk.
      if file.text.contains("#if") {
        syntax.inactiveViews = InactiveViews.find(in: folded, configuration: configuration)
      }
      return FileResult(
        syntax: syntax, extensions: extensions,
        diagnostics: syntaxErrors + foldErrors + lowering.diagnostics)
    }
  }

  /// Joins the files of a program, in order, into one set of declarations: types, functions,
  /// constants and previews of every file, then every file's extensions merged into the types
  /// they extend (Swift's extensions reach across files). Where two files declare the same name,
  /// the earlier file's declaration is the one found.
  package static func link(_ files: [FileResult]) -> Result {
    var syntax = SourceSyntax()
    var extensions: [TypeDeclaration] = []
    var diagnostics: [Diagnostic] = []
    var types: [TypeDeclaration] = []
    for file in files {
      types += file.syntax.types
      syntax.functions += file.syntax.functions
      syntax.variables += file.syntax.variables
      syntax.previews += file.syntax.previews
      syntax.siteNames.merge(file.syntax.siteNames) { first, _ in first }
      syntax.protocols.merge(file.syntax.protocols) { first, _ in first }
      syntax.inactiveViews += file.syntax.inactiveViews
      for (name, addition) in file.syntax.builtinExtensions {
        syntax.builtinExtensions[name] = addition
      }
      extensions += file.extensions
      diagnostics += file.diagnostics
    }
    syntax.types = types
    diagnostics += Lowering.merge(extensions, into: &syntax)
    return Result(syntax: syntax, diagnostics: diagnostics.sorted { $0.location < $1.location })
  }

  /// Parses one expression written on its own (an animation given on the command line).
  package static func parseExpression(_ text: String) -> (ExpressionSyntax?, [Diagnostic]) {
    LargeStack.run {
      let locator = SourceLocator(text)
      if let error = ParserGuards.bracketDepthError(in: text, locator: locator) {
        return (nil, [error])
      }
      let tree = Parser.parse(source: ParserGuards.parseableText(text))
      let errors = syntaxDiagnostics(of: tree, locator: locator)
      if !errors.isEmpty { return (nil, errors) }
      let folded = OperatorTable.standardOperators.foldAll(tree) { _ in }
      let file = folded.cast(SourceFileSyntax.self)
      guard file.statements.count == 1,
        let item = file.statements.first?.item.as(ExprSyntax.self)
      else { return (nil, []) }
      let configuration = AppBuildConfiguration(customConditions: ["DEBUG"])
      let lowering = Lowering(locator: locator, configuration: configuration)
      return (lowering.expression(item), lowering.diagnostics)
    }
  }

  /// The parser's diagnostics for `tree`; where the lexer set characters aside as unexpected
  /// text, those characters instead (the diagnostics generator can crash on them).
  private static func syntaxDiagnostics(of tree: SourceFileSyntax, locator: SourceLocator)
    -> [Diagnostic]
  {
    let invalid = ParserGuards.invalidCharacterErrors(in: tree, locator: locator)
    if !invalid.isEmpty { return invalid }
    return SyntaxDiagnostics.convert(
      ParseDiagnosticsGenerator.diagnostics(for: tree), locator: locator)
  }
}
