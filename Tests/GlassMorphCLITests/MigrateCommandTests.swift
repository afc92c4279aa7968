import Foundation
import GlassMorph
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// `glassmorph migrate-goldens`: one command for every golden below a folder.
@Suite struct MigrateCommandTests {
  @Test func olderGoldensAreRewrittenAndNothingElseIsTouched() throws {
    let folder = Repository.temporary("goldens")
    let snapshots = folder + "/__Snapshots__/T"
    try FileManager.default.createDirectory(atPath: snapshots, withIntermediateDirectories: true)
    let scene = try GlassScene(path: Repository.scene("toolbar"))
    let timeline = try scene.defaultTimeline()
    let times = (0...100).map { Double($0) / 30 }
    let old = KeyframeDocument(timeline: timeline, frames: timeline.keyframes(at: times)).json
    try old.write(toFile: snapshots + "/a.expand.json", atomically: true, encoding: .utf8)
    let compact = CompactKeyframes(timeline: timeline, times: times).json
    try compact.write(toFile: snapshots + "/b.expand.json", atomically: true, encoding: .utf8)
    try "{\"states\": []}".write(
      toFile: snapshots + "/layout.json", atomically: true, encoding: .utf8)

    let dry = GlassMorphCommand.run(["migrate-goldens", folder, "--dry-run"])
    #expect(dry.status == 0)
    #expect(dry.standardOutput.contains("Would migrate 1 golden"))
    #expect(try String(contentsOfFile: snapshots + "/a.expand.json", encoding: .utf8) == old)

    let run = GlassMorphCommand.run(["migrate-goldens", folder])
    #expect(run.standardOutput.contains("Migrated 1 golden"))
    let migrated = try String(contentsOfFile: snapshots + "/a.expand.json", encoding: .utf8)
    #expect(migrated.hasPrefix("{\"format\": \"glassmorph-keyframes/2\""))
    #expect(
      KeyframeComparison.differences(expected: old, actual: migrated, tolerance: 0.01).isEmpty)
    #expect(try String(contentsOfFile: snapshots + "/b.expand.json", encoding: .utf8) == compact)
    #expect(
      try String(contentsOfFile: snapshots + "/layout.json", encoding: .utf8) == "{\"states\": []}")
    // Again: nothing left to do.
    #expect(
      GlassMorphCommand.run(["migrate-goldens", folder]).standardOutput.hasPrefix(
        "No keyframe golden"))
    #expect(GlassMorphCommand.run(["migrate-goldens", folder + "/none"]).status == 64)
  }
}
