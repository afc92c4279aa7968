import Foundation

/// Wall-clock measurement for benchmarks: runs a body repeatedly for at least `minimumSeconds`
/// and reports operations per second.
enum BenchmarkClock {
  /// How long each measurement runs at least, in seconds.
  static let minimumSeconds = 1.0

  /// Runs `body` (which performs `operations` operations) until `minimumSeconds` have passed and
  /// returns operations per second.
  static func rate(operations: Int, _ body: () -> Void) -> Double {
    body()  // warm up
    var runs = 0
    let start = DispatchTime.now().uptimeNanoseconds
    var elapsed = 0.0
    repeat {
      body()
      runs += 1
      elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    } while elapsed < minimumSeconds
    return Double(runs * operations) / elapsed
  }
}
