internal import MorphDiagnostics

/// Turns the parser's UTF-8 byte offsets into GlassMorph's positions: 1-based lines, columns in
/// Unicode scalars and 0-based offsets in scalars (what `SourceFile` and diagnostics count in).
struct SourceLocator {
  /// The scalar index at each UTF-8 offset (the offset of a scalar's first byte; continuation
  /// bytes map to the scalar they belong to), and one past the end.
  private var scalarIndex: [Int32] = []
  /// The scalar index at which each line starts.
  private var lineStarts: [Int] = [0]
  /// Added to every offset: where the file starts in its program (`SourceSet.bases`).
  private let base: Int

  /// Indexes `text`, whose offsets start at `base`.
  init(_ text: String, base: Int = 0) {
    self.base = base
    scalarIndex.reserveCapacity(text.utf8.count + 1)
    var index = 0
    for scalar in text.unicodeScalars {
      for _ in 0..<UTF8.width(scalar) { scalarIndex.append(Int32(index)) }
      index += 1
      if scalar == "\n" { lineStarts.append(index) }
    }
    scalarIndex.append(Int32(index))
  }

  /// The position of UTF-8 offset `utf8Offset` (clamped to the file).
  func position(utf8Offset: Int) -> SourcePosition {
    let clamped = min(max(0, utf8Offset), scalarIndex.count - 1)
    let offset = Int(scalarIndex[clamped])
    // The last line start at or before `offset`.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourcePosition(
      line: low + 1, column: offset - lineStarts[low] + 1, offset: base + offset)
  }
}
