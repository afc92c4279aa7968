/// How an actual result differs from its golden: a one-line summary and the differences in detail.
public struct GoldenMismatch: Sendable, Equatable {
  /// One line: how much differs (`3 of 120 samples differ…`).
  public let summary: String
  /// Each difference, most important first.
  public let details: [String]

  /// Creates a mismatch.
  public init(summary: String, details: [String] = []) {
    self.summary = summary
    self.details = details
  }
}
