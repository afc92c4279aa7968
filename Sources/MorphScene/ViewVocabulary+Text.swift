import MorphViewTree

extension ViewVocabulary {
  /// Text, SF Symbols (drawn as Material Icons) and images.
  static let text: [ViewRule] = [
    ViewRule(
      "Text",
      summary:
        "a string, with interpolation; a number with `format:` (`.number`, `.percent`, `.currency(code:)`)"
    ) { call in
      if let style = call.labelled("format"), let value = call.arguments.first?.value,
        let text = call.evaluator.formatted(value, style: style)
      {
        return call.node(.text(text))
      }
      return call.node(.text(call.arguments.first.map { $0.value.interpolated } ?? ""))
    },
    ViewRule(
      "Image", summary: "`systemName:` symbols; asset-catalog images (PNG, JPEG) by name or symbol"
    ) { call in
      if let symbol = call.labelled("systemName") {
        return call.node(
          .symbol(call.factory.checkedSymbol(symbol.interpolated, at: call.location)))
      }
      if let first = call.arguments.first, first.label == nil {
        return call.node(assetImage(first.value, call))
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

  /// `Image("cover")` or `Image(.cover)`: the asset catalog's image with its own size, else a
  /// stand-in with a warning that says why (not in the catalogs read, or a file not drawn here).
  private static func assetImage(_ argument: Value, _ call: ViewCall) -> ViewKind {
    let assets = call.evaluator.assets
    var name = argument.interpolated
    // `Image(.cover)`: the symbol Xcode generates for `Cover.imageset`.
    if case .symbol(let symbol) = argument, symbol.steps.count == 1 {
      name = assets.imageName(forSymbol: symbol.head) ?? symbol.head
    }
    if let image = assets.images[name] {
      return .image(name: name, resizable: false, size: image.pointSize)
    }
    let reason =
      assets.undrawableImages[name].map { "its file is \($0), which is not drawn here" }
      ?? call.evaluator.assetsLookedIn
    call.evaluator.report(
      .unsupportedValue,
      "The image \"\(name)\" is not available: \(reason); a stand-in is drawn in its place.",
      at: call.location)
    return .image(name: name, resizable: false)
  }
}
