import Foundation
import GlassMorphPreview
import GlassMorphTestSupport
import MorphHTTP
import Testing

/// The preview's HTTP interface as a function (no socket, no rendering): what it serves, what it
/// refuses and why.
@Suite struct PreviewRoutesTests {
  /// Routes over a session of the toolbar scene that is never started (nothing renders).
  static func routes() throws -> PreviewRoutes {
    PreviewRoutes(
      session: try PreviewSession(options: PreviewOptions(scenePath: Repository.scene("toolbar"))))
  }

  static func get(_ path: String, host: String = "127.0.0.1:7070") throws -> HTTPResponse {
    try routes().respond(to: HTTPRequest(method: "GET", path: path, headers: ["host": host]))
  }

  static func post(_ body: String, type: String = "application/json") throws -> HTTPResponse {
    try routes().respond(
      to: HTTPRequest(
        method: "POST", path: "/api/settings",
        headers: ["host": "localhost:7070", "content-type": type], body: Array(body.utf8)))
  }

  @Test func thePageIsServedFromTheBinaryAndNeedsNoNetwork() throws {
    for (path, type) in [
      ("/", "text/html"), ("/preview.js", "text/javascript"), ("/preview.css", "text/css"),
    ] {
      let response = try Self.get(path)
      #expect(response.status == 200)
      #expect(response.header("Content-Type")?.hasPrefix(type) == true)
      let text = String(decoding: response.body, as: UTF8.self)
      // Byte for byte the files in the repository (embedded at build time).
      let file = path == "/" ? "index.html" : String(path.dropFirst())
      let source = try String(
        contentsOfFile: Repository.root.appendingPathComponent(
          "Sources/GlassMorphPreview/Assets/\(file)"
        ).path, encoding: .utf8)
      #expect(text == source)
      // Offline: nothing is fetched from another host.
      #expect(!text.contains("http://") && !text.contains("https://"), "\(path)")
    }
  }

  @Test func pathsOutsideThePreviewAreNotFoundAndNothingIsReadFromDisk() throws {
    // Paths as libmicrohttpd hands them over (already percent-decoded).
    for path in [
      "/../../etc/passwd", "/../Package.swift", "/video/../../etc/passwd.mp4",
      "/preview.js/../../Package.swift", "/Sources/", "/Assets/preview.js", "/video/",
      "/video/r0-full.mp4", "/index.html/", "//etc/passwd", "/api/", "/export/",
    ] {
      let response = try Self.get(path)
      #expect(response.status == 404, "\(path)")
      let text = String(decoding: response.body, as: UTF8.self)
      #expect(!text.contains("root:") && !text.contains("PackageDescription"), "\(path)")
    }
  }

  @Test func aHostThatIsNotLoopbackIsRefused() throws {
    // DNS rebinding: a page on evil.example whose name resolves to 127.0.0.1.
    #expect(try Self.get("/", host: "evil.example:7070").status == 403)
    #expect(try Self.get("/", host: "localhost").status == 200)
    #expect(try Self.get("/", host: "[::1]:7070").status == 200)
    #expect(try Self.get("/", host: "127.0.0.1").status == 200)
  }

  @Test func otherMethodsAreNotAllowed() throws {
    let response = try Self.routes().respond(
      to: HTTPRequest(method: "DELETE", path: "/api/settings", headers: ["host": "localhost"]))
    #expect(response.status == 405)
    #expect(response.header("Allow") == "GET, HEAD, POST")
  }

  @Test func settingsMustBeValidJSONWithValidValues() throws {
    // A cross-site form can only send form types: refused.
    #expect(try Self.post("{}", type: "application/x-www-form-urlencoded").status == 415)
    #expect(try Self.post("not json").status == 400)
    #expect(try Self.post("{\"canvas\": \"auto\"}").status == 400)  // scale missing
    let cases: [(String, String)] = [
      ("{\"canvas\":\"auto\",\"scale\":7}", "The scale is 1, 2 or 3"),
      ("{\"canvas\":\"moon\",\"scale\":2}", "The canvas is auto, fit"),
      (
        "{\"canvas\":\"auto\",\"scale\":2,\"background\":\"/etc/passwd\"}", "The backdrop is one of"
      ),
      (
        "{\"canvas\":\"auto\",\"scale\":2,\"animation\":\".spring(duration: oops)\"}",
        "is not an animation"
      ),
      ("{\"canvas\":\"auto\",\"scale\":2,\"taps\":[\"\"]}", "is not a button name"),
      (
        "{\"canvas\":\"auto\",\"scale\":2,\"taps\":["
          + Array(repeating: "\"a\"", count: 65).joined(
            separator: ",") + "]}", "At most 64 taps"
      ),
    ]
    for (body, message) in cases {
      let response = try Self.post(body)
      #expect(response.status == 400, "\(body)")
      #expect(String(decoding: response.body, as: UTF8.self).contains(message), "\(body)")
    }
    let accepted = try Self.post(
      "{\"canvas\":\"fit\",\"scale\":1,\"taps\":[\"toggle\"],\"animation\":\".bouncy\"}")
    #expect(accepted.status == 200)
    #expect(String(decoding: accepted.body, as: UTF8.self) == "{\"revision\":1}")
  }

  /// A page names its own viewer; a name that could be anything else (a path, a script) is
  /// refused before it reaches the session.
  @Test func aViewerIDIsLettersDigitsDashesAndUnderscores() throws {
    let routes = try Self.routes()
    func status(_ query: [String: String]) -> Int {
      routes.respond(
        to: HTTPRequest(
          method: "GET", path: "/api/state", query: query, headers: ["host": "localhost"])
      ).status
    }
    #expect(status([:]) == 200)
    #expect(status(["view": "3f9a_tab-2"]) == 200)
    #expect(status(["view": String(repeating: "a", count: 64)]) == 200)
    for bad in ["", "../x", "a b", "<script>", String(repeating: "a", count: 65)] where !bad.isEmpty
    {
      #expect(status(["view": bad]) == 400, "\(bad)")
    }
    // The default viewer and the two named ones: refused IDs made none.
    #expect(routes.session.viewerCount == 3)
  }

  @Test func theStateIsJSONThePageCanRead() throws {
    let response = try Self.get("/api/state")
    #expect(response.status == 200)
    let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    #expect(object?["scenePath"] as? String == Repository.scene("toolbar"))
    #expect((object?["devices"] as? [String])?.contains("iphone-se") == true)
  }

  @Test func aMissingSceneFileIsAnErrorThatNamesIt() {
    #expect {
      _ = try PreviewSession(options: PreviewOptions(scenePath: "/no/such/scene.swift"))
    } throws: { error in
      "\(error)".contains("/no/such/scene.swift: no such file")
    }
  }
}
