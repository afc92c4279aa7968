import Foundation
import Synchronization

/// Signals while outputs are written (SIGINT, SIGTERM, SIGHUP, SIGPIPE): the handler only records
/// the signal in an atomic (lock-free, safe in a signal handler); the writing loops check it,
/// cancel (which deletes their temporaries) and the command exits with 128 + the signal's number,
/// as a shell reports a process the signal ended.
enum Interruption {
  static let received = Atomic<Int32>(0)

  /// The signals handled while writing.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]

  /// Installs the handlers; also ignores SIGXFSZ so that a file-size limit makes writes fail with
  /// an error (and the partial file is removed) instead of killing the process.
  static func install() {
    received.store(0, ordering: .relaxed)  // initialise before any handler can run
    for number in signals {
      signal(number) { caught in Interruption.received.store(caught, ordering: .relaxed) }
    }
    signal(SIGXFSZ, SIG_IGN)
    // A parent may start us with these signals blocked (a blocked mask is inherited across exec):
    // unblock them on this thread so that they are delivered.
    var set = sigset_t()
    sigemptyset(&set)
    for number in signals { sigaddset(&set, number) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  /// Whether a handled signal arrived since `install()`.
  static var wasReceived: Bool { received.load(ordering: .relaxed) != 0 }

  /// The error for the signal received: exit 128 + its number (130 for Ctrl-C, 143 for SIGTERM).
  static func error(_ what: String) -> CommandLineError {
    let number = received.load(ordering: .relaxed)
    let name =
      [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP", SIGPIPE: "SIGPIPE"][number]
      ?? "a signal"
    return CommandLineError(
      kind: .interrupted(number),
      message: "Interrupted by \(name); \(what) was not written and nothing was left behind.")
  }
}
