import Foundation
import GlassMorph
import GlassMorphTestSupport

@testable import MorphTimeline

enum TimelineTestSupport {
  static func scene(_ name: String) throws -> GlassScene {
    try GlassScene(path: Repository.scene(name))
  }
}
