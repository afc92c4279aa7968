import MorphDiagnostics
import MorphSyntax

/// Combine as view models use it to follow another object's `@Published` property:
/// `auth.$user.receive(on: DispatchQueue.main).sink { [weak self] user in self?.user = user }`.
extension Evaluator {
  /// Operators that pass each value on unchanged, as far as what the sink is given goes (they
  /// change when or on which queue it arrives, or its type's name).
  static let passingOperators: Set<String> = [
    "receive", "subscribe", "removeDuplicates", "eraseToAnyPublisher", "debounce", "throttle",
    "delay", "share", "print", "handleEvents",
  ]

  /// The subscription a sink returns, kept with `.store(in: &cancellables)` (nothing to simulate).
  static let cancellable = "AnyCancellable"
  /// The call that keeps it.
  static let cancellableStore = cancellable + ".store"

  /// `publisher.sink { value in … }` where the publisher is a `@Published` property's projection
  /// (`$name`, `model.$name`) behind any of `passingOperators`, `map` or `compactMap`: a
  /// `@Published` publisher sends its current value as soon as it is subscribed, so the sink runs
  /// once, now, with that value (mapped as the chain maps it) — a model's `init` that mirrors a
  /// service's state starts with it, as the app does. `dropFirst()` skips that value, so the sink
  /// does not run. Later changes are not delivered (a note says so). Nil for any other publisher.
  func publishedSink(
    _ publisher: ExpressionSyntax, _ arguments: [Value.Argument], in context: Context,
    at location: SourcePosition
  ) -> Value? {
    guard
      let sink = arguments.last(where: {
        ($0.label == nil || $0.label == "receiveValue") && isCallable($0.value)
      })?.value
    else { return nil }
    var expression = publisher
    var transforms: [(name: String, closure: ExpressionSyntax?)] = []
    while case .call(let callee, let operands) = expression.kind,
      case .member(let inner, let name) = callee.kind
    {
      switch name {
      case _ where Evaluator.passingOperators.contains(name): break
      case "map", "compactMap", "dropFirst":
        transforms.append((name, operands.last?.value))
      default: return nil
      }
      expression = inner
    }
    let current: ExpressionSyntax
    switch expression.kind {
    case .member(let owner, let name) where name.hasPrefix("$") && name.count > 1:
      current = ExpressionSyntax(.member(owner, String(name.dropFirst())), at: expression.location)
    case .dollar(let name):
      current = ExpressionSyntax(.identifier(name), at: expression.location)
    default:
      return nil
    }
    var value = evaluate(current, in: context)
    for transform in transforms.reversed() {
      switch transform.name {
      case "dropFirst":
        report(
          .approximation,
          "This subscription skips the value a @Published property sends when subscribed, and later changes are not simulated: the sink does not run.",
          at: location)
        return .placeholder(Evaluator.cancellable)
      default:
        guard let closure = transform.closure else { continue }
        value = callValue(
          evaluate(closure, in: context),
          [Value.Argument(label: nil, value: value, location: location)],
          in: context, at: location)
        // `compactMap` drops a nil: nothing arrives.
        if transform.name == "compactMap", case .none = value {
          return .placeholder(Evaluator.cancellable)
        }
      }
    }
    _ = callValue(
      sink, [Value.Argument(label: nil, value: value, location: location)], in: context,
      at: location)
    report(
      .approximation,
      "A @Published property's publisher sends its current value when subscribed: this sink runs once, now, with it; later changes are not delivered.",
      at: location)
    return .placeholder(Evaluator.cancellable)
  }
}
