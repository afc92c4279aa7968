import MorphFrame

/// One glass member of a frame's drawing steps, for damage tracking: the step of its layer, the
/// pixels it reads (its backdrop) and writes (its glass, its shadow and its pull on the blended
/// outline of its neighbours), and what its pixels depend on besides its backdrop.
struct MemberExtent: Sendable {
  /// What a member's own pixels depend on, besides the backdrop under it and its neighbours.
  struct State: Hashable, Sendable {
    let frame: GlassFrame
    let spacing: Double
    let union: UnionFrame?
  }

  let key: String
  let step: Int
  let reads: PixelBox
  let writes: PixelBox
  let state: State
}
