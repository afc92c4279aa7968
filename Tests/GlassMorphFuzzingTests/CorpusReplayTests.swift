import Foundation
import GlassMorphFuzzing
import GlassMorphTestSupport
import Testing

/// Every input in the committed fuzzing corpus (Fuzz/corpus/<harness>/: the seeds and every crasher
/// found, minimised) runs through its harness without a crash and without breaking an invariant,
/// so a crash fixed once stays fixed. No sanitizer: the harnesses are plain functions.
@Suite struct CorpusReplayTests {
  static func inputs(_ harness: FuzzHarness) -> [URL] {
    let folder = Repository.root.appendingPathComponent("Fuzz/corpus/\(harness.rawValue)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  @Test(arguments: FuzzHarness.allCases)
  func corpusRunsClean(_ harness: FuzzHarness) throws {
    let inputs = Self.inputs(harness)
    #expect(!inputs.isEmpty, "Fuzz/corpus/\(harness.rawValue) has no inputs")
    for input in inputs {
      let bytes = try [UInt8](Data(contentsOf: input))
      do {
        try harness.run(bytes)
      } catch {
        Issue.record("\(input.lastPathComponent): \(error.description)")
      }
    }
  }
}
