import Dispatch
import Foundation
import GlassMorphTestSupport
import MorphHTTP
import Synchronization
import Testing

/// The embedded server on libmicrohttpd, through a real socket: what a handler sees, limits,
/// concurrency, malformed input, start-up errors and stopping.
@Suite struct HTTPServerTests {
  /// A server that answers with what it received: method, path, sorted query and body length.
  static func echoServer(limits: HTTPLimits = HTTPLimits()) throws -> HTTPServer {
    try HTTPServer(port: 0, limits: limits) { request in
      let query = request.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return .text(
        "\(request.method) \(request.path) \(query.joined(separator: "&")) \(request.body.count) \(request.headers["x-probe"] ?? "-")"
      )
    }
  }

  @Test func aHandlerSeesTheDecodedPathQueryHeadersAndBody() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    #expect(server.port > 0)
    let get = RawHTTP.request(
      "GET", "/api/state?after=3&b=%20x", port: server.port, headers: ["X-Probe": "yes"])
    #expect(get.status == 200)
    #expect(get.text == "GET /api/state after=3&b= x 0 yes")
    let post = RawHTTP.request("POST", "/p%61th", port: server.port, body: Array("hello".utf8))
    #expect(post.text == "POST /path  5 -")
  }

  @Test func aBodyOverTheLimitIsRefusedWithoutCallingTheHandler() throws {
    let calls = Atomic<Int>(0)
    let server = try HTTPServer(port: 0, limits: HTTPLimits(maximumBodyBytes: 1000)) { _ in
      calls.add(1, ordering: .relaxed)
      return .text("ok")
    }
    defer { server.stop() }
    let small = RawHTTP.request(
      "POST", "/", port: server.port, body: [UInt8](repeating: 65, count: 1000))
    #expect(small.status == 200)
    let large = RawHTTP.request(
      "POST", "/", port: server.port, body: [UInt8](repeating: 65, count: 5000))
    #expect(large.status == 413)
    #expect(calls.load(ordering: .relaxed) == 1)
  }

  @Test func malformedRequestsGetAnErrorAndTheServerGoesOn() throws {
    // A request that promises a body and never sends it is closed at the idle timeout: a short
    // one keeps the test quick.
    let server = try Self.echoServer(limits: HTTPLimits(idleTimeoutSeconds: 1))
    defer { server.stop() }
    let malformed: [String] = [
      "GARBAGE\r\n\r\n",
      "GET\r\n\r\n",
      "GET / HTTP/1.1\r\nNo colon here\r\n\r\n",
      "GET / HTTP/9.9\r\nHost: x\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n",
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 100_000) + "\r\n\r\n",
      "\u{0}\u{1}\u{2}\u{3}\r\n\r\n",
    ]
    for request in malformed {
      let answer = RawHTTP.exchange(Array(request.utf8), port: server.port)
      // Either an error status or a closed connection; never a 2xx for nonsense.
      #expect(!(200..<300).contains(answer.status), "\(request.prefix(40).debugDescription)")
    }
    // Still serving.
    #expect(RawHTTP.request("GET", "/after", port: server.port).text == "GET /after  0 -")
  }

  @Test func manyClientsAtOnceAllGetTheirOwnAnswer() throws {
    let server = try Self.echoServer()
    defer { server.stop() }
    let wrong = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 64) { index in
      let answer = RawHTTP.request("GET", "/client/\(index)?n=\(index)", port: server.port)
      if answer.text != "GET /client/\(index) n=\(index) 0 -" { wrong.add(1, ordering: .relaxed) }
    }
    #expect(wrong.load(ordering: .relaxed) == 0)
  }

  @Test func aBlockingHandlerDoesNotStallOtherConnections() throws {
    // /wait blocks until /release arrives on another connection: a server that handled one
    // request at a time would never see /release (the wait gives up after 60 s and answers 500).
    let released = DispatchSemaphore(value: 0)
    let server = try HTTPServer(port: 0) { request in
      if request.path == "/wait" {
        return released.wait(timeout: .now() + 60) == .success
          ? .text("released") : .text("stalled", status: 500)
      }
      released.signal()
      return .text("ok")
    }
    defer { server.stop() }
    let waiting = Mutex<RawHTTP.Answer?>(nil)
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
      let answer = RawHTTP.request("GET", "/wait", port: server.port)
      waiting.withLock { $0 = answer }
    }
    // Let /wait arrive first; if /release wins the race the semaphore simply holds its signal.
    usleep(100_000)
    #expect(RawHTTP.request("GET", "/release", port: server.port).text == "ok")
    group.wait()
    #expect(waiting.withLock { $0?.text } == "released")
  }

  /// Each refusal names the address and the setting to change (a port, a host) as a value; the
  /// message names no command-line option (the CLI words the setting as `--port`).
  @Test func aBusyPortAndABadAddressAreClearErrors() throws {
    let first = try Self.echoServer()
    defer { first.stop() }
    #expect {
      _ = try HTTPServer(port: first.port) { _ in .text("") }
    } throws: { error in
      let error = error as? HTTPServerError
      return error?.message.contains("Port \(first.port) on 127.0.0.1 is in use") == true
        && error?.settings == [.port] && error?.message.contains("--") == false
    }
    #expect {
      _ = try HTTPServer(host: "999.1.2.3", port: 0) { _ in .text("") }
    } throws: { error in
      let error = error as? HTTPServerError
      return error?.message.contains("'999.1.2.3' is not an IPv4 address") == true
        && error?.settings == [.host]
    }
    #expect {
      _ = try HTTPServer(port: 70_000) { _ in .text("") }
    } throws: { error in
      let error = error as? HTTPServerError
      return error?.message.contains("0 to 65535") == true && error?.settings == [.port]
    }
  }

  @Test func afterStopNothingListens() throws {
    let server = try Self.echoServer()
    let port = server.port
    #expect(RawHTTP.request("GET", "/", port: port).status == 200)
    server.stop()
    server.stop()  // a second stop does nothing
    #expect(RawHTTP.request("GET", "/", port: port).status == -1)  // connection refused
  }
}
