import Foundation
import MorphCore
import MorphDiagnostics
import MorphMotion
import MorphSyntax
import MorphViewTree

extension Evaluator {
  /// Methods `Font` shares with `Text` (`Tokens.title.bold()`): on an unknown they make an
  /// unknown font as readily as a view, so the unknown stays a value; used where a view is
  /// expected, it is still a stand-in view.
  static let fontMethods: Set<String> = [
    "bold", "italic", "weight", "width", "monospaced", "monospacedDigit", "smallCaps",
    "lowercaseSmallCaps", "uppercaseSmallCaps", "leading",
  ]

  /// Whether `value` is a number, a flag or nil: a value whose `map` can only be Optional's.
  static func isOptionalScalar(_ value: Value) -> Bool {
    switch value {
    case .int, .double, .bool, .none: return true
    default: return false
    }
  }

  /// Methods of builtin values (`array.map`, `string.uppercased()`, a view's modifiers); nil when
  /// the method is not a builtin one.
  func builtinMethod(
    _ base: Value, _ name: String, _ arguments: [Value.Argument], in context: Context,
    at location: SourcePosition
  ) -> Value? {
    let first = arguments.first?.value
    if name == "map" || name == "flatMap", Evaluator.isOptionalScalar(base), arguments.count == 1,
      let transform = first, isCallable(transform)
    {
      // `response?.accessedCount.map { "\($0) opened" }`: Optional's `map` (an optional is its
      // value here, or nil): the transform applied to a present value, nil for an absent one.
      if case .none = base { return Value.none }
      return callValue(
        transform, [Value.Argument(label: nil, value: base, location: location)], in: context,
        at: location)
    }
    switch base {
    case .view(let node) where name == "path" && arguments.first?.label == "in":
      // `RoundedRectangle(cornerRadius: 12).path(in: rect)` in an app's `Shape`: the outline is
      // the shape's own (where it is drawn, the layout gives the rectangle).
      guard case .shape = node.kind else { return nil }
      return base
    case .view(let node):
      return .view(
        ModifierFactory(self).apply(name, arguments, to: node, in: context, at: location))
    case .placeholder
    where (ModifierVocabulary.rules[name] != nil || ModifierFactory.nameSaysGlass(name))
      && !Evaluator.fontMethods.contains(name):
      // What an undeclared helper returned (`card(for: item)`), given a view modifier: it was a
      // view, so the modifier (often the glass) applies to a stand-in for it.
      guard let node = views(from: base, at: location, identity: context.identity).first else {
        return nil
      }
      return .view(
        ModifierFactory(self).apply(name, arguments, to: node, in: context, at: location))
    case .instance(let gesture) where gesture.type == Evaluator.gestureType:
      return gestureMethod(gesture, name, arguments, at: location)
    case .instance(let range) where range.type == "ClosedRange" && name == "contains":
      // `(0.0...1.0).contains(progress)`: both bounds included.
      guard let value = first?.number, let lower = range.properties["lowerBound"]?.number,
        let upper = range.properties["upperBound"]?.number
      else { return nil }
      return .bool(lower <= value && value <= upper)
    case .color(let color):
      if name == "opacity", let factor = first?.number { return .color(color.opacity(factor)) }
      return nil
    case .animation(let animation):
      return animationModifier(animation, name, arguments, at: location).map { .animation($0) }
    case .binding(let reference) where name == "animation":
      // `$flag.animation(.bouncy)`: writes through it are animated (default: `.default`).
      let animation = first.flatMap { self.animation(from: $0, at: location) } ?? .default
      return .binding(.animated(reference, animation))
    case .array(let elements):
      switch name {
      case "map", "compactMap", "flatMap":
        guard let transform = first else { return nil }
        let mapped = elements.map {
          callValue(
            transform, [Value.Argument(label: nil, value: $0, location: location)], in: context,
            at: location)
        }
        if name == "compactMap" {
          return .array(mapped.filter { if case .none = $0 { return false } else { return true } })
        }
        if name == "flatMap" {
          return .array(
            mapped.flatMap { if case .array(let inner) = $0 { return inner } else { return [$0] } })
        }
        return .array(mapped)
      case "filter":
        guard let predicate = first else { return nil }
        // What a filter keeps is what a `ForEach` of it shows: an unknown in its predicate
        // decides which elements exist, as an `if`'s decides which views do, so it is explored
        // both ways (taken as false, `filter(\.isEarned)` and `filter { !$0.isEarned }` both
        // kept nothing, where Swift keeps each element on one side).
        conditionDepth += 1
        defer { conditionDepth -= 1 }
        return .array(
          elements.filter {
            truth(
              of: callValue(
                predicate, [Value.Argument(label: nil, value: $0, location: location)], in: context,
                at: location), at: location)
          })
      case "contains":
        if let predicate = Self.predicate(in: arguments) {
          return .bool(
            elements.contains {
              truth(
                of: callValue(
                  predicate.value, [Value.Argument(label: nil, value: $0, location: location)],
                  in: context, at: location), at: location)
            })
        }
        guard let needle = first else { return nil }
        return .bool(elements.contains { $0.isEqual(to: needle) })
      case "firstIndex", "lastIndex":
        guard let needle = first else { return nil }
        let match: (Value) -> Bool = { element in
          if Self.predicate(in: arguments) != nil {
            return self.truth(
              of: self.callValue(
                needle, [Value.Argument(label: nil, value: element, location: location)],
                in: context, at: location), at: location)
          }
          return element.isEqual(to: needle)
        }
        let index =
          name == "firstIndex"
          ? elements.firstIndex(where: match) : elements.lastIndex(where: match)
        return index.map { .int($0) } ?? Value.none
      case "first", "last":
        guard let predicate = Self.predicate(in: arguments) else { return nil }
        let match: (Value) -> Bool = {
          self.truth(
            of: self.callValue(
              predicate.value, [Value.Argument(label: nil, value: $0, location: location)],
              in: context, at: location), at: location)
        }
        return (name == "first" ? elements.first(where: match) : elements.last(where: match))
          ?? Value.none
      case "enumerated":
        return .array(
          elements.enumerated().map {
            .tuple([
              (label: "offset", value: .int($0.offset)), (label: "element", value: $0.element),
            ])
          })
      case "reversed": return .array(elements.reversed())
      case "sorted":
        return .array(sorted(elements, by: first, in: context, at: location))
      case "shuffled": return base
      case "prefix":
        return .array(Array(elements.prefix(max(0, Int(saturating: first?.number ?? 0)))))
      case "suffix":
        return .array(Array(elements.suffix(max(0, Int(saturating: first?.number ?? 0)))))
      case "dropFirst":
        return .array(Array(elements.dropFirst(max(0, Int(saturating: first?.number ?? 1)))))
      case "dropLast":
        return .array(Array(elements.dropLast(max(0, Int(saturating: first?.number ?? 1)))))
      case "joined":
        let separator = arguments.first { $0.label == "separator" }?.value.interpolated ?? ""
        return .string(elements.map(\.interpolated).joined(separator: separator))
      case "randomElement":
        report(
          .approximation,
          "'randomElement()' is simulated as the first element, so runs are repeatable.",
          at: location)
        return elements.first ?? Value.none
      case "min", "max":
        let numbers = elements.compactMap(\.number)
        guard let value = name == "min" ? numbers.min() : numbers.max() else { return Value.none }
        return elements.allSatisfy { if case .int = $0 { return true } else { return false } }
          ? .int(Int(saturating: value)) : .double(value)
      case "reduce":
        guard arguments.count == 2 else { return nil }
        return elements.reduce(arguments[0].value) {
          callValue(
            arguments[1].value,
            [
              Value.Argument(label: nil, value: $0, location: location),
              Value.Argument(label: nil, value: $1, location: location),
            ], in: context, at: location)
        }
      default: return nil
      }
    case .range:
      if ["map", "filter", "contains", "reversed", "enumerated", "compactMap", "forEach"].contains(
        name)
      {
        return builtinMethod(
          .array(sequence(from: base, at: location)), name, arguments, in: context, at: location)
      }
      return nil
    case .string(let text):
      switch name {
      case "uppercased": return .string(text.uppercased())
      case "lowercased": return .string(text.lowercased())
      case "hasPrefix": return .bool(text.hasPrefix(first?.interpolated ?? ""))
      case "hasSuffix": return .bool(text.hasSuffix(first?.interpolated ?? ""))
      case "contains": return .bool(text.contains(first?.interpolated ?? ""))
      case "prefix":
        return .string(String(text.prefix(max(0, Int(saturating: first?.number ?? 0)))))
      case "suffix":
        return .string(String(text.suffix(max(0, Int(saturating: first?.number ?? 0)))))
      case "dropFirst", "dropLast":
        let count = max(0, Int(saturating: first?.number ?? 1))
        return .string(String(name == "dropFirst" ? text.dropFirst(count) : text.dropLast(count)))
      case "trimmingCharacters":
        // `.whitespaces` keeps newlines; `.whitespacesAndNewlines` (the usual one) trims both.
        let set: CharacterSet =
          first?.implicitMemberName == "whitespaces" ? .whitespaces : .whitespacesAndNewlines
        return .string(text.trimmingCharacters(in: set))
      case "replacingOccurrences":
        guard let target = arguments.first(where: { $0.label == "of" })?.value.stringValue,
          let replacement = arguments.first(where: { $0.label == "with" })?.value.stringValue,
          !target.isEmpty
        else { return nil }
        return .string(text.replacingOccurrences(of: target, with: replacement))
      case "replacing":
        // `text.replacing("gpt-", with: "")`, the standard library's (Swift 5.7) collection
        // algorithm: every occurrence, as `replacingOccurrences(of:with:)`.
        guard let target = arguments.first(where: { $0.label == nil })?.value.stringValue,
          let replacement = arguments.first(where: { $0.label == "with" })?.value.stringValue,
          !target.isEmpty
        else { return nil }
        return .string(text.replacingOccurrences(of: target, with: replacement))
      case "components":
        guard
          let separator = arguments.first(where: { $0.label == "separatedBy" })?.value.stringValue,
          !separator.isEmpty
        else { return nil }
        return .array(text.components(separatedBy: separator).map { .string($0) })
      case "addingPercentEncoding":
        // Shown text, not a request: the allowed set changes nothing a scene draws.
        return .string(text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? text)
      default: return nil
      }
    case .int(let value):
      switch name {
      case "isMultiple":
        return .bool(value.isMultiple(of: Int(saturating: first?.number ?? 1)))
      case "formatted":
        return .string(formatted(.int(value), style: first) ?? String(value))
      default: return nil
      }
    case .double(let value):
      switch name {
      case "rounded": return .double(value.rounded())
      case "formatted":
        return .string(formatted(.double(value), style: first) ?? Value.swiftDescription(value))
      default: return nil
      }
    default:
      return nil
    }
  }

