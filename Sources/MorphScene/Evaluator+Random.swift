import MorphDiagnostics
import MorphSyntax

extension Evaluator {
  /// The types whose `random(in:)` (or `Bool.random()`) the simulator draws itself.
  static let randomTypes: Set<String> = ["Int", "Double", "CGFloat", "Float", "Bool"]

  /// `Int.random(in: -90...270)`, `Double.random(in: 0.2..<0.8)`, `Bool.random()`: a draw from a
  /// fixed sequence per place in the source, so every run (and every thread count) shows the same
  /// frames while places and repeated draws in a loop still differ. Nil when `callee` is not such a
  /// call (or the app declares a type of that name).
  func randomDraw(
    _ callee: ExpressionSyntax, _ arguments: [ExpressionSyntax.Argument], in context: Context,
    at location: SourcePosition
  ) -> Value? {
    guard case .member(let base, "random") = callee.kind, case .identifier(let type) = base.kind,
      Evaluator.randomTypes.contains(type), syntax.type(named: type) == nil,
      context.scope.lookup(type) == nil
    else { return nil }
    let draw = nextRandomFraction(at: location)
    report(
      .approximation,
      "'\(type).random' draws from a fixed sequence here, so every run shows the same frames.",
      at: location)
    if type == "Bool" { return .bool(draw < 0.5) }
    guard let range = arguments.first(where: { $0.label == "in" })?.value,
      case .binary(let op, let lowerExpression, let upperExpression) = range.kind,
      op == "..." || op == "..<",
      let lower = evaluate(lowerExpression, in: context).number,
      let upper = evaluate(upperExpression, in: context).number,
      lower.isFinite, upper.isFinite, lower <= upper
    else {
      return .placeholder(type + ".random")
    }
    guard type == "Int" else { return .double(lower + draw * (upper - lower)) }
    // Whole numbers: `a...b` includes b, `a..<b` does not (an empty `a..<a` traps in Swift).
    let count = (upper - lower) + (op == "..." ? 1 : 0)
    guard count >= 1, count < 9.0e15 else { return .placeholder(type + ".random") }
    return .int(Int(lower) + min(Int(draw * count), Int(count) - 1))
  }

  /// The next number in [0, 1) of the sequence drawn at `location`: SplitMix64 (Steele, Lea and
  /// Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014) of the place's offset
  /// and how many draws it has made.
  private func nextRandomFraction(at location: SourcePosition) -> Double {
    let index = randomDraws[location.offset, default: 0]
    randomDraws[location.offset] = index + 1
    var z = (UInt64(truncatingIfNeeded: location.offset) << 24) &+ UInt64(index)
    z = z &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    // The top 53 bits, as a Double's mantissa holds them.
    return Double(z >> 11) / 9_007_199_254_740_992
  }
}
