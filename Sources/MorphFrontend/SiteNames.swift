internal import SwiftIfConfig
internal import SwiftSyntax

/// Names of places in a scene file that survive edits which change no code: a token's text and
/// its ordinal among the file's tokens of the same text (`HStack#1`, `Button#3`, `{#12`, `.#4`).
///
/// A view's identity is the path of the places that made it (`Preview/ZStack#1/Toolbar#1/HStack#1/
/// Button#3`), so glass without an ID keeps its key when lines shift: adding a blank line or a
/// comment renames nothing; adding a `Button` earlier in the file renumbers the later ones.
///
/// The tokens counted are the ones a build compiles: those of inactive `#if` branches and the
/// directives themselves are left out. A few constructs the Swift parser splits or joins count as
/// one place each, so names stay what they have been since the first scene files: a string literal
/// (with its interpolations) is one `string`, an attribute `@State` one `@State`, a macro `#Preview`
/// one `#Preview`, a number one `number`, and a version `26.0.1` the `number`, `.`, `number` it reads
/// as digits.
enum SiteNames {
  /// The name of each counted token's place, by its offset in Unicode scalars.
  static func names(
    of tree: Syntax, configuration: AppBuildConfiguration, locator: SourceLocator,
    prefix: String = ""
  ) -> [Int: String] {
    let collector = Collector(configuration: configuration)
    collector.walk(tree)
    var counts: [String: Int] = [:]
    var names: [Int: String] = [:]
    for place in collector.places {
      let ordinal = (counts[place.label] ?? 0) + 1
      counts[place.label] = ordinal
      names[locator.position(utf8Offset: place.utf8Offset).offset] =
        prefix + "\(place.label)#\(ordinal)"
    }
    return names
  }

  /// One counted place: its label and where it starts.
  struct Place {
    let label: String
    let utf8Offset: Int
  }

  /// Walks the active code, collecting places in order.
  private final class Collector: SyntaxVisitor {
    let configuration: AppBuildConfiguration
    var places: [Place] = []
    /// A pending `@` or `#` that joins the token after it.
    var prefix: (text: String, offset: Int)? = nil

    init(configuration: AppBuildConfiguration) {
      self.configuration = configuration
      super.init(viewMode: .sourceAccurate)
    }

    private func add(_ label: String, at offset: Int) {
      places.append(Place(label: label, utf8Offset: offset))
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
      // Only the active clause's code counts, never a directive or its condition.
      if let active = node.activeClause(in: configuration).clause, let elements = active.elements {
        walk(elements)
      }
      return .skipChildren
    }

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
      flushPrefix()
      add("string", at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
      return .skipChildren
    }

    override func visit(_ node: VersionTupleSyntax) -> SyntaxVisitorContinueKind {
      flushPrefix()
      // Digits read as numbers two components at a time (`26.0` one number, `.`, `1` another).
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let components = node.trimmedDescription.split(
        separator: ".", omittingEmptySubsequences: false)
      var index = 0
      var offset = start
      while index < components.count {
        if index > 0 {
          add(".", at: offset)
          offset += 1
        }
        add("number", at: offset)
        let taken = components[index..<min(index + 2, components.count)]
        offset += taken.map(\.utf8.count).reduce(0, +) + taken.count - 1
        index += 2
      }
      return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
      let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
      switch token.tokenKind {
      case .endOfFile:
        flushPrefix()
        add("end", at: offset)
      case .shebang:
        flushPrefix()
      case .atSign, .pound:
        flushPrefix()
        prefix = (token.text, offset)
      case .integerLiteral, .floatLiteral:
        flushPrefix()
        add("number", at: offset)
      default:
        let text = token.identifier?.name ?? token.text
        if let pending = prefix, token.leadingTrivia.isEmpty {
          prefix = nil
          add(pending.text + text, at: pending.offset)
        } else {
          flushPrefix()
          add(text, at: offset)
        }
      }
      return .skipChildren
    }

    private func flushPrefix() {
      if let pending = prefix {
        add(pending.text, at: pending.offset)
        prefix = nil
      }
    }
  }
}