  /// `x.toggle()`, `items.append(y)`, …: computes the new value and stores it back into `target`.
  func callMutating(
    _ target: ExpressionSyntax, _ base: Value, _ name: String, _ arguments: [Value.Argument],
    in context: Context, at location: SourcePosition
  ) -> Value {
    let first = arguments.first?.value
    var updated = base
    var result: Value = .void
    switch (base, name) {
    case (.bool(let flag), "toggle"):
      updated = .bool(!flag)
    case (.array(var elements), _):
      switch name {
      case "append":
        if let first {
          let more: [Value]
          if arguments.first?.label == "contentsOf", case .array(let values) = first {
            more = values
          } else {
            more = [first]
          }
          guard elements.count + more.count <= Evaluator.maximumCollectionCount else {
            report(
              .resourceLimit,
              "This array would have \(elements.count + more.count) elements; the simulator stops at \(Evaluator.maximumCollectionCount).",
              at: location)
            return .void
          }
          elements += more
        }
      case "insert":
        let index =
          arguments.first { $0.label == "at" }?.value.number.map { Int(saturating: $0) } ?? 0
        if let first { elements.insert(first, at: min(max(0, index), elements.count)) }
      case "remove":
        let position = arguments.first(where: { $0.label == "at" })?.value.number
        if let index = position.map({ Int(saturating: $0) }), elements.indices.contains(index) {
          result = elements.remove(at: index)
        }
      case "removeAll":
        if let predicate = arguments.first(where: { $0.label == "where" }) {
          elements.removeAll {
            truth(
              of: callValue(
                predicate.value, [Value.Argument(label: nil, value: $0, location: location)],
                in: context, at: location), at: location)
          }
        } else {
          elements.removeAll()
        }
      case "removeLast", "popLast":
        if !elements.isEmpty { result = elements.removeLast() }
      case "removeFirst":
        if !elements.isEmpty { result = elements.removeFirst() }
      case "reverse":
        elements.reverse()
      case "sort":
        elements = sorted(elements, by: arguments.first?.value, in: context, at: location)
      case "shuffle":
        break
      default:
        break
      }
      updated = .array(elements)
    default:
      report(
        .unsupportedExpression, "'\(name)()' on \(base.kindName) is not simulated.", at: location)
      return .void
    }
    store(updated, into: target, in: context, at: location)
    return result
  }

