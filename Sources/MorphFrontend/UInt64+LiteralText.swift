extension UInt64 {
  /// The value of a Swift integer literal's text (`0xFF_FF`, `0o17`, `0b1010`, `1_000`), or nil
  /// when it has no digits or needs more than 64 bits.
  init?(literalText text: String) {
    let digits = text.filter { $0 != "_" }
    let prefixes: [(String, Int)] = [("0x", 16), ("0o", 8), ("0b", 2)]
    for (prefix, radix) in prefixes where digits.hasPrefix(prefix) {
      self.init(digits.dropFirst(prefix.count), radix: radix)
      return
    }
    self.init(digits, radix: 10)
  }
}
