import MorphDiagnostics
import MorphViewTree

/// `#if` / `#elseif` / `#else` / `#endif`, evaluated as an iOS build would: the tokens of inactive
/// branches are removed before parsing, wherever the directives are (between declarations, inside
/// a body, between the modifiers of a chain).
///
/// Conditions: `os(iOS)` true (any other `os` false), `DEBUG` true, `canImport(M)` true for
/// SwiftUI, UIKit, Foundation, Observation, Combine, Charts and the like (false for AppKit, WatchKit),
/// `targetEnvironment(simulator)` false, `swift(…)`/`compiler(…)`/`hasFeature(…)` true,
/// `arch(arm64)` true; `!`, `&&`, `||` and parentheses combine them; any other flag is false.
struct CompilationConditions {
  /// Modules an iOS app can import.
  static let importable: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Observation", "Combine", "Charts", "MapKit", "PhotosUI",
    "AVKit", "StoreKit", "WidgetKit", "ActivityKit", "CoreData", "SwiftData", "CoreLocation",
    "CoreGraphics", "QuartzCore", "Darwin", "os", "OSLog",
  ]

  private(set) var diagnostics: [Diagnostic] = []

  /// `tokens` with inactive branches and the directive lines removed.
  mutating func apply(to tokens: [Token]) -> [Token] {
    var result: [Token] = []
    // One entry per open #if: whether its current branch is active, whether an earlier branch was
    // taken, and whether the enclosing code is active.
    var stack: [(active: Bool, taken: Bool, outer: Bool, location: SourcePosition)] = []
    var index = 0
    func lineEnd(after start: Int) -> Int {
      var end = start + 1
      while end < tokens.count, !tokens[end].startsLine, tokens[end].kind != .end { end += 1 }
      return end
    }
    while index < tokens.count {
      let token = tokens[index]
      let active = stack.last?.active ?? true
      guard case .pound(let name) = token.kind, ["if", "elseif", "else", "endif"].contains(name)
      else {
        if active || token.kind == .end { result.append(token) }
        index += 1
        continue
      }
      let end = lineEnd(after: index)
      let condition = Array(tokens[(index + 1)..<end])
      switch name {
      case "if":
        let value = active && evaluate(condition, at: token.location)
        stack.append((value, value, active, token.location))
      case "elseif":
        guard var top = stack.popLast() else {
          report("'#elseif' without '#if'; remove it or add the '#if'.", at: token.location)
          break
        }
        let value = top.outer && !top.taken && evaluate(condition, at: token.location)
        top.active = value
        top.taken = top.taken || value
        stack.append(top)
      case "else":
        guard var top = stack.popLast() else {
          report("'#else' without '#if'; remove it or add the '#if'.", at: token.location)
          break
        }
        top.active = top.outer && !top.taken
        top.taken = true
        stack.append(top)
      default:
        if stack.popLast() == nil {
          report("'#endif' without '#if'; remove it or add the '#if'.", at: token.location)
        }
      }
      index = end
    }
    if let open = stack.last {
      report("This '#if' is never closed; add '#endif'.", at: open.location)
    }
    return result
  }

  private mutating func report(_ message: String, at location: SourcePosition) {
    diagnostics.append(Diagnostic(id: .legacySyntax, severity: .error, at: location, message))
  }

  /// Evaluates a condition's tokens.
  private mutating func evaluate(_ tokens: [Token], at location: SourcePosition) -> Bool {
    var position = 0
    func peek() -> Token? { position < tokens.count ? tokens[position] : nil }
    func or() -> Bool {
      var value = and()
      while let token = peek(), token.isOp("||") {
        position += 1
        let right = and()
        value = value || right
      }
      return value
    }
    func and() -> Bool {
      var value = unary()
      while let token = peek(), token.isOp("&&") {
        position += 1
        let right = unary()
        value = value && right
      }
      return value
    }
    func unary() -> Bool {
      if let token = peek(), token.isOp("!") || token.isOp("!=") {
        position += 1
        return !unary()
      }
      return primary()
    }
    func primary() -> Bool {
      guard let token = peek() else { return false }
      position += 1
      if token.isPunct("(") {
        let value = or()
        if let close = peek(), close.isPunct(")") { position += 1 }
        return value
      }
      if case .integer(let number) = token.kind { return number != 0 }
      guard let name = token.identifier else { return false }
      if name == "true" { return true }
      if name == "false" { return false }
      guard let open = peek(), open.isPunct("(") else { return name == "DEBUG" }
      // A platform condition: name(argument…)
      position += 1
      var words: [String] = []
      while let inner = peek(), !inner.isPunct(")") {
        if let word = inner.identifier { words.append(word) }
        position += 1
      }
      position += 1
      let argument = words.first ?? ""
      switch name {
      case "os": return argument == "iOS"
      case "canImport": return Self.importable.contains(argument)
      case "targetEnvironment": return false
      case "arch": return argument == "arm64"
      case "swift", "compiler", "hasFeature", "hasAttribute": return true
      default: return false
      }
    }
    let value = or()
    return value
  }
}
