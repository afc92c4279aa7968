import Foundation
import GlassMorphTestSupport
import Testing

@testable import GlassMorphCLI

/// `glassmorph preview`: its arguments in process, and the server as a user starts and stops it.
@Suite struct PreviewCommandTests {
  func run(_ arguments: [String]) -> GlassMorphCommand.Outcome {
    GlassMorphCommand.run(["preview"] + arguments, mode: .validate)
  }

  @Test func helpTeachesTheCommand() {
    let outcome = GlassMorphCommand.run(["preview", "--help"])
    #expect(outcome.status == 0)
    #expect(outcome.standardOutput.contains("USAGE: glassmorph preview <scene.swift>"))
    #expect(outcome.standardOutput.contains("glassmorph preview Scenes/toolbar.swift"))
    #expect(outcome.standardOutput.contains("(default: 7070)"))
    #expect(GlassMorphCommand.run(["--help"]).standardOutput.contains("preview"))
  }

  @Test func badArgumentsAreUsageErrorsThatSayWhatToGive() {
    let toolbar = Repository.scene("toolbar")
    let cases: [([String], String)] = [
      ([], "Give the scene file"),
      ([toolbar, toolbar], "Give one scene file"),
      ([toolbar, "--port", "70000"], "'--port' is a number from 0 to 65535"),
      ([toolbar, "--port", "http"], "'--port' is a number from 0 to 65535"),
      ([toolbar, "--scale", "4"], "The scale is 1, 2 or 3 (pixels per point), not '4'. (--scale)"),
      ([toolbar, "--canvas", "moon"], "The canvas is auto, fit"),
      ([toolbar, "--fps", "0"], "1 to 240 frames per second, not 0. (--fps)"),
      ([toolbar, "--background", "nope.png"], "no such PNG file"),
      ([toolbar, "--prot", "1"], "Did you mean '--port'?"),
    ]
    for (arguments, message) in cases {
      let outcome = run(arguments)
      #expect(outcome.status == 64, "\(arguments)")
      #expect(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
    }
    #expect(run([toolbar, "--port", "0", "--canvas", "iphone-se", "--scale", "3"]).status == 0)
  }

  @Test func aBusyPortIsAClearErrorAndSIGTERMStopsCleanly() throws {
    let binary = try #require(ExecutableTests.binary)
    let first = Process()
    first.executableURL = binary
    first.arguments = ["preview", Repository.scene("toolbar"), "--port", "0", "--canvas", "fit"]
    let output = Pipe()
    first.standardOutput = output
    first.standardError = FileHandle.nullDevice
    try first.run()
    // The first line names the URL with the port the kernel chose.
    var text = ""
    while !text.contains("\n") {
      let data = output.fileHandleForReading.availableData
      if data.isEmpty { break }
      text += String(decoding: data, as: UTF8.self)
    }
    let port = try #require(
      text.split(separator: ":").last.flatMap { Int($0.prefix { $0.isNumber }) })
    #expect(
      text.hasPrefix("Previewing \(Repository.scene("toolbar")) at http://127.0.0.1:\(port)/"))

    let second = try ExecutableTests().run([
      "preview", Repository.scene("toolbar"), "--port", "\(port)",
    ])
    #expect(second.status == 1)
    #expect(second.error.contains("Port \(port) on 127.0.0.1 is in use by another program"))
    // The library names the setting; the command line words it as its flag.
    #expect(second.error.contains("or port 0 for any free port. (--port)"))

    first.terminate()  // SIGTERM
    let rest = output.fileHandleForReading.readDataToEndOfFile()
    first.waitUntilExit()
    #expect(first.terminationStatus == 0)
    #expect(String(decoding: rest, as: UTF8.self).contains("Stopped"))
  }
}
