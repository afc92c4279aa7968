import Foundation
import GlassMorph
import GlassMorphRendering
import Testing

/// `Font.custom` in an app's folder that ships its font files (issue 33): measured and drawn in
/// that face through FreeType. The folder is written per test with Debian's DejaVu Sans files
/// (fonts-dejavu-core, which scripts/setup.sh installs) as the app's fonts. Expected widths are
/// from the fonts' `hmtx` tables, read with fontTools (see FreeTypeFontReaderTests).
@Suite struct CustomFontRenderingTests {
  static let fontFolder = "/usr/share/fonts/truetype/dejavu"

  /// An app folder with `App/Fonts/DejaVuSans(-Bold).ttf` and one view.
  static func app(_ body: String) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("glassmorph-fonts-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/App/Fonts", withIntermediateDirectories: true)
    for name in ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] {
      try FileManager.default.copyItem(
        atPath: fontFolder + "/" + name, toPath: root + "/App/Fonts/" + name)
    }
    try ("import SwiftUI\nstruct Greeting: View {\n  var body: some View {\n" + body + "\n  }\n}\n")
      .write(toFile: root + "/App/Greeting.swift", atomically: true, encoding: .utf8)
    return root
  }

  /// The glass frames of the view's one state.
  static func frames(_ scene: GlassScene) -> [Rect] {
    scene.layout(canvas: .size(Size(width: 200, height: 200))).glass.map(\.frame)
  }

  @Test func customTextIsMeasuredInTheAppsFace() throws {
    let root = try Self.app(
      """
      VStack(spacing: 10) {
        Text("Hello").font(.custom("DejaVu Sans", size: 20)).glassEffect()
        Text("Hello").font(.custom("DejaVuSans-Bold", size: 20)).glassEffect()
        Text("Hello").font(.custom("DejaVu Sans", size: 20).weight(.bold)).glassEffect()
      }
      """)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let frames = Self.frames(try GlassScene(path: root, fonts: FreeTypeFontReader()))
    // Regular: 5191 units × 20 / 2048; bold (by PostScript name, and by family and weight):
    // 5914 units. The line: (ascender 1901 − descender −483 + gap 0) × 20 / 2048 = 23.28 pt.
    let regular: Double = 5191.0 * 20 / 2048
    let bold: Double = 5914.0 * 20 / 2048
    let line: Double = 2384.0 * 20 / 2048
    #expect(frames.map(\.width) == [regular, bold, bold])
    #expect(frames.allSatisfy { abs($0.height - line) < 1e-9 })
  }

  @Test func withoutAFontReaderOrAFileTheSystemFontIsSaid() throws {
    let root = try Self.app(
      """
      VStack {
        Text("Hello").font(.custom("DejaVu Sans", size: 20)).glassEffect()
        Text("Hello").font(.custom("Avenir Next", size: 20)).glassEffect()
      }
      """)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let read = try GlassScene(path: root, fonts: FreeTypeFontReader())
    let canvas = CanvasChoice.size(Size(width: 200, height: 200))
    let notes = try read.timeline([], canvas: canvas).diagnostics.map(\.message)
    #expect(
      notes.contains { $0.contains("'Avenir Next'") && $0.contains("DejaVuSans-Bold, DejaVuSans") })
    #expect(!notes.contains { $0.contains("'DejaVu Sans'") })
    // Without a reader (GlassMorph alone, no FreeType) the files are listed, not read.
    let unread = try GlassScene(path: root)
    #expect(
      try unread.timeline([], canvas: canvas).diagnostics.contains {
        $0.message.contains("2 font files were not read")
      })
    // Inter's "Hello" is narrower than DejaVu's: the system font really was used.
    #expect(Self.frames(unread)[0].width < Self.frames(read)[0].width)
  }

  /// The still draws the face: the ink of "Hello" at 40 pt, 2×, spans from H's left side
  /// bearing (201 units) to o's right edge (xMax 1141 of 1253): 4878 units = 190.5 px.
  @Test func theStillIsDrawnInTheAppsFace() throws {
    let root = try Self.app(
      """
      Text("Hello").font(.custom("DejaVu Sans", size: 40)).foregroundStyle(.black)
        .frame(width: 200, height: 80).background(.white)
      """)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scene = try GlassScene(path: root, view: "Greeting", fonts: FreeTypeFontReader())
    let timeline = try scene.timeline([], canvas: .size(Size(width: 200, height: 80)))
    let frame = try TimelineRenderer(timeline: timeline, scale: 2).frame(at: 0)
    let bytes = frame.sRGBBytes()
    var columns: [Int] = []
    for x in 0..<frame.width {
      let inked = (0..<frame.height).contains { y in bytes[(y * frame.width + x) * 4] < 128 }
      if inked { columns.append(x) }
    }
    let ink = Double((columns.last ?? 0) - (columns.first ?? 0) + 1)
    #expect(abs(ink - 4878.0 * 40 / 2048 * 2) <= 2)
  }
}
