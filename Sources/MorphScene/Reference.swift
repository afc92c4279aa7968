import MorphMotion

/// A place a binding reads and writes (`$flag`, `$model.isOn`, `.constant(true)`): a view's
/// `@State` slot, a property of a model object, a member or element inside one of those, or a
/// constant that never changes.
indirect enum Reference {
  /// A `@State` slot of a view instance, by its key in the store (`<instance>#<property>`).
  case slot(String)
  /// A stored property of a model object (a class instance) in the store.
  case property(object: String, name: String)
  /// A member of the value at another reference (`$settings.volume` for a struct).
  case member(Reference, String)
  /// An element of the array at another reference (`$items[2]`).
  case element(Reference, Int)
  /// `$x.animation(.bouncy)`: writes through `reference` inside a transaction with that animation.
  case animated(Reference, MorphAnimation?)
  /// `.constant(value)`: reads the value, writes nothing.
  case constant(Value)
  /// `Binding(get: { … }, set: { … })`: reads by calling `get`, writes by calling `set` with the
  /// new value.
  case computed(get: Value, set: Value)
  /// A member of something the scene does not declare (`$store.showPoll` where `store` is an app
  /// model from another file), by the unknown's name: it reads as that unknown, and a Bool written
  /// through it decides the unknown condition of that name from then on.
  case unknown(String)
}

extension Reference {
  /// The reference a projection's last member was taken from, and that member's name
  /// (`$policy.access` → `$policy`, "access"); nil for a reference that is no member.
  var splittingLastMember: (base: Reference, name: String)? {
    switch self {
    case .member(let base, let name): return (base, name)
    case .unknown(let text):
      guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return nil }
      return (.unknown(String(text[..<dot])), String(text[text.index(after: dot)...]))
    default: return nil
    }
  }
}
