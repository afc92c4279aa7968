/// The bounds a server keeps so that no client can exhaust it.
public struct HTTPLimits: Sendable {
  /// The largest request body accepted, in bytes; a larger one is answered 413 and dropped.
  public var maximumBodyBytes: Int
  /// How many connections are served at once; more wait in the kernel's accept queue.
  public var maximumConnections: Int
  /// Seconds a connection may stay idle before it is closed.
  public var idleTimeoutSeconds: Int
  /// Bytes libmicrohttpd may use per connection for the request line and headers (a larger
  /// header block is answered 431 by libmicrohttpd itself).
  public var headerMemoryBytes: Int

  /// Limits sized for a page and its API: 64 KiB bodies (a slider setting is well under 1 KiB),
  /// 32 connections, 30 s idle, 32 KiB of headers.
  public init(
    maximumBodyBytes: Int = 64 * 1024, maximumConnections: Int = 32, idleTimeoutSeconds: Int = 30,
    headerMemoryBytes: Int = 32 * 1024
  ) {
    self.maximumBodyBytes = maximumBodyBytes
    self.maximumConnections = maximumConnections
    self.idleTimeoutSeconds = idleTimeoutSeconds
    self.headerMemoryBytes = headerMemoryBytes
  }
}
