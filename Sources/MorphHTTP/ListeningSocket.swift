import Glibc

/// A TCP socket bound and listening on an IPv4 address, made here rather than by libmicrohttpd so
/// that a busy port or a bad address gets a precise error, and port 0 reports the port it got.
struct ListeningSocket {
  /// The file descriptor.
  let descriptor: Int32
  /// The port bound (the kernel's choice when 0 was asked for).
  let port: Int

  /// The pending connections the kernel queues while every connection slot is busy.
  static let backlog: Int32 = 64

  /// Binds `host:port` and listens. `host` is a dotted IPv4 address or `localhost`.
  init(host: String, port: Int) throws(HTTPServerError) {
    guard (0...65_535).contains(port) else {
      throw HTTPServerError(
        "The port is 0 to 65535 (0: any free port), not \(port).", settings: [.port])
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    let numeric = host == "localhost" ? "127.0.0.1" : host
    guard inet_pton(AF_INET, numeric, &address.sin_addr) == 1 else {
      throw HTTPServerError(
        "'\(host)' is not an IPv4 address; give one such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface).",
        settings: [.host])
    }
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else {
      throw HTTPServerError("Cannot open a socket: \(String(cString: strerror(errno))).")
    }
    var yes: Int32 = 1
    // A restarted preview can take its port back at once, not after TIME_WAIT.
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    if bound != 0 {
      let code = errno
      close(descriptor)
      switch code {
      case EADDRINUSE:
        throw HTTPServerError(
          "Port \(port) on \(host) is in use by another program; choose another port, or port 0 for any free port.",
          settings: [.port])
      case EACCES:
        throw HTTPServerError(
          "Port \(port) needs administrator rights (ports below 1024 do); choose port 1024 or higher.",
          settings: [.port])
      case EADDRNOTAVAIL:
        throw HTTPServerError(
          "\(host) is not an address of this machine; choose 127.0.0.1 or one of its interfaces' addresses.",
          settings: [.host])
      default:
        throw HTTPServerError(
          "Cannot listen on \(host):\(port): \(String(cString: strerror(code))).")
      }
    }
    guard listen(descriptor, Self.backlog) == 0 else {
      let code = errno
      close(descriptor)
      throw HTTPServerError("Cannot listen on \(host):\(port): \(String(cString: strerror(code))).")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    self.descriptor = descriptor
    self.port = Int(UInt16(bigEndian: actual.sin_port))
  }
}
