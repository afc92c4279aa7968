import MorphSyntax

extension Evaluator {
  /// The type a generic parameter of `owner`'s type stands for, as Swift infers it: from the
  /// value of a stored property declared with it (`@Binding var activeTab: Tab` given
  /// `$activeTab` of a `CustomTab` makes `Tab` `CustomTab`, so `Tab.allCases` lists its cases);
  /// with no such value (the view at the root, its binding not passed), the one type the program
  /// declares that conforms to every protocol the parameter is constrained to. Nil when neither
  /// tells (`Content: View` is a view, not a type whose members are named).
  func genericArgument(_ name: String, of owner: Owner, in context: Context) -> String? {
    guard let parameter = owner.type.genericParameters.first(where: { $0.name == name })
    else { return nil }
    for variable in owner.type.variables
    where !variable.isStatic && variable.getter == nil
      && variable.type.map({ Self.isWritten($0, as: name) }) == true
    {
      guard
        var value = member(of: owner, variable.name, in: context, at: variable.location)
      else { continue }
      // `[Tab]`: the elements tell.
      if case .array(let elements) = value, let first = elements.first { value = first }
      guard let type = typeName(of: value)
      else { continue }
      return type
    }
    guard !parameter.constraints.isEmpty, !parameter.constraints.contains("View") else {
      return nil
    }
    let conforming = syntax.allTypes.filter { type in
      type.kind != .protocolType
        && parameter.constraints.allSatisfy { conforms(type, to: $0) }
    }
    return conforming.count == 1 ? conforming[0].name : nil
  }

  /// Whether a declared type is the parameter itself, optional or in an array (`Tab`, `Tab?`,
  /// `[Tab]`): a value of it tells what the parameter is.
  static func isWritten(_ type: TypeReference, as name: String) -> Bool {
    let text = type.text.filter { !$0.isWhitespace }
    return text == name || text == name + "?" || text == "[" + name + "]"
  }

  /// Whether `type` conforms to `protocolName`: it says so, or a protocol it conforms to
  /// refines it (`protocol TabItem: CaseIterable`).
  func conforms(_ type: TypeDeclaration, to protocolName: String) -> Bool {
    var pending = type.inheritedTypes
    var seen: Set<String> = []
    while let name = pending.popLast() {
      if name == protocolName { return true }
      guard seen.insert(name).inserted else { continue }
      pending += syntax.protocols[name]?.inheritedTypes ?? []
    }
    return false
  }
}
