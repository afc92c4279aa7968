/// What a handler answers: a status, headers and a body sent in one piece.
public struct HTTPResponse: Sendable {
  /// The status code (200, 404, …).
  public var status: Int
  /// Headers in order (`Content-Type` is one of them).
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: [UInt8]

  /// A response with `body` of the media type `contentType`.
  public init(status: Int = 200, contentType: String, body: [UInt8]) {
    self.status = status
    self.headers = [("Content-Type", contentType)]
    self.body = body
  }

  /// A UTF-8 plain-text response (errors, mostly).
  public static func text(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array(text.utf8))
  }

  /// A JSON response of already serialised text.
  public static func json(_ text: String, status: Int = 200) -> HTTPResponse {
    HTTPResponse(status: status, contentType: "application/json", body: Array(text.utf8))
  }

  /// Adds a header.
  public func adding(_ name: String, _ value: String) -> HTTPResponse {
    var copy = self
    copy.headers.append((name, value))
    return copy
  }

  /// The value of the header `name` (case-insensitive), if set.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }
}