  /// `target op= value`.
  func assign(
    _ target: ExpressionSyntax, op: String, _ valueExpression: ExpressionSyntax, in context: Context
  ) {
    let value: Value
    if op == "=" {
      value = evaluate(valueExpression, in: context)
    } else {
      value = binary(
        String(op.dropLast()), target, valueExpression, in: context, at: target.location)
    }
    store(value, into: target, in: context, at: target.location)
  }

  /// Writes `value` into an assignable expression: a local, a property of `self`, a root `@State`,
  /// a property of a struct value, or an array element.
  func store(
    _ value: Value, into target: ExpressionSyntax, in context: Context, at location: SourcePosition
  ) {
    switch target.kind {
    case .identifier(let name):
      if let reference = context.scope.alias(name) {
        write(reference, value, at: location)
        return
      }
      if context.scope.assign(name, value) { return }
      storeProperty(name, value, owner: context.owner, at: location)
    case .member(let baseExpression, let name):
      // `self.name`, and `self?.name` in a `[weak self]` closure (self is there while it runs).
      if case .selfReference = Evaluator.unwrapped(baseExpression).kind {
        storeProperty(name, value, owner: context.owner, at: location)
        return
      }
      let base = evaluate(baseExpression, in: context)
      if case .object(let id) = base {
        setProperty(id, name, value, at: location)
        return
      }
      if case .binding(let reference) = base {
        write(project(reference, name), value, at: location)
        return
      }
      if case .placeholder(let text) = base {
        assignUnknown(Evaluator.unknownMember(text, name), value, at: location)
        return
      }
      guard case .instance(var instance) = base else {
        report(
          .stateWriteSkipped,
          "Cannot assign to '\(name)' of \(base.kindName); the assignment is skipped.",
          at: location)
        return
      }
      instance.properties[name] = value
      store(.instance(instance), into: baseExpression, in: context, at: location)
    case .subscriptAccess(let baseExpression, let arguments):
      let base = evaluate(baseExpression, in: context)
      guard case .array(var elements) = base, let indexExpression = arguments.first,
        case .int(let index) = evaluate(indexExpression.value, in: context),
        elements.indices.contains(index)
      else {
        report(
          .stateWriteSkipped, "This element cannot be assigned; the assignment is skipped.",
          at: location)
        return
      }
      elements[index] = value
      store(.array(elements), into: baseExpression, in: context, at: location)
    case .forceUnwrap(let inner), .optionalChain(let inner):
      store(value, into: inner, in: context, at: location)
    default:
      report(
        .stateWriteSkipped, "This expression cannot be assigned to; the assignment is skipped.",
        at: location)
    }
  }

