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
    if let marker = text.range(of: "publisher(for:") {
      let name = text[marker.upperBound...].prefix { $0 != "," && $0 != ")" }
        .trimmingCharacters(in: .whitespaces)
      return name.isEmpty ? Evaluator.unnamedPublisher : name
    }
    let isName = text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    return isName && !text.isEmpty && text.count <= Evaluator.longestPublisherName
      ? text : Evaluator.unnamedPublisher
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
