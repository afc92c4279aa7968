import GlassMorph
import MorphHTTP

/// A running preview: the session and the HTTP server in front of it.
///
/// ```swift
/// let preview = try PreviewServer(options: PreviewOptions(scenePath: "Scenes/toolbar.swift"), port: 0)
/// print(preview.url)        // http://127.0.0.1:41234/
/// preview.stop()            // no renders, threads or files left
/// ```
public final class PreviewServer: Sendable {
  /// The session the page shows.
  public let session: PreviewSession
  /// The HTTP server.
  public let server: HTTPServer

  /// Starts a session for `options` and serves it on `host:port` (0: any free port).
  public init(options: PreviewOptions, host: String = "127.0.0.1", port: Int) throws(PreviewError) {
    let session = try PreviewSession(options: options)
    let routes = PreviewRoutes(
      session: session, requiresLoopbackHost: PreviewRoutes.isLoopback(host: host))
    do {
      server = try HTTPServer(host: host, port: port) { routes.respond(to: $0) }
    } catch {
      session.stop()
      throw PreviewError(error)
    }
    self.session = session
    session.start()
  }

  /// The page's address.
  public var url: String { server.url }

  /// Stops the session (wakes long polls, cancels the render), then the server; removes the
  /// temporary folder.
  public func stop() {
    session.stop()
    server.stop()
  }
}
