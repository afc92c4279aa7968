import Foundation

/// SIGINT/SIGTERM while a video renders: the handler only sets a flag; the render loop checks it,
/// cancels the writer (which deletes its temporary file) and exits non-zero.
enum Interruption {
  nonisolated(unsafe) static var received: sig_atomic_t = 0

  /// Installs the handlers; also ignores SIGXFSZ so that a file-size limit makes writes fail with
  /// an error (and the partial file is removed) instead of killing the process.
  static func install() {
    signal(SIGINT) { _ in Interruption.received = 1 }
    signal(SIGTERM) { _ in Interruption.received = 1 }
    signal(SIGXFSZ, SIG_IGN)
  }

  static var wasReceived: Bool { received != 0 }
}
