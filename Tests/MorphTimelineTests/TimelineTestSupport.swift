import Foundation
import MorphScene

@testable import MorphTimeline

enum TimelineTestSupport {
  static var scenes: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Scenes")
  }

  static func scene(_ name: String) throws -> SceneProgram {
    try SceneProgram.load(path: scenes.appendingPathComponent(name + ".swift").path)
  }
}

/// motion.md §4.1 integrator table (0 → 1) at t = 0.05, 0.10, 0.25, 0.50 after a transaction.
enum PublishedSpring {
  static let bouncy = [0.05: 0.140482, 0.10: 0.438695, 0.25: 0.985244, 0.50: 1.013297]
  static let snappy = [0.05: 0.133863, 0.10: 0.402265, 0.25: 0.896300, 0.50: 1.004350]
}

/// motion.md §4.1 written out again (scalar, no blending) for values the table does not give.
struct ReferenceSpring {
  var x = 0.0
  var v = 0.0
  var a = 0.0
  var tau = 0.0
  let k: Double
  let c: Double

  init(response: Double, dampingRatio: Double) {
    k = min((2 * Double.pi / response) * (2 * Double.pi / response), 45_000)
    c = 2 * k.squareRoot() * dampingRatio
  }

  mutating func run(to t: Double, target: Double) {
    let h = 1.0 / 300
    while tau < t {
      let vh = v + a * h / 2
      x += vh * h
      a = k * (target - x) - c * vh
      v = vh + a * h / 2
      tau += h
    }
  }
}
