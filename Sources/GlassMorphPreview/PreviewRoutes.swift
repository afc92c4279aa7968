import Foundation
import GlassMorph
import GlassMorphRendering
import MorphHTTP

/// The preview's HTTP interface: a pure function from a request to a response over a session.
///
/// | Request | Answer |
/// |---|---|
/// | `GET /`, `/preview.js`, `/preview.css` | the page |
/// | `GET /api/state[?after=G]` | the snapshot as JSON; with `after`, once its generation passes G (long poll, ≤ 15 s) |
/// | `POST /api/settings` (JSON `PreviewSettings`) | the new revision; 400 with the problem when invalid |
/// | `GET /video/<id>.mp4` | a rendered video while it is kept |
/// | `GET /export/video.mp4` | the full video of the settings, as a download named after them |
/// | `GET /export/contact-sheet.png` | a contact sheet of the newest timeline |
///
/// Every route but `/video/` takes `?view=<id>`: the page's own viewer (see `PreviewViewer`), so
/// each browser tab keeps its own taps and options; without it, the default viewer. An ID that is
/// not 1–64 letters, digits, `-` or `_` is a 400.
///
/// Everything else is 404 (no listing, no file names from the URL); methods other than GET, HEAD
/// and POST are 405. On a loopback address a request whose `Host` is not loopback is refused
/// (403), so a web page elsewhere cannot reach the server through DNS rebinding; a POST must be
/// JSON, which a cross-site form cannot send.
public struct PreviewRoutes: Sendable {
  /// The session answered for.
  public let session: PreviewSession
  /// Whether only loopback `Host` names are accepted.
  public let requiresLoopbackHost: Bool

  /// The longest a long poll waits, in seconds.
  public static let longPollSeconds = 15.0
  /// The longest an export waits for the full video, in seconds.
  public static let exportWaitSeconds = 300.0

  /// Routes for `session`.
  public init(session: PreviewSession, requiresLoopbackHost: Bool = true) {
    self.session = session
    self.requiresLoopbackHost = requiresLoopbackHost
  }

  /// The response to `request`.
  public func respond(to request: HTTPRequest) -> HTTPResponse {
    if requiresLoopbackHost, let host = request.headers["host"], !Self.isLoopback(host: host) {
      return .text(
        "This preview only answers requests to 127.0.0.1 or localhost; it serves other names only when started on another host address.\n",
        status: 403)
    }
    let method = request.method
    guard ["GET", "HEAD", "POST"].contains(method) else {
      return .text("\(method.prefix(16)) is not supported here.\n", status: 405)
        .adding("Allow", "GET, HEAD, POST")
    }
    let viewer = request.query["view"] ?? PreviewSession.defaultViewer
    if viewer != PreviewSession.defaultViewer, !PreviewViewer.isValidID(viewer) {
      return .json(
        Self.errorJSON(
          "The view parameter must be 1 to 64 letters, digits, '-' or '_' (the page makes one)."),
        status: 400)
    }
    if method == "POST" {
      guard request.path == "/api/settings" else { return notFound(request.path) }
      return updateSettings(request, viewer: viewer)
    }
    if let asset = PreviewAssets.asset(at: request.path) {
      return HTTPResponse(contentType: asset.contentType, body: asset.bytes)
        .adding("Cache-Control", "no-store")
    }
    switch request.path {
    case "/api/state":
      let after = request.query["after"].flatMap(Int.init)
      let snapshot = session.snapshot(
        after: after, timeout: Self.longPollSeconds, viewer: viewer)
      return .json(Self.encode(snapshot)).adding("Cache-Control", "no-store")
    case "/export/video.mp4":
      return exportVideo(viewer: viewer)
    case "/export/contact-sheet.png":
      return exportContactSheet(viewer: viewer)
    default:
      break
    }
    if request.path.hasPrefix("/video/"), request.path.hasSuffix(".mp4") {
      let id = String(request.path.dropFirst("/video/".count).dropLast(".mp4".count))
      guard let bytes = session.video(id: id) else {
        return .text("That video is no longer kept; the page fetches the newest.\n", status: 404)
      }
      return HTTPResponse(contentType: "video/mp4", body: bytes)
        .adding("Cache-Control", "private, max-age=3600")
    }
    return notFound(request.path)
  }

  private func notFound(_ path: String) -> HTTPResponse {
    .text("Not found: this server has only the preview page and its API.\n", status: 404)
  }

  private func updateSettings(_ request: HTTPRequest, viewer: String) -> HTTPResponse {
    let type = request.headers["content-type"] ?? ""
    guard type.hasPrefix("application/json") else {
      return .json(Self.errorJSON("Send the settings as application/json."), status: 415)
    }
    let settings: PreviewSettings
    do {
      settings = try JSONDecoder().decode(PreviewSettings.self, from: Data(request.body))
    } catch DecodingError.dataCorrupted(let context) where context.underlyingError is RenderError {
      // A well-formed value the renderer does not take (a scale of 7): say why, in its words.
      return .json(Self.errorJSON(context.debugDescription), status: 400)
    } catch {
      return .json(
        Self.errorJSON(
          "The settings are not valid JSON of the expected shape (taps, tapTimes, animation, animationTap, canvas, scale, background)."
        ), status: 400)
    }
    if let problem = settings.problem { return .json(Self.errorJSON(problem), status: 400) }
    let revision = session.update(settings, viewer: viewer)
    return .json("{\"revision\":\(revision)}")
  }

  private func exportVideo(viewer: String) -> HTTPResponse {
    guard
      let (bytes, name) = session.exportedVideo(
        timeout: Self.exportWaitSeconds, viewer: viewer)
    else {
      return .text(
        "No finished video yet: the scene has not rendered; see the page.\n", status: 409)
    }
    return HTTPResponse(contentType: "video/mp4", body: bytes)
      .adding("Content-Disposition", "attachment; filename=\"\(name).mp4\"")
      .adding("X-GlassMorph-Command", session.command(viewer: viewer))
  }

  private func exportContactSheet(viewer: String) -> HTTPResponse {
    switch session.contactSheet(viewer: viewer) {
    case .success(let (bytes, name)):
      return HTTPResponse(contentType: "image/png", body: bytes)
        .adding("Content-Disposition", "attachment; filename=\"\(name)-sheet.png\"")
        .adding("X-GlassMorph-Command", session.command(viewer: viewer))
    case .failure(let error):
      return .text(error.message + "\n", status: 409)
    }
  }

  /// Whether a `Host` header names this machine's loopback (`127.0.0.1:7070`, `localhost`, `[::1]`).
  static func isLoopback(host: String) -> Bool {
    var name = host.lowercased()
    if name.hasPrefix("[") {
      name = String(name.dropFirst().prefix { $0 != "]" })
    } else if let colon = name.lastIndex(of: ":") {
      name = String(name[..<colon])
    }
    return name == "localhost" || name == "::1" || name.hasPrefix("127.")
  }

  /// A snapshot as compact JSON with sorted keys (stable for tests and diffs).
  static func encode(_ snapshot: PreviewSnapshot) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(snapshot) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }

  /// `{"error": message}`.
  static func errorJSON(_ message: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(["error": message]) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}
