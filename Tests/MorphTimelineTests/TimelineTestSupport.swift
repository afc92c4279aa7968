import Foundation
import GlassMorph
import GlassMorphTestSupport

@testable import MorphTimeline

enum TimelineTestSupport {
  static func scene(_ name: String) throws -> GlassScene {
    try GlassScene(path: Repository.scene(name))
  }
}

/// Docs/Motion.md §4.1 integrator table (0 → 1) at t = 0.05, 0.10, 0.25, 0.50 after a transaction.
enum PublishedSpring {
  static let bouncy = [0.05: 0.140482, 0.10: 0.438695, 0.25: 0.985244, 0.50: 1.013297]
  static let snappy = [0.05: 0.133863, 0.10: 0.402265, 0.25: 0.896300, 0.50: 1.004350]
}
