import Foundation
import GlassMorph
import GlassMorphRendering

extension PreviewSession {
  /// The `glassmorph render` command of `viewer`'s settings.
  public func command(viewer id: String = defaultViewer) -> String {
    condition.lock()
    defer { condition.unlock() }
    return viewerLocked(id).snapshot.command
  }

  /// The file name (without extension) of an export: the scene, the scale, and what differs from
  /// the defaults (`toolbar@2x`, `toolbar@3x-iphone-se-spring`).
  func exportName(_ settings: PreviewSettings) -> String {
    var name =
      ((options.scenePath as NSString).lastPathComponent as NSString).deletingPathExtension
      + "@\(settings.scale)x"
    if settings.canvas != "auto" { name += "-" + settings.canvas }
    if settings.animation != nil { name += "-spring" }
    if settings.taps != nil { name += "-\(settings.taps?.count ?? 0)taps" }
    return String(name.map { $0.isLetter || $0.isNumber || "@-_.".contains($0) ? $0 : "-" })
  }

  /// The full-quality video of `viewer`'s settings and its file name, waiting up to `timeout`
  /// seconds for it to finish; nil when it does not (an error, or still rendering).
  public func exportedVideo(timeout: Double, viewer id: String = defaultViewer)
    -> (bytes: [UInt8], name: String)?
  {
    let deadline = Date(timeIntervalSinceNow: timeout)
    condition.lock()
    defer { condition.unlock() }
    let viewer = viewerLocked(id)
    while true {
      if let video = viewer.snapshot.video, !video.draft, video.revision == viewer.revision {
        let id = String(video.url.dropFirst("/video/".count).dropLast(".mp4".count))
        if let bytes = viewer.videos.first(where: { $0.id == id })?.bytes {
          return (bytes, exportName(viewer.settings))
        }
      }
      if isStopping || viewer.snapshot.status == "error" || viewers[viewer.id] !== viewer {
        return nil
      }
      if !condition.wait(until: deadline) { return nil }
    }
  }

  /// A PNG contact sheet of `viewer`'s newest timeline that loaded, at its scale, and its file
  /// name.
  public func contactSheet(viewer id: String = defaultViewer)
    -> Result<(bytes: [UInt8], name: String), PreviewError>
  {
    condition.lock()
    let current = viewerLocked(id).currentTimeline
    let background = current.map { $0.settings.background ?? options.background }
    condition.unlock()
    guard let current, let background else {
      return .failure(PreviewError("The scene has not loaded yet; fix its errors first."))
    }
    do {
      let renderer = try TimelineRenderer(
        timeline: current.timeline, scale: current.settings.scale,
        backdrop: Backdrop(argument: background))
      let data = try PNGFile.encode(renderer.contactSheet())
      return .success(([UInt8](data), exportName(current.settings)))
    } catch let error as RenderError {
      return .failure(PreviewError(error.message))
    } catch let error as MediaError {
      return .failure(PreviewError(error.message))
    } catch {
      return .failure(PreviewError("\(error)"))
    }
  }
}
