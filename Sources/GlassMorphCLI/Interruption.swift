import Foundation
import Synchronization

/// SIGINT/SIGTERM while a video renders: the handler only sets an atomic flag (lock-free, safe in
/// a signal handler); the render loop checks it, cancels the writer (which deletes its temporary
/// file) and exits non-zero.
enum Interruption {
  static let flag = Atomic<Int>(0)

  /// Installs the handlers; also ignores SIGXFSZ so that a file-size limit makes writes fail with
  /// an error (and the partial file is removed) instead of killing the process.
  static func install() {
    flag.store(0, ordering: .relaxed)  // initialise before any handler can run
    signal(SIGINT) { _ in Interruption.flag.store(1, ordering: .relaxed) }
    signal(SIGTERM) { _ in Interruption.flag.store(1, ordering: .relaxed) }
    signal(SIGXFSZ, SIG_IGN)
    // A parent may start us with these signals blocked (a blocked mask is inherited across exec):
    // unblock them on this thread so that they are delivered.
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, SIGINT)
    sigaddset(&set, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  static var wasReceived: Bool { flag.load(ordering: .relaxed) != 0 }
}
