import MorphCore
import Testing

/// The folder part of a path, by the rules `NSString.deletingLastPathComponent` documents (which
/// traps on Linux for one-character paths such as `.`).
@Suite struct FilePathsTests {
  @Test(arguments: [
    (".", ""), ("a", ""), ("./", ""), ("file.swift", ""), ("", ""),
    ("a/b", "a"), ("a/b/", "a"), ("a//b", "a"), ("./a", "."), ("/a", "/"), ("/", "/"),
    ("//", "/"), ("/x/y/z.swift", "/x/y"), ("x/.", "x"),
  ])
  func folderOfAPath(_ path: String, _ folder: String) {
    #expect(FilePaths.folder(of: path) == folder)
  }
}