  /// The expression inside any `?` and `!` (`self?` → `self`).
  static func unwrapped(_ expression: ExpressionSyntax) -> ExpressionSyntax {
    switch expression.kind {
    case .forceUnwrap(let inner), .optionalChain(let inner): return unwrapped(inner)
    default: return expression
    }
  }

  private func storeProperty(
    _ name: String, _ value: Value, owner: Owner?, at location: SourcePosition
  ) {
    guard let owner else {
      report(
        .stateWriteSkipped,
        "'\(name)' is not a variable the simulator can change; the assignment is skipped.",
        at: location)
      return
    }
    if initialize(name, value, of: owner, at: location) { return }
    let declaration = owner.type.variables.first { $0.name == name && !$0.isStatic }
    if let declaration, isSlotBacked(declaration, of: owner) {
      _ = stateSlot(declaration, of: owner, at: location)
      let key = (owner.stateKey ?? owner.type.name) + "#" + name
      let converted = convert(value, to: declaration.type, at: location)
      assignObserved(
        declaration, of: owner, key: key, newValue: converted, current: read(.slot(key)),
        at: location
      ) { setSlot(key, converted, at: location) }
      return
    }
    if let id = owner.objectID, declaration != nil || store.objects[id]?.properties[name] != nil {
      setProperty(id, name, value, at: location)
      return
    }
    if case .binding(let reference)? = owner.properties[name] {
      write(reference, value, at: location)
      return
    }
    if owner.properties[name] != nil || declaration != nil {
      owner.properties[name] = value
      return
    }
    report(
      .stateWriteSkipped,
      "'\(name)' is not a variable the simulator can change; the assignment is skipped.",
      at: location)
  }
}

extension Evaluator {
  /// The predicate of `first(where:)`, `contains(where:)`, `firstIndex(where:)` and the like,
  /// written with its label or as a trailing closure (`tabs.first { $0.id == selection }`).
  static func predicate(in arguments: [Value.Argument]) -> Value.Argument? {
    arguments.first { argument in
      if argument.label == "where" { return true }
      guard argument.label == nil, arguments.count == 1 else { return false }
      switch argument.value {
      case .closure, .function: return true
      default: return false
      }
    }
  }
}
