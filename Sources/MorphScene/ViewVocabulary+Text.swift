extension ViewVocabulary {
  /// Text, SF Symbols (drawn as Material Icons) and images.
  static let text: [ViewRule] = [
    ViewRule("Text", summary: "a string, with interpolation") { call in
      call.node(.text(call.arguments.first.map { $0.value.interpolated } ?? ""))
    },
    ViewRule("Image", summary: "`systemName:` symbols; named images as placeholders") { call in
      if let symbol = call.labelled("systemName") {
        return call.node(
          .symbol(call.factory.checkedSymbol(symbol.interpolated, at: call.location)))
      }
      if let first = call.arguments.first, first.label == nil {
        // Asset-catalog images are not decoded yet: the frame shows a stand-in, said once.
        call.evaluator.report(
          .unsupportedValue,
          "The image \"\(first.value.interpolated)\" from the app's assets is not read yet; a stand-in is drawn in its place.",
          at: call.location)
        return call.node(.image(name: first.value.interpolated, resizable: false))
      }
      return call.node(.image(name: "image", resizable: false))
    },
    ViewRule(
      "Label", summary: "a title and a symbol (`systemImage:`, or `title:`/`icon:` closures)"
    ) {
      call in
      let factory = call.factory
      let title =
        call.arguments.first { $0.label == nil && !factory.isClosure($0.value) }?.value.interpolated
        ?? factory.closureText(
          call.arguments.first { $0.label == nil && factory.isClosure($0.value) }?.value,
          identity: call.identity, at: call.location) ?? ""
      let symbol =
        call.labelled("systemImage")?.interpolated
        ?? factory.closureSymbol(call.labelled("icon"), identity: call.identity, at: call.location)
        ?? "questionmark"
      return call.node(
        .label(title: title, systemImage: factory.checkedSymbol(symbol, at: call.location)))
    },
  ]
}
