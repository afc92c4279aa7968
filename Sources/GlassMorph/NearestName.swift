/// Suggestions for mistyped names: the candidate with the smallest edit distance.
package enum NearestName {
  /// The candidate closest to `name` by Levenshtein distance, if it is close enough to be a typo
  /// (at most a third of the name's length, and at least 1 edit allowed; case is ignored).
  package static func suggestion(for name: String, among candidates: [String]) -> String? {
    let lowered = Array(name.lowercased())
    var best: (String, Int)? = nil
    for candidate in candidates {
      let distance = editDistance(lowered, Array(candidate.lowercased()))
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    return distance <= max(1, lowered.count / 3) ? candidate : nil
  }

  /// The Levenshtein distance: insertions, deletions and substitutions of single characters.
  package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
