import Testing

/// The readable, file-name-safe name of the running Swift Testing case's arguments
/// (`mode-dark.scale-2`), so that each case of a parameterized test has its own golden.
///
/// Swift Testing has no public accessor for a case's arguments; they are read by reflection of
/// `Test.Case.current` (each argument's parameter label and value). If that ever finds nothing for
/// a parameterized case, the case's description is used, so two cases never share a name silently.
package enum TestCaseName {
  /// The longest part one argument contributes to a file name.
  static let maximumValueLength = 40

  /// The current case's argument name, or nil outside a parameterized test.
  package static var current: String? {
    guard let testCase = Test.Case.current, testCase.isParameterized else { return nil }
    let pairs = arguments(of: testCase)
    let text =
      pairs.isEmpty
      ? String(describing: testCase)
      : pairs.map { "\($0.label)-\(sanitized($0.value))" }.joined(separator: ".")
    return pairs.isEmpty ? "case-\(stableHash(text))" : text
  }

  /// `(label, value)` of each argument, found by reflection.
  static func arguments(of testCase: Test.Case) -> [(label: String, value: String)] {
    var found: [(String, String)] = []
    func visit(_ value: Any, depth: Int) {
      guard depth < 6 else { return }
      let mirror = Mirror(reflecting: value)
      if String(describing: mirror.subjectType).hasSuffix("Argument") {
        let children = Dictionary(
          mirror.children.compactMap { child in child.label.map { ($0, child.value) } },
          uniquingKeysWith: { first, _ in first })
        if let argument = children["value"], let parameter = children["parameter"] {
          // The argument label, else (for `_ name`) the parameter's own name.
          let parameterChildren = Mirror(reflecting: parameter).children
          let firstName = parameterChildren.first { $0.label == "firstName" }.map { "\($0.value)" }
          let secondName = parameterChildren.first { $0.label == "secondName" }.flatMap {
            Mirror(reflecting: $0.value).children.first.map { "\($0.value)" }
          }
          let label = (firstName == "_" ? secondName : firstName) ?? "argument"
          found.append((label, String(describing: argument)))
          return
        }
      }
      for child in mirror.children { visit(child.value, depth: depth + 1) }
    }
    visit(testCase, depth: 0)
    return found
  }

  /// Letters, digits, `-` and `_` kept; anything else becomes `_`; long values are cut and
  /// given a hash of the whole so that they stay distinct.
  static func sanitized(_ value: String) -> String {
    var text = String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    if text.count > maximumValueLength {
      text = String(text.prefix(maximumValueLength - 9)) + "-" + stableHash(value)
    }
    return text.isEmpty ? "_" : text
  }

  /// An 8-hex-digit FNV-1a hash: the same in every run (Swift's `hashValue` is seeded per process).
  static func stableHash(_ text: String) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 16_777_619
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}
