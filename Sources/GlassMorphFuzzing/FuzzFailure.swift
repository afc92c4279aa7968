/// An invariant a harness checks that the pipeline broke without crashing (a non-finite frame, an
/// error without a location): the fuzzer treats it as a crash, the replay test as a failure.
public struct FuzzFailure: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public let description: String

  /// Creates a failure.
  public init(_ description: String) {
    self.description = description
  }
}
