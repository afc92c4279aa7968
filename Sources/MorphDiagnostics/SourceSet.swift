/// The source files of one program — a single scene file, or every `.swift` file of an app's
/// folder — each at its own range of offsets, so one `SourcePosition` names its file as well as its
/// line and column.
///
/// A single file starts at offset 0. In a folder the files start at offset 1, one after another,
/// and offset 0 is the folder itself: a diagnostic there names the folder without a line.
///
/// ```swift
/// let sources = SourceSet(folder: "MyApp", files: [card, content])
/// sources.file(containing: diagnostic.location)?.path      // "MyApp/Views/Card.swift"
/// ```
public struct SourceSet: Sendable {
  /// The path the user gave: the file, or the folder.
  public let path: String
  /// The files, in the order their offsets run.
  public let files: [SourceFile]
  /// Where each file's offsets start.
  public let bases: [Int]
  /// Whether the program is a folder's files (a diagnostic at offset 0 then names the folder).
  public let isFolder: Bool

  /// One file at offset 0.
  public init(single file: SourceFile) {
    path = file.path
    files = [file]
    bases = [0]
    isFolder = false
  }

  /// `file` at offset 0 and, after it, `extra`: a file the simulator writes to show the first
  /// (stand-in views for a file of helpers), which exists only in memory.
  public init(single file: SourceFile, appending extra: SourceFile) {
    path = file.path
    files = [file, extra]
    bases = [0, file.scalars.count + 1]
    isFolder = false
  }

  /// The files of the folder at `path`, in the order given; each file's offsets start one past
  /// the end of the file before it.
  public init(folder path: String, files: [SourceFile]) {
    self.path = path
    self.files = files
    var bases: [Int] = []
    var next = 1
    for file in files {
      bases.append(next)
      next += file.scalars.count + 1
    }
    self.bases = bases
    isFolder = true
  }

  /// The index of the file `position` is in, if any.
  public func fileIndex(containing position: SourcePosition) -> Int? {
    if isFolder && position.offset < 1 { return nil }
    // The last file starting at or before the offset.
    var low = 0
    var high = bases.count - 1
    guard high >= 0, bases[0] <= position.offset else { return isFolder ? nil : 0 }
    while low < high {
      let middle = (low + high + 1) / 2
      if bases[middle] <= position.offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The file `position` is in; nil for the folder itself.
  public func file(containing position: SourcePosition) -> SourceFile? {
    fileIndex(containing: position).map { files[$0] }
  }

  /// The path a diagnostic at `position` names: its file's, or the folder's.
  public func path(of position: SourcePosition) -> String {
    file(containing: position)?.path ?? path
  }

  /// The text between two offsets of one file (`end` exclusive), as written; nil when the range
  /// is empty or not within one file.
  public func text(from start: Int, to end: Int) -> String? {
    guard end > start,
      let index = fileIndex(containing: SourcePosition(line: 1, column: 1, offset: start))
    else { return nil }
    let scalars = files[index].scalars
    let lower = start - bases[index]
    let upper = end - bases[index]
    guard lower >= 0, upper <= scalars.count else { return nil }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[lower..<upper])
    return String(text)
  }

  /// The file at `path`, if it is one of these.
  public func file(atPath path: String) -> (file: SourceFile, base: Int)? {
    guard let index = files.firstIndex(where: { $0.path == path }) else { return nil }
    return (files[index], bases[index])
  }
}
