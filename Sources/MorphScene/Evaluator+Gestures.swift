import MorphDiagnostics
import MorphViewTree

/// SwiftUI's gesture values (`DragGesture().onEnded { value in … }`) attached with `.gesture`,
/// `.simultaneousGesture` or `.highPriorityGesture`: each becomes what a finger can do to the
/// view, explored like a tap (Docs/SceneLanguage.md, "Everything that changes state is a tap"). A drag is four swipes — left,
/// right, up and down, each `dragDistance` long — that run `onChanged` then `onEnded` with a value
/// of that swipe; a tap gesture runs `onEnded`; a long press runs `onEnded(true)`.
extension Evaluator {
  /// The type name a gesture value carries in the interpreter.
  static let gestureType = "Gesture"
  /// SwiftUI's gesture types and what each is simulated as.
  static let gestureKinds: [String: String] = [
    "DragGesture": "drag", "TapGesture": "tap", "SpatialTapGesture": "tap",
    "LongPressGesture": "longPress", "MagnifyGesture": "magnify",
    "MagnificationGesture": "magnify", "RotateGesture": "rotate", "RotationGesture": "rotate",
  ]
  /// How far a simulated swipe moves (points): past the 50–100 pt thresholds apps compare a
  /// swipe's translation with, short of a screen's width. [model]
  static let dragDistance = 120.0
  /// The speed a simulated swipe ends with (points per second): a flick, as apps that dismiss
  /// on velocity expect. [model]
  static let dragSpeed = 1000.0

  /// A gesture value of `name` (`DragGesture(minimumDistance: 0)`), or nil for another name.
  static func gesture(named name: String, _ arguments: [Value.Argument] = []) -> Value? {
    guard let kind = gestureKinds[name] else { return nil }
    var properties: [String: Value] = ["kind": .string(kind)]
    if let distance = arguments.first(where: { $0.label == "minimumDistance" })?.value.number {
      properties["minimumDistance"] = .double(distance)
    }
    return .instance(Value.InstanceValue(type: gestureType, properties: properties))
  }

  /// `gesture.onEnded { … }`, `.onChanged { … }`: the gesture with that handler; `.updating`
  /// (a `@GestureState` resets when the gesture ends, so it leaves no state behind) and the
  /// combinations (`simultaneously(with:)`, `sequenced(before:)`, `exclusively(before:)`: the
  /// first gesture stands for them, with a note) return the gesture.
  func gestureMethod(
    _ gesture: Value.InstanceValue, _ name: String, _ arguments: [Value.Argument],
    at location: SourcePosition
  ) -> Value? {
    var gesture = gesture
    switch name {
    case "onEnded", "onChanged":
      guard let handler = arguments.last(where: { isCallable($0.value) })?.value else {
        return .instance(gesture)
      }
      gesture.properties[name] = handler
      return .instance(gesture)
    case "updating":
      return .instance(gesture)
    case "simultaneously", "sequenced", "exclusively":
      report(
        .approximation,
        "'.\(name)' combines gestures; the first gesture alone is simulated.", at: location,
        severity: .note)
      return .instance(gesture)
    default:
      return nil
    }
  }

  /// What a gesture attached to a view lets a finger do: each a title, a control kind and the
  /// action it runs (`onChanged` then `onEnded`, with the gesture's value).
  func gestureControls(_ gesture: Value.InstanceValue, at location: SourcePosition) -> [(
    title: String?, kind: ControlKind, action: NativeAction
  )] {
    guard case .string(let kind)? = gesture.properties["kind"] else { return [] }
    let changed = gesture.properties["onChanged"]
    let ended = gesture.properties["onEnded"]
    func run(_ value: Value) -> NativeAction {
      .sequence(
        [changed, ended].compactMap { $0 }.map { NativeAction.receive($0, sent: value) })
    }
    switch kind {
    case "drag":
      guard changed != nil || ended != nil else { return [] }
      var controls = Self.swipes.map { swipe in
        (
          title: Optional("drag " + swipe.name), kind: ControlKind.drag,
          action: run(dragValue(dx: swipe.dx, dy: swipe.dy, at: location))
        )
      }
      // With no minimum distance, `onChanged` runs as soon as a finger touches (apps track a
      // press this way: `isPressed = true` there, `false` in `onEnded`); a swipe then lifts it.
      if let changed, gesture.properties["minimumDistance"]?.number == 0 {
        controls.append(
          (nil, .press, .receive(changed, sent: dragValue(dx: 0, dy: 0, at: location))))
      }
      return controls
    case "tap":
      guard let ended else { return [] }
      let value = Value.instance(
        Value.InstanceValue(
          type: "SpatialTapGesture.Value", properties: ["location": point(0, 0, at: location)]))
      return [(nil, .tapGesture, .receive(ended, sent: value))]
    case "longPress":
      guard let ended else { return [] }
      return [(nil, .longPress, .receive(ended, sent: .bool(true)))]
    default:
      report(
        .unsupportedModifier,
        "A \(kind) gesture is not simulated (drags, taps and long presses are); it is ignored.",
        at: location)
      return []
    }
  }

  /// The four swipes a drag is explored as: a name and the direction of travel.
  static let swipes: [(name: String, dx: Double, dy: Double)] = [
    ("left", -1, 0), ("right", 1, 0), ("up", 0, -1), ("down", 0, 1),
  ]

  /// A `DragGesture.Value` for a swipe in the direction (`dx`, `dy`): `dragDistance` travelled
  /// from the origin, ending at `dragSpeed`; the predicted end is twice as far (a flick goes on).
  func dragValue(dx: Double, dy: Double, at location: SourcePosition) -> Value {
    let distance = Self.dragDistance
    let speed = Self.dragSpeed
    return .instance(
      Value.InstanceValue(
        type: "DragGesture.Value",
        properties: [
          "translation": size(dx * distance, dy * distance, at: location),
          "startLocation": point(0, 0, at: location),
          "location": point(dx * distance, dy * distance, at: location),
          "predictedEndTranslation": size(2 * dx * distance, 2 * dy * distance, at: location),
          "predictedEndLocation": point(2 * dx * distance, 2 * dy * distance, at: location),
          "velocity": size(dx * speed, dy * speed, at: location),
          "time": .placeholder("drag.time"),
        ]))
  }

  /// `CGSize(width:height:)` as the interpreter holds it.
  func size(_ width: Double, _ height: Double, at location: SourcePosition) -> Value {
    geometry("CGSize", [("width", width), ("height", height)], at: location)
  }

  /// `CGPoint(x:y:)` as the interpreter holds it.
  func point(_ x: Double, _ y: Double, at location: SourcePosition) -> Value {
    geometry("CGPoint", [("x", x), ("y", y)], at: location)
  }

  /// A CoreGraphics value of `type` with these components.
  func geometry(_ type: String, _ components: [(String, Double)], at location: SourcePosition)
    -> Value
  {
    .symbol(
      Value.Symbol(
        type: type,
        steps: [
          .init(
            name: "init",
            arguments: components.map {
              Value.Argument(label: $0.0, value: .double($0.1), location: location)
            })
        ]))
  }
}
