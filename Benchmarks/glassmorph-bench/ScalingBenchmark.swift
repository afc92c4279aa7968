import MorphCore
import MorphFrame
import MorphRender

/// How the renderer's cost grows: 1, 10 and 100 glass elements (32 pt circles on a 40 pt grid in
/// one container, on the wallpaper) at 1×, 2× and 3×, each drawn whole, redrawn after one
/// element moved by 1 pt, and redrawn unchanged.
enum ScalingBenchmark {
  /// The iPhone 16 Pro screen, in points.
  static let canvas = Size(width: 402, height: 874)

  /// `count` elements, the first shifted right by `shift` points.
  static func frame(count: Int, shift: Double) -> FrameState {
    var glass: [GlassFrame] = []
    for index in 0..<count {
      let x: Double = 4 + Double(index % 10) * 40 + (index == 0 ? shift : 0)
      let y: Double = 240 + Double(index / 10) * 40
      glass.append(
        GlassFrame(
          key: "g\(index)", container: 0, frame: Rect(x: x, y: y, width: 32, height: 32),
          cornerRadius: 16, shape: .circle))
    }
    let items: [FrameItem] = glass.indices.map { FrameItem.glass($0) }
    return FrameState(
      time: 0, canvas: canvas, glass: glass, content: [],
      items: items, unions: [],
      containers: [ContainerFrame(index: 0, spacing: 8, frame: Rect(origin: .zero, size: canvas))])
  }

  /// All nine configurations, or only `counts` × `scales` (for profiling one).
  static func run(counts: [Int] = [1, 10, 100], scales: [Double] = [1, 2, 3]) -> [String] {
    var lines: [String] = []
    for count in counts {
      for scale in scales {
        let renderer = FrameRenderer(scale: scale)
        let still = frame(count: count, shift: 0)
        let moved = frame(count: count, shift: 1)
        let full = BenchmarkClock.rate(operations: 1) { _ = renderer.render(still) }
        var previous: RenderedFrame? = renderer.render(still, after: nil)
        var flip = false
        let moving = BenchmarkClock.rate(operations: 1) {
          flip.toggle()
          previous = renderer.render(flip ? moved : still, after: previous.take())
        }
        let unchanged = BenchmarkClock.rate(operations: 1) {
          previous = renderer.render(flip ? moved : still, after: previous.take())
        }
        let label = "scaling: \(count) element\(count == 1 ? "" : "s") at \(Int(scale))×"
        lines.append(
          label.padding(toLength: 32, withPad: " ", startingAt: 0)
            + "whole \(MotionBenchmark.format(full)), one moved \(MotionBenchmark.format(moving)), "
            + "unchanged \(MotionBenchmark.format(unchanged)) frames/s")
      }
    }
    return lines
  }
}
