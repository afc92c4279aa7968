// The libFuzzer driver for GlassMorph's harnesses (Docs/Reliability.md). Built by
// `scripts/fuzz.sh`, which links libFuzzer in and instruments every module; an ordinary build
// links without it and says how to build it. The harness is chosen by GLASSMORPH_FUZZ_HARNESS
// (scene, cli or image); the other arguments are libFuzzer's.
import Foundation
import GlassMorphFuzzing

#if canImport(Glibc)
  import Glibc
#endif

typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
typealias RunDriver =
  @convention(c) (
    UnsafeMutablePointer<CInt>,
    UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    TestOneInput
  ) -> CInt

let name = ProcessInfo.processInfo.environment["GLASSMORPH_FUZZ_HARNESS"] ?? "scene"
guard let harness = FuzzHarness(rawValue: name) else {
  FileHandle.standardError.write(
    Data(
      "Error: GLASSMORPH_FUZZ_HARNESS is scene, cli or image, not '\(name)'.\n".utf8))
  exit(64)
}
// RTLD_DEFAULT: look the driver up in the program itself.
guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
  FileHandle.standardError.write(
    Data(
      "Error: this build has no libFuzzer; build and run the fuzzer with scripts/fuzz.sh.\n".utf8))
  exit(1)
}
let driver = unsafeBitCast(symbol, to: RunDriver.self)
nonisolated(unsafe) var selected = harness
var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
let status = driver(&argc, &argv) { start, count in
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  do {
    try selected.run(bytes)
  } catch {
    FileHandle.standardError.write(Data("Invariant broken: \(error)\n".utf8))
    abort()
  }
  return 0
}
exit(status)
