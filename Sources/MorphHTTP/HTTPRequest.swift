/// One HTTP request, read in full: method, decoded path, query arguments, headers and body.
public struct HTTPRequest: Sendable {
  /// The method, upper case (`GET`, `POST`).
  public let method: String
  /// The path, percent-decoded by libmicrohttpd, without the query string (`/api/state`).
  public let path: String
  /// The query arguments (`?since=3` gives `["since": "3"]`); the last one wins on repeats.
  public let query: [String: String]
  /// The request headers, names lower-cased.
  public let headers: [String: String]
  /// The body (empty for `GET`).
  public let body: [UInt8]

  /// A request (for handlers under test).
  public init(
    method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
    body: [UInt8] = []
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }
}
