import CMicroHTTPD
import Synchronization

/// An HTTP server on libmicrohttpd that answers every request with one handler.
///
/// ```swift
/// let server = try HTTPServer(host: "127.0.0.1", port: 0) { request in
///   .text("hello from \(request.path)")
/// }
/// print("http://127.0.0.1:\(server.port)/")
/// server.stop()
/// ```
/// Each connection has its own thread, so the handler may block (for a long poll) and is called
/// concurrently: it must be thread-safe. Bodies over `HTTPLimits.maximumBodyBytes` are answered
/// 413 without calling it.
public final class HTTPServer: Sendable {
  /// The handler's type.
  public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

  /// The address listened on.
  public let host: String
  /// The port listened on (the kernel's choice when 0 was asked for).
  public let port: Int
  /// The bounds in force.
  public let limits: HTTPLimits
  let handler: Handler
  /// The libmicrohttpd daemon's address as an integer (a pointer is not `Sendable`); 0 once stopped.
  private let daemon: Mutex<Int>

  /// Starts listening on `host:port` (`port` 0: any free port) and serving with `handler`.
  public init(
    host: String = "127.0.0.1", port: Int, limits: HTTPLimits = HTTPLimits(),
    handler: @escaping Handler
  ) throws(HTTPServerError) {
    let socket = try ListeningSocket(host: host, port: port)
    self.host = host
    self.port = socket.port
    self.limits = limits
    self.handler = handler
    self.daemon = Mutex(0)
    // The daemon holds an unretained pointer to self; `stop()` (or deinit) ends it first.
    let context = Unmanaged.passUnretained(self).toOpaque()
    let started = glassmorph_mhd_start(
      socket.descriptor, HTTPServer.access, context, HTTPServer.completed, nil,
      UInt32(limits.maximumConnections), UInt32(limits.idleTimeoutSeconds),
      limits.headerMemoryBytes)
    guard let started else {
      close(socket.descriptor)
      throw HTTPServerError("libmicrohttpd could not start a server on \(host):\(socket.port).")
    }
    daemon.withLock { $0 = Int(bitPattern: UnsafeRawPointer(started)) }
  }

  /// The base URL (`http://127.0.0.1:8080/`).
  public var url: String { "http://\(host):\(port)/" }

  /// Stops accepting, waits for every handler that is running to return, closes the socket.
  /// Calling it again does nothing.
  public func stop() {
    let running = daemon.withLock { value -> Int in
      defer { value = 0 }
      return value
    }
    if let pointer = UnsafeRawPointer(bitPattern: running) {
      MHD_stop_daemon(OpaquePointer(pointer))
    }
  }

  deinit { stop() }
}
