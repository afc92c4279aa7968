/// Docs/Motion.md §4.1 integrator table (0 → 1) at t = 0.05, 0.10, 0.25, 0.50 s after a
/// transaction: the fraction of the way a spring preset has covered.
public enum PublishedSpring {
  /// `.bouncy` (duration 0.5, bounce 0.3).
  public static let bouncy = [0.05: 0.140482, 0.10: 0.438695, 0.25: 0.985244, 0.50: 1.013297]
  /// `.snappy` (duration 0.5, bounce 0.15).
  public static let snappy = [0.05: 0.133863, 0.10: 0.402265, 0.25: 0.896300, 0.50: 1.004350]
}
