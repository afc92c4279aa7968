import Foundation

/// A minimal HTTP/1.1 client over a plain socket, so that tests send exactly the bytes they mean
/// (malformed request lines, traversal paths a URL library would normalise, oversized headers)
/// and read exactly what the server answers.
public enum RawHTTP {
  /// An answer: the status (0 when the server closed without one), headers and body.
  public struct Answer: Sendable {
    /// The status code.
    public let status: Int
    /// Headers, names lower-cased.
    public let headers: [String: String]
    /// The body.
    public let body: [UInt8]
    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
  }

  /// Sends `bytes` to 127.0.0.1:`port` and reads until the server closes the connection (or the
  /// read times out after `timeout` seconds, a safety net against a hung test, not a measurement).
  public static func exchange(_ bytes: [UInt8], port: Int, timeout: Int = 60) -> Answer {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { return Answer(status: 0, headers: [:], body: []) }
    defer { close(descriptor) }
    var wait = timeval(tv_sec: timeout, tv_usec: 0)
    setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return Answer(status: -1, headers: [:], body: []) }
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if count <= 0 { break }
      sent += count
    }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      received.append(contentsOf: buffer[0..<count])
    }
    return parse(received)
  }

  /// A request with `Connection: close`, the loopback `Host`, and `headers` and `body`.
  public static func request(
    _ method: String, _ target: String, port: Int, headers: [String: String] = [:],
    body: [UInt8] = []
  ) -> Answer {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    if !body.isEmpty || method == "POST" { head += "Content-Length: \(body.count)\r\n" }
    head += "\r\n"
    return exchange(Array(head.utf8) + body, port: port)
  }

  /// Splits a raw response into status, headers and body (de-chunking a chunked body).
  static func parse(_ bytes: [UInt8]) -> Answer {
    let separator: [UInt8] = [13, 10, 13, 10]
    guard
      let end = (0..<max(0, bytes.count - 3)).first(where: {
        Array(bytes[$0..<$0 + 4]) == separator
      })
    else { return Answer(status: 0, headers: [:], body: bytes) }
    let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
    let status =
      lines.first.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? 0
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
        in: .whitespaces)
    }
    var body = Array(bytes[(end + 4)...])
    if headers["transfer-encoding"]?.lowercased() == "chunked" { body = dechunk(body) }
    return Answer(status: status, headers: headers, body: body)
  }

  private static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard
        let lineEnd = (index..<bytes.count - 1).first(where: {
          bytes[$0] == 13 && bytes[$0 + 1] == 10
        }),
        let size = Int(String(decoding: bytes[index..<lineEnd], as: UTF8.self), radix: 16),
        size > 0,
        lineEnd + 2 + size <= bytes.count
      else { break }
      result += bytes[(lineEnd + 2)..<(lineEnd + 2 + size)]
      index = lineEnd + 2 + size + 2
    }
    return result
  }
}
