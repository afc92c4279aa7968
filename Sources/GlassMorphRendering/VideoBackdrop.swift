import Foundation
import MorphCore
import MorphMedia
import MorphRaster

/// A backdrop video's frames for one renderer: a `VideoReader` behind a lock, so a renderer that
/// is shared between threads can still be asked for any time (Docs/Sharing.md, "Your own
/// backdrop").
final class VideoBackdrop: @unchecked Sendable {
  /// The video's path.
  let path: String
  private let lock = NSLock()
  private let reader: VideoReader

  /// Opens the video at `path`.
  init(path: String) throws(RenderError) {
    self.path = path
    do {
      reader = try VideoReader(path: path)
    } catch {
      throw RenderError(.input, "The background: \(error.message)", settings: [.background])
    }
  }

  /// The frame shown at `time` seconds (looping) with its timestamp in the video, or nil when it
  /// cannot be decoded.
  func frame(at time: Double) -> (time: Double, pixmap: Pixmap)? {
    lock.withLock { try? reader.shownFrame(at: time) }
  }
}
