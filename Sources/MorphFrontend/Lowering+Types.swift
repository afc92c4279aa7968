internal import MorphSyntax
internal import SwiftSyntax

extension Lowering {
  /// A type as written, without spaces except after `some`, `any` and attributes (`some View`,
  /// `Mode?`, `[String]`, `Binding<Bool>`, `(Int)->Void`), with its outermost named type.
  func typeReference(_ type: TypeSyntax) -> TypeReference {
    let (text, baseName, isOptional) = describe(type)
    return TypeReference(
      text: text, baseName: baseName, isOptional: isOptional || baseName == "Optional")
  }

  private func describe(_ type: TypeSyntax) -> (String, String, Bool) {
    if let identifier = type.as(IdentifierTypeSyntax.self) {
      let typeName = name(identifier.name)
      return (typeName + genericText(identifier.genericArgumentClause), typeName, false)
    }
    if let member = type.as(MemberTypeSyntax.self) {
      let (baseText, baseName, _) = describe(member.baseType)
      let memberName = name(member.name)
      return (
        baseText + "." + memberName + genericText(member.genericArgumentClause),
        memberName == "Type" ? baseName : memberName, false
      )
    }
    if let optional = type.as(OptionalTypeSyntax.self) {
      let (text, baseName, _) = describe(optional.wrappedType)
      return (text + "?", baseName, true)
    }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      let (text, baseName, _) = describe(unwrapped.wrappedType)
      return (text + "!", baseName, true)
    }
    if let array = type.as(ArrayTypeSyntax.self) {
      return ("[\(describe(array.element).0)]", "Array", false)
    }
    if let dictionary = type.as(DictionaryTypeSyntax.self) {
      return (
        "[\(describe(dictionary.key).0):\(describe(dictionary.value).0)]", "Dictionary", false
      )
    }
    if let tuple = type.as(TupleTypeSyntax.self) {
      let elements = tuple.elements.map { describe($0.type).0 }
      // Labels kept (`(response:Double,damping:Double)`): a tuple stored as this type reads its
      // elements by them.
      let labelled = zip(tuple.elements, elements).map { element, text in
        guard let label = element.firstName, label.tokenKind != .wildcard else { return text }
        return name(label) + ":" + text
      }
      return (
        "(\(labelled.joined(separator: ",")))", elements.count == 1 ? elements[0] : "Tuple", false
      )
    }
    if let function = type.as(FunctionTypeSyntax.self) {
      let parameters = function.parameters.map { describe($0.type).0 }
      return (
        "(\(parameters.joined(separator: ",")))->\(describe(function.returnClause.type).0)",
        "Function",
        false
      )
    }
    if let opaque = type.as(SomeOrAnyTypeSyntax.self) {
      let (text, baseName, isOptional) = describe(opaque.constraint)
      return (opaque.someOrAnySpecifier.text + " " + text, baseName, isOptional)
    }
    if let attributed = type.as(AttributedTypeSyntax.self) {
      let (text, baseName, isOptional) = describe(attributed.baseType)
      let prefix =
        attributed.specifiers.map { $0.trimmedDescription + " " }.joined()
        + attributed.attributes.map { $0.trimmedDescription + " " }.joined()
      return (prefix + text, baseName, isOptional)
    }
    if let metatype = type.as(MetatypeTypeSyntax.self) {
      let (text, baseName, _) = describe(metatype.baseType)
      return (text + "." + metatype.metatypeSpecifier.text, baseName, false)
    }
    if let composition = type.as(CompositionTypeSyntax.self) {
      let parts = composition.elements.map { describe($0.type) }
      return (parts.map(\.0).joined(separator: "&"), parts.first?.1 ?? "Any", false)
    }
    let text = type.trimmedDescription.filter { !$0.isWhitespace }
    return (text, text, false)
  }

  private func genericText(_ clause: GenericArgumentClauseSyntax?) -> String {
    guard let clause else { return "" }
    let arguments = clause.arguments.map { argument -> String in
      if case .type(let type) = argument.argument { return describe(type).0 }
      return argument.argument.trimmedDescription
    }
    return "<\(arguments.joined(separator: ","))>"
  }
}
