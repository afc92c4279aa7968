import MorphCore
import MorphFrame

extension FrameState {
  /// The farthest from the canvas origin a drawn coordinate may be, in points: far beyond any
  /// screen, near enough that pixel arithmetic cannot overflow.
  static let drawableReach = 1e6

  /// The frame without the glass and content whose geometry is not finite or lies absurdly far
  /// away. Scenes cannot produce such geometry (layout and the timeline refuse it, Docs/
  /// Reliability.md); a hand-built `FrameState` can, and it must not crash the renderer.
  var drawable: FrameState {
    func isDrawable(_ rect: Rect) -> Bool {
      [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy {
        $0.isFinite && abs($0) <= Self.drawableReach
      } && rect.width >= 0 && rect.height >= 0
    }
    let glassKept = glass.map { isDrawable($0.frame) && $0.cornerRadius.isFinite }
    let contentKept = content.map {
      isDrawable($0.frame) && $0.scale.isFinite && $0.rotation.isFinite && $0.blur.isFinite
        && $0.opacity.isFinite
    }
    guard glassKept.contains(false) || contentKept.contains(false) else { return self }
    var glassIndex: [Int: Int] = [:]
    var contentIndex: [Int: Int] = [:]
    var keptGlass: [GlassFrame] = []
    var keptContent: [ContentFrame] = []
    for (index, element) in glass.enumerated() where glassKept[index] {
      glassIndex[index] = keptGlass.count
      keptGlass.append(element)
    }
    for (index, item) in content.enumerated() where contentKept[index] {
      contentIndex[index] = keptContent.count
      keptContent.append(item)
    }
    let keptItems = items.compactMap { item -> FrameItem? in
      switch item {
      case .glass(let index): return glassIndex[index].map(FrameItem.glass)
      case .content(let index): return contentIndex[index].map(FrameItem.content)
      }
    }
    return FrameState(
      time: time, canvas: canvas, glass: keptGlass, content: keptContent, items: keptItems,
      unions: unions.filter { isDrawable($0.frame) }, containers: containers)
  }
}
