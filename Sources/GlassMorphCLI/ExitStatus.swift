/// The exit statuses of `glassmorph` (Docs/Video.md, CLI conventions).
enum ExitStatus {
  /// Success, also for `--help` and `--version`.
  static let success: Int32 = 0
  /// A failure at run time (an unreadable scene, an unwritable file).
  static let failure: Int32 = 1
  /// Bad arguments (`EX_USAGE` from sysexits.h).
  static let usage: Int32 = 64
}
