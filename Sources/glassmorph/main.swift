import Foundation
import GlassMorphCLI
import GlassMorphRendering

// Renders allocate one large frame after another: reuse them instead of mapping fresh pages.
FrameMemory.reuseLargeBuffers()

let outcome = GlassMorphCommand.run(Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
FileHandle.standardError.write(Data(outcome.standardError.utf8))
exit(outcome.status)
