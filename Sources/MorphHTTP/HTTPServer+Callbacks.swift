import CMicroHTTPD
import Glibc

extension HTTPServer {
  /// What one request accumulates between libmicrohttpd's calls: the body so far, or that it
  /// grew past the limit.
  final class PendingRequest {
    var body: [UInt8] = []
    var isTooLarge = false
  }

  /// libmicrohttpd's access handler: called once with the headers, then once per body chunk, then
  /// once more with nothing left, when the response is queued.
  static let access: MHD_AccessHandlerCallback = {
    context, connection, url, method, _, uploadData, uploadSize, requestContext in
    guard let context, let connection, let url, let method, let uploadSize, let requestContext
    else { return .NO }
    let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
    guard let stored = requestContext.pointee else {
      requestContext.pointee = Unmanaged.passRetained(PendingRequest()).toOpaque()
      return .YES
    }
    let pending = Unmanaged<PendingRequest>.fromOpaque(stored).takeUnretainedValue()
    if uploadSize.pointee > 0 {
      let count = uploadSize.pointee
      if pending.body.count + count > server.limits.maximumBodyBytes {
        pending.isTooLarge = true
        pending.body = []
      } else if let uploadData, !pending.isTooLarge {
        uploadData.withMemoryRebound(to: UInt8.self, capacity: count) {
          pending.body.append(contentsOf: UnsafeBufferPointer(start: $0, count: count))
        }
      }
      uploadSize.pointee = 0
      return .YES
    }
    let response: HTTPResponse
    if pending.isTooLarge {
      response = .text(
        "The request body is over \(server.limits.maximumBodyBytes) bytes.\n", status: 413)
    } else {
      let request = HTTPRequest(
        method: String(cString: method), path: String(cString: url),
        query: values(of: connection, kind: .GET_ARGUMENT_KIND, lowercased: false),
        headers: values(of: connection, kind: .HEADER_KIND, lowercased: true),
        body: pending.body)
      response = server.handler(request)
    }
    return send(response, on: connection)
  }

  /// Frees a request's state when libmicrohttpd is done with it (also after an aborted upload).
  static let completed: MHD_RequestCompletedCallback = { _, _, requestContext, _ in
    guard let requestContext, let stored = requestContext.pointee else { return }
    Unmanaged<PendingRequest>.fromOpaque(stored).release()
    requestContext.pointee = nil
  }

  /// Queues `response` on `connection`.
  static func send(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
    let created = response.body.withUnsafeBytes { bytes in
      MHD_create_response_from_buffer(
        bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
        glassmorph_mhd_copy_buffer)
    }
    guard let created else { return .NO }
    defer { MHD_destroy_response(created) }
    for (name, value) in response.headers {
      _ = MHD_add_response_header(created, name, value)
    }
    return MHD_queue_response(connection, UInt32(response.status), created)
  }

  /// The connection's values of one kind (headers or query arguments) as a dictionary.
  static func values(of connection: OpaquePointer, kind: MHD_ValueKind, lowercased: Bool)
    -> [String: String]
  {
    final class Collected {
      var values: [String: String] = [:]
      let lowercased: Bool
      init(lowercased: Bool) { self.lowercased = lowercased }
    }
    let collected = Collected(lowercased: lowercased)
    let context = Unmanaged.passUnretained(collected).toOpaque()
    _ = withExtendedLifetime(collected) {
      MHD_get_connection_values(
        connection, kind,
        { context, _, key, value in
          guard let context, let key else { return .YES }
          let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
          let name = String(cString: key)
          collected.values[collected.lowercased ? name.lowercased() : name] =
            value.map { String(cString: $0) } ?? ""
          return .YES
        }, context)
    }
    return collected.values
  }
}
