import MorphCore
import MorphFrame
import Testing

@testable import MorphRender

/// A container's members are drawn as separate layers only when they cannot touch each other's
/// pixels, and a frame drawn in groups matches one drawn as a single layer.
@Suite struct LayerGroupTests {
  let material = GlassMaterial(style: GlassStyle(), scale: 2)

  static func capsule(_ key: String, x: Double, y: Double) -> GlassFrame {
    GlassFrame(
      key: key, container: 0, frame: Rect(x: x, y: y, width: 44, height: 44), cornerRadius: 22,
      shape: .capsule)
  }

  @Test func farApartMembersAreSeparateGroupsAndNeighboursOneGroup() {
    // A navigation-bar pair (20 pt apart, closer than the 20 pt spacing plus the outline margins)
    // and a bottom-bar button 700 pt below: two groups, in the members' order.
    let top = [Self.capsule("a", x: 16, y: 60), Self.capsule("b", x: 80, y: 60)]
    let bottom = Self.capsule("c", x: 16, y: 760)
    let groups = material.groups(of: [top[0], bottom, top[1]], unions: [], spacing: 20)
    #expect(groups.map { $0.map(\.key) } == [["a", "b"], ["c"]])
  }

  @Test func unionMembersStayTogetherHoweverFarApart() {
    let first = Self.capsule("a", x: 16, y: 60)
    let second = Self.capsule("b", x: 16, y: 760)
    let union = UnionFrame(
      key: "u", members: ["a", "b"], frame: Rect(x: 16, y: 60, width: 44, height: 744),
      shape: .capsule, cornerRadius: 22, strength: 1)
    #expect(material.groups(of: [first, second], unions: [union], spacing: 20).count == 1)
    #expect(material.groups(of: [first, second], unions: [], spacing: 20).count == 2)
  }

  @Test func groupsDoNotTouchEachOthersFootprints() throws {
    // Whatever the gap, members of different groups have footprints (everything each reads and
    // writes) that do not overlap — so drawing them apart cannot change a pixel of the other.
    for gap in stride(from: 0.0, through: 200, by: 7) {
      let a = Self.capsule("a", x: 0, y: 0)
      let b = Self.capsule("b", x: 44 + gap, y: 0)
      let groups = material.groups(of: [a, b], unions: [], spacing: 20)
      guard groups.count == 2 else { continue }
      let left = try #require(material.footprint(of: [a], unions: [], spacing: 20))
      let right = try #require(material.footprint(of: [b], unions: [], spacing: 20))
      #expect(left.maxX <= right.minX, "gap \(gap)")
    }
  }

  @Test func aRowOfMoreThanSixtyFourMembersDrawsEveryOne() {
    // 70 circles of 10 pt, 2 pt apart in one container: one layer, more shapes in a row than the
    // span culling tracks; every circle must still be drawn (its centre differs from the backdrop).
    let canvas = Size(width: 860, height: 40)
    let glass = (0..<70).map { index in
      GlassFrame(
        key: "g\(index)", container: 0,
        frame: Rect(x: 10 + Double(index) * 12, y: 15, width: 10, height: 10), cornerRadius: 5,
        shape: .circle)
    }
    let items = glass.indices.map { FrameItem.glass($0) }
    let frame = FrameState(
      time: 0, canvas: canvas, glass: glass, content: [], items: items, unions: [],
      containers: [ContainerFrame(index: 0, spacing: 8, frame: Rect(origin: .zero, size: canvas))])
    let empty = FrameState(
      time: 0, canvas: canvas, glass: [], content: [], items: [], unions: [], containers: [])
    let renderer = FrameRenderer(scale: 1)
    let drawn = renderer.render(frame)
    let backdrop = renderer.render(empty)
    let untouched = glass.filter { member in
      let x = Int(member.frame.midX)
      let y = Int(member.frame.midY)
      return drawn[x, y] == backdrop[x, y]
    }
    #expect(untouched.isEmpty, "\(untouched.map(\.key))")
  }
}
