import Foundation
import GlassMorphFuzzing
import GlassMorphTestSupport
import Testing

/// Every input in the committed fuzzing corpus (Fuzz/corpus/<harness>/: the seeds, every crasher
/// found, minimised, and every input that once hung) runs through its harness without a crash and
/// without breaking an invariant, so a crash or hang fixed once stays fixed. Each input is a test
/// case of its own, so a failure names the file. No sanitizer: the harnesses are plain functions.
@Suite struct CorpusReplayTests {
  /// One committed input and the harness it belongs to.
  struct Input: Sendable, CustomTestStringConvertible {
    let harness: FuzzHarness
    let file: URL
    var testDescription: String { "\(harness.rawValue)/\(file.lastPathComponent)" }
  }

  static func inputs(_ harness: FuzzHarness) -> [URL] {
    let folder = Repository.root.appendingPathComponent("Fuzz/corpus/\(harness.rawValue)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { folder.appendingPathComponent($0) }
  }

  static let allInputs = FuzzHarness.allCases.flatMap { harness in
    inputs(harness).map { Input(harness: harness, file: $0) }
  }

  @Test(arguments: FuzzHarness.allCases)
  func everyHarnessHasInputs(_ harness: FuzzHarness) {
    #expect(!Self.inputs(harness).isEmpty, "Fuzz/corpus/\(harness.rawValue) has no inputs")
  }

  @Test(arguments: allInputs)
  func inputRunsClean(_ input: Input) throws {
    let bytes = try [UInt8](Data(contentsOf: input.file))
    do {
      try input.harness.run(bytes)
    } catch {
      Issue.record("\(input.testDescription): \(error.description)")
    }
  }
}
