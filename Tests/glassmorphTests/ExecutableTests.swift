import Foundation
import Testing

/// The built `glassmorph` binary, run as a user runs it: exit statuses and streams.
@Suite struct ExecutableTests {
  /// The `glassmorph` binary beside the test bundle in the build folder.
  static var binary: URL? {
    var directory = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("glassmorph")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return nil
  }

  func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = try #require(
      Self.binary, "glassmorph binary not found near \(Bundle.main.bundleURL.path)")
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errData, as: UTF8.self)
    )
  }

  @Test func successWritesToStandardOutput() throws {
    let result = try run(["spring", "smooth", "--at", "0.1", "--csv"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    // Docs/Motion.md §4.1: .smooth at 0.1 s = 0.370762.
    let row = result.output.split(separator: "\n")[1].split(separator: ",").compactMap {
      Double($0)
    }
    #expect(row.count == 3 && abs(row[1] - 0.370762) < 5e-7)
  }

  @Test func badArgumentsExit64OnStandardError() throws {
    let result = try run(["spring", "--duration", "0"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.error.contains("Error: '--duration' must be greater than 0"))
  }
}
