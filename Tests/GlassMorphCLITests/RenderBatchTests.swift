import Foundation
import GlassMorphTestSupport
import MorphCore
import MorphMedia
import Testing

@testable import GlassMorphCLI

/// `render` with several scenes: `--out-dir`, `--jobs`, `--shard`, and failures that do not stop
/// the other scenes.
@Suite(.serialized) struct RenderBatchTests {
  func run(_ arguments: [String]) -> GlassMorphCommand.Outcome { GlassMorphCommand.run(arguments) }

  /// A folder with copies of three shipped scenes.
  func sceneFolder(_ names: [String] = ["toolbar", "modes", "tinted"]) throws -> String {
    let folder = Repository.temporary("batch-scenes")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for name in names {
      try FileManager.default.copyItem(
        atPath: Repository.scene(name), toPath: folder + "/\(name).swift")
    }
    return folder
  }

  static let fast = ["--still", "0.2", "--canvas", "fit", "--scale", "1", "--quiet"]

  @Test func shardsArePartsThatTogetherAreEveryScene() throws {
    // Sixteen names: four shards of four, and three shards of 6, 5 and 5.
    let scenes = (0..<16).map { String(format: "Scenes/s%02d.swift", $0) }.shuffled()
    for count in [1, 3, 4, 16, 20] {
      let parts = try (1...count).map { index in
        try RenderBatch.Shard(argument: "\(index)/\(count)").select(scenes)
      }
      let flattened = parts.flatMap { $0 }
      #expect(flattened.count == scenes.count)  // no scene twice
      #expect(Set(flattened) == Set(scenes))  // every scene once
      let sizes = parts.map(\.count)
      #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
    }
    // The partition depends on the names only, not on the order they were listed in.
    let shard = try RenderBatch.Shard(argument: "2/3")
    #expect(shard.select(scenes) == shard.select(scenes.reversed()))
    #expect(shard.select(scenes).first == "Scenes/s01.swift")
    for bad in ["0/3", "4/3", "1/0", "a/b", "2", "1/2/3"] {
      #expect(throws: CommandLineError.self) { _ = try RenderBatch.Shard(argument: bad) }
    }
  }

  @Test func shardedRunsOfTheCLIWriteEverySceneOnce() throws {
    let folder = try sceneFolder()
    var written: [String] = []
    for index in 1...2 {
      let out = Repository.temporary("shard-\(index)")
      let outcome = run(
        ["render", folder, "--each", "--out-dir", out, "--shard", "\(index)/2"] + Self.fast)
      #expect(outcome.status == 0, "\(outcome.standardError)")
      written += try FileManager.default.contentsOfDirectory(atPath: out)
    }
    // Sorted: modes, tinted, toolbar → shard 1 has modes and toolbar, shard 2 tinted.
    #expect(
      written.sorted() == [
        "modes-fit-1x-0.2s.png", "tinted-fit-1x-0.2s.png", "toolbar-fit-1x-0.2s.png",
      ])
  }

  @Test func aFailingSceneDoesNotStopTheOthers() throws {
    let folder = try sceneFolder(["toolbar", "tinted"])
    try "struct Broken: View { var body: some View { Text(\"x\" } }\n".write(
      toFile: folder + "/broken.swift", atomically: true, encoding: .utf8)
    let out = Repository.temporary("batch-out")
    let outcome = run(["render", folder, "--each", "--out-dir", out, "--jobs", "2"] + Self.fast)
    #expect(outcome.status == 1)
    #expect(outcome.standardError.contains("1 of 3 scenes failed"))
    #expect(outcome.standardError.contains("broken.swift:1:"))
    let names = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(names == ["tinted-fit-1x-0.2s.png", "toolbar-fit-1x-0.2s.png"])
    // Each PNG is the scene's own: the same bytes as a single run of that scene.
    let single = Repository.temporary("single.png")
    #expect(run(["render", folder + "/toolbar.swift", "-o", single] + Self.fast).status == 0)
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: single))
        == Data(contentsOf: URL(fileURLWithPath: out + "/toolbar-fit-1x-0.2s.png")))
  }

  @Test func oneFileOptionsAndCollisionsAreRefused() throws {
    let folder = try sceneFolder(["toolbar"])
    let other = Repository.temporary("elsewhere")
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: Repository.scene("toolbar"), toPath: other + "/toolbar.swift")
    let collision = run(["render", folder, other, "--each"] + Self.fast)
    #expect(collision.status == 64)
    #expect(collision.standardError.contains("would both be written to"))
    let named = run(["render", folder, other, "--each", "-o", "x.mp4"])
    #expect(named.status == 64)
    #expect(named.standardError.contains("each goes into --out-dir"))
    #expect(run(["render", folder, "--each", "--jobs", "0"]).status == 64)
  }
}
