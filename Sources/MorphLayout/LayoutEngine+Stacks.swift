import MorphCore
import MorphViewTree

extension LayoutEngine {
  /// A stack's children sizes and its own size for a proposal (Docs/Layout.md: subtract the spacing,
  /// then offer each child an equal share of what remains, least flexible first, each answer
  /// reducing what the rest share).
  func stackLayout(
    _ node: LayoutNode, axis: Axis, spacing: Double?, _ proposal: ProposedSize,
    _ environment: LayoutEnvironment
  ) -> (size: Size, children: [Size], proposals: [ProposedSize]) {
    let children = node.children
    guard !children.isEmpty else { return (.zero, [], []) }
    let horizontal = axis == .horizontal
    var environment = environment
    environment.stackAxis = axis
    let gap = spacing ?? LayoutConstants.defaultStackSpacing
    let totalSpacing = gap * Double(children.count - 1)
    let cross = proposal.along(!horizontal)
    var sizes = [Size](repeating: .zero, count: children.count)
    var proposals = [ProposedSize](repeating: .unspecified, count: children.count)
    if let along = proposal.along(horizontal) {
      let flexibility = children.map { child -> Double in
        let most = self.size(child, .axis(horizontal, .infinity, cross: cross), environment)
        let least = self.size(child, .axis(horizontal, 0, cross: cross), environment)
        let value =
          (horizontal ? most.width : most.height) - (horizontal ? least.width : least.height)
        return value.isNaN ? .infinity : value
      }
      let order = children.indices.sorted {
        flexibility[$0] < flexibility[$1] || (flexibility[$0] == flexibility[$1] && $0 < $1)
      }
      var remaining = max(0, along - totalSpacing)
      var left = Double(children.count)
      for index in order {
        let share = remaining.isInfinite ? remaining : max(0, remaining / left)
        proposals[index] = .axis(horizontal, share, cross: cross)
        let size = self.size(children[index], proposals[index], environment)
        sizes[index] = size
        if !remaining.isInfinite {
          remaining = max(0, remaining - (horizontal ? size.width : size.height))
        }
        left -= 1
      }
    } else {
      proposals = children.map { _ in .axis(horizontal, nil, cross: cross) }
      sizes = children.map { self.size($0, .axis(horizontal, nil, cross: cross), environment) }
    }
    let alongTotal = sizes.reduce(0) { $0 + (horizontal ? $1.width : $1.height) } + totalSpacing
    let crossTotal = sizes.map { horizontal ? $0.height : $0.width }.max() ?? 0
    return (
      horizontal
        ? Size(width: alongTotal, height: crossTotal) : Size(width: crossTotal, height: alongTotal),
      sizes, proposals
    )
  }

  /// A lazy grid's tracks, the children's sizes and its own size. Tracks across the grid come from
  /// the `GridItem`s: fixed, flexible (sharing what the fixed leave) and adaptive (as many tracks of
  /// at least the minimum as fit); lines along the grid are as long as their longest child.
  func gridLayout(
    _ node: LayoutNode, axis: Axis, items: [GridItemSpec], spacing: Double?,
    _ proposal: ProposedSize, _ environment: LayoutEnvironment
  ) -> (size: Size, tracks: [Double], children: [Size]) {
    let vertical = axis == .vertical
    let across = vertical ? proposal.width : proposal.height
    let tracks = gridTracks(items, available: across)
    let trackGaps = items.map { $0.spacing ?? LayoutConstants.gridSpacing }
    let lineGap = spacing ?? LayoutConstants.gridSpacing
    var sizes: [Size] = []
    var lineLengths: [Double] = []
    for (index, child) in node.children.enumerated() {
      let track = tracks[index % max(1, tracks.count)]
      let size = self.size(
        child,
        vertical
          ? ProposedSize(width: track, height: nil) : ProposedSize(width: nil, height: track),
        environment)
      sizes.append(size)
      let line = index / max(1, tracks.count)
      if line >= lineLengths.count { lineLengths.append(0) }
      lineLengths[line] = max(lineLengths[line], vertical ? size.height : size.width)
    }
    var acrossTotal = tracks.reduce(0, +)
    for index in 0..<max(0, tracks.count - 1) {
      acrossTotal += trackGaps[min(index, trackGaps.count - 1)]
    }
    let alongTotal = lineLengths.reduce(0, +) + lineGap * Double(max(0, lineLengths.count - 1))
    let size =
      vertical
      ? Size(width: acrossTotal, height: alongTotal) : Size(width: alongTotal, height: acrossTotal)
    return (size, tracks, sizes)
  }

  /// Track widths across a grid for the available length (nil: each track at its minimum).
  func gridTracks(_ items: [GridItemSpec], available: Double?) -> [Double] {
    // No columns (an empty computed array): one track as wide as the grid, as a stack would lay
    // the children out [model: SwiftUI's result is not documented].
    guard !items.isEmpty else { return [max(0, available ?? 0)] }
    let gaps = items.dropLast().reduce(0) { $0 + ($1.spacing ?? LayoutConstants.gridSpacing) }
    var tracks: [Double] = []
    // Adaptive: fill the available length with as many minimum-width tracks as fit.
    if items.count == 1, case .adaptive(let minimum, let maximum) = items[0].size {
      let gap = items[0].spacing ?? LayoutConstants.gridSpacing
      guard let length = available, length.isFinite else { return [minimum] }
      // At least 1 pt a track, and never more tracks than pixels could show.
      let ratio = ((length + gap) / max(1, minimum + gap)).rounded(.down)
      let count = min(max(1, ratio.isFinite ? ratio : 1), LayoutConstants.maximumGridTracks)
      let width = min(maximum, (length - gap * (count - 1)) / count)
      return Array(repeating: width, count: Int(count))
    }
    let fixed = items.reduce(0.0) { total, item in
      if case .fixed(let width) = item.size { return total + width }
      return total
    }
    let flexibleCount = Double(
      items.filter { if case .fixed = $0.size { return false } else { return true } }.count)
    let share = available.map { ($0 - gaps - fixed) / max(1, flexibleCount) }
    for item in items {
      switch item.size {
      case .fixed(let width): tracks.append(width)
      case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
        guard let share, share.isFinite else {
          tracks.append(minimum)
          continue
        }
        tracks.append(min(maximum, max(minimum, share)))
      }
    }
    return tracks
  }
}
