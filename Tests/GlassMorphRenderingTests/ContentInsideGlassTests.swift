import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import MorphFrame
import MorphMedia
import Testing

@testable import MorphRender

/// Content belongs to its glass (Docs/Glass.md, "Content travels with its glass"), checked on
/// pixels for every shipped scene: each frame of its default timeline is drawn twice — as it is,
/// and without the content that sits on glass — and outside every glass's frame (grown by 1 pt
/// of anti-aliasing) the two must be the same pixels, but for shadow depth (`shadowShift`). A
/// label drawn beside its glass differs.
@Suite struct ContentInsideGlassTests {
  /// The largest difference (linear light) outside the glass that is not content: content drawn
  /// on one glass is part of the backdrop a later glass measures its shadow's depth from, which
  /// moves that shadow outside its frame by less than 0.001 (measured: 0.0004 at most over the
  /// shipped scenes); a stray label differs by tenths.
  static let shadowShift: Float = 0.01

  /// `frame` without the content items that belong to a glass.
  static func withoutGlassContent(_ frame: FrameState) -> FrameState {
    var content: [ContentFrame] = []
    var items: [FrameItem] = []
    for item in frame.items {
      switch item {
      case .glass:
        items.append(item)
      case .content(let index):
        guard frame.content[index].glassKey == nil else { continue }
        items.append(.content(content.count))
        content.append(frame.content[index])
      }
    }
    return FrameState(
      time: frame.time, canvas: frame.canvas, glass: frame.glass, content: content, items: items,
      unions: frame.unions, containers: frame.containers)
  }

  @Test(arguments: Repository.sceneFiles.map(\.lastPathComponent))
  func noContentOutsideItsGlassWhileItMoves(_ file: String) throws {
    let scene = try GlassScene(path: Repository.scenes.appendingPathComponent(file).path)
    let timeline = try scene.defaultTimeline(canvas: .fit)
    let renderer = FrameRenderer(scale: 1, text: FreeTypeTextRasterizer())
    // The first 0.5 s of the first two transitions — the expansion and the collapse, where a
    // menu's labels once hung above the shrinking glass — at every other 30 fps frame (the
    // debug build's budget).
    let events = timeline.eventTimes.isEmpty ? [0] : Array(timeline.eventTimes.prefix(2))
    let times = events.flatMap { event in
      stride(from: 1, through: 15, by: 2).map { event + Double($0) / 30 }
    }
    for time in times {
      let frame = timeline.sample(at: time)
      guard frame.content.contains(where: { $0.glassKey != nil }) else { continue }
      let drawn = renderer.render(frame)
      let bare = renderer.render(Self.withoutGlassContent(frame))
      var leaks = 0
      var worst: Float = 0
      var first: (Int, Int)?
      for y in 0..<drawn.height {
        let py = Double(y) + 0.5
        for x in 0..<drawn.width where drawn[x, y] != bare[x, y] {
          let px = Double(x) + 0.5
          let inside = frame.glass.contains { glass in
            let r = glass.drawnFrame
            return px > r.minX - 1 && px < r.maxX + 1 && py > r.minY - 1 && py < r.maxY + 1
          }
          let difference = drawn[x, y] - bare[x, y]
          let largest = max(abs(difference.x), abs(difference.y), abs(difference.z))
          if !inside && largest > Self.shadowShift {
            worst = max(worst, largest)
            leaks += 1
            if first == nil { first = (x, y) }
          }
        }
      }
      #expect(
        leaks == 0,
        "\(file) at \(time) s: \(leaks) pixels of content outside glass, first at \(String(describing: first)), worst \(worst)"
      )
    }
  }
}
