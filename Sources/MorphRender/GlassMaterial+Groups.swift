import MorphCore
import MorphFrame

extension GlassMaterial {
  /// `members` of one layer split into groups that cannot affect one another's pixels: two
  /// members are in one group when their footprints (everything each reads or writes: outline,
  /// blend, lens, blur and shadow reach) overlap, or when they belong to one union. Each group is
  /// then its own layer, so a navigation bar and a bottom toolbar in one container are redrawn,
  /// blurred and measured apart — not as one layer spanning the screen. Groups keep the members'
  /// order and come in the order of their first member.
  func groups(of members: [GlassFrame], unions: [UnionFrame], spacing: Double) -> [[GlassFrame]] {
    guard members.count > 1 else { return [members] }
    let footprints = members.map { footprint(of: [$0], unions: unions, spacing: spacing) }
    let unionOf = members.map { member in
      unions.firstIndex { $0.members.contains(member.key) && $0.members.count > 1 }
    }
    // Union–find over member indices; a root is the smallest index of its group.
    var parent = Array(members.indices)
    func root(_ index: Int) -> Int {
      var index = index
      while parent[index] != index { index = parent[index] }
      return index
    }
    for first in members.indices {
      for second in members.indices where second > first {
        let linked: Bool
        if let a = unionOf[first], let b = unionOf[second], a == b {
          linked = true
        } else if let a = footprints[first], let b = footprints[second] {
          linked =
            a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
        } else {
          linked = false
        }
        guard linked else { continue }
        let (r1, r2) = (root(first), root(second))
        if r1 != r2 { parent[max(r1, r2)] = min(r1, r2) }
      }
    }
    var order: [Int] = []
    var grouped: [Int: [GlassFrame]] = [:]
    for index in members.indices {
      let key = root(index)
      if grouped[key] == nil { order.append(key) }
      grouped[key, default: []].append(members[index])
    }
    return order.compactMap { grouped[$0] }
  }
}
