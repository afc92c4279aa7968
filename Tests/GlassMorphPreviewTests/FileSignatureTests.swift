import Foundation
import Testing

@testable import GlassMorphPreview

/// What makes the preview of an app's folder reload: a save of its Swift files, its asset
/// catalogs' contents or its font files — not of other files beside them.
@Suite struct FileSignatureTests {
  @Test func aSavedFontFileChangesTheFoldersSignatureAndANoteDoesNot() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("glassmorph-signature-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/App/Fonts", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try "struct A {}\n".write(toFile: root + "/App/A.swift", atomically: true, encoding: .utf8)
    try Data([0, 1, 0, 0]).write(to: URL(fileURLWithPath: root + "/App/Fonts/Brand.ttf"))
    try "notes".write(toFile: root + "/App/notes.txt", atomically: true, encoding: .utf8)
    let before = try #require(FileSignature.of(root))
    // Two files count: the Swift file and the font, 12 + 4 bytes.
    #expect(before.files == 2)
    #expect(before.size == 16)
    try "more notes".write(toFile: root + "/App/notes.txt", atomically: true, encoding: .utf8)
    #expect(FileSignature.of(root) == before)
    try Data([0, 1, 0, 0, 9]).write(to: URL(fileURLWithPath: root + "/App/Fonts/Brand.ttf"))
    #expect(FileSignature.of(root)?.size == 17)
  }
}
