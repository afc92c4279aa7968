import Foundation
import MorphDiagnostics

extension Evaluator {
  /// How an `.onReceive` publisher is named in its event: a notification by its name
  /// (`.didSync` of `NotificationCenter.default.publisher(for: .didSync)`), a timer or other
  /// publisher by the name it is read through (`timer`, `store.updates`), else `publisher`.
  func publisherName(_ argument: Value.Argument) -> String {
    guard let end = argument.end,
      let written = sources?.text(from: argument.location.offset, to: end)
    else { return Evaluator.unnamedPublisher }
    let text = written.trimmingCharacters(in: .whitespacesAndNewlines)
    if let argument = Evaluator.notificationArgument(text) {
      // The name argument, up to the `,` or `)` that ends it (not one inside it:
      // `NSNotification.Name("PollVoteChanged")`).
      var depth = 0
      let name = argument.prefix { character in
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
        return depth >= 0 && !(depth == 0 && character == ",")
      }.trimmingCharacters(in: .whitespaces)
      guard !name.isEmpty else { return Evaluator.unnamedPublisher }
      // A name made from a string reads as the string (`Notification.Name("Sync")` → "Sync").
      return name.contains("(\"") ? Evaluator.notificationName(name) : name
    }
    let isName = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return isName && !text.isEmpty && text.count <= Evaluator.longestPublisherName
      ? text : Evaluator.unnamedPublisher
  }

  /// What follows `publisher(for:` in a notification publisher's text (`NotificationCenter.default
  /// .publisher(for: .didSync)`, however it is spaced or broken over lines), nil for any other.
  static func notificationArgument(_ text: String) -> Substring? {
    guard let marker = text.range(of: "publisher(") else { return nil }
    let argument = text[marker.upperBound...].drop(while: \.isWhitespace)
    return argument.hasPrefix("for:") ? argument.dropFirst("for:".count) : nil
  }

  /// The name of a publisher written as an expression too long or too involved to name it.
  static let unnamedPublisher = "publisher"

  /// Characters at most in a publisher's name (a member chain longer than this reads as code).
  static let longestPublisherName = 40

  /// A notification's name as both sides write it, so a post finds its receivers:
  /// `Notification.Name("Sync")` and `.init("Sync")` are "Sync"; `.didSync` and
  /// `Notification.Name.didSync` are "didSync".
  static func notificationName(_ written: String) -> String {
    let text = written.trimmingCharacters(in: .whitespacesAndNewlines)
    if let open = text.range(of: "(\""),
      let close = text.range(of: "\"", range: open.upperBound..<text.endIndex)
    {
      return String(text[open.upperBound..<close.lowerBound])
    }
    return String(text.split(separator: ".").last ?? Substring(text))
  }

  /// The written text of `argument`, when the sources hold it.
  func writtenText(of argument: Value.Argument) -> String? {
    guard let end = argument.end else { return nil }
    return sources?.text(from: argument.location.offset, to: end)
  }
}
