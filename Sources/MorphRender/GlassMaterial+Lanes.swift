import MorphCore

/// The lanes the per-pixel stages (`+Field`, `+Shade`) work in: eight neighbouring pixels of a
/// row at once, in `Float`; each lane computes exactly what it would alone (no value crosses
/// lanes), so a pixel's colour does not depend on which other pixels share its vector, and a
/// damaged box redraws the same bytes as a whole frame.
extension GlassMaterial {
  typealias Lanes = VectorMath.Lanes
  /// A choice per lane.
  typealias LaneMask = SIMDMask<SIMD8<Int32>>

  /// The field at eight neighbouring pixels of a row — one shape's, or the blend of several:
  /// distance (pixels, negative inside), unit normal, the per-shape optics mixed by the blend
  /// weights, and in `index` the shape with the largest weight in each lane (a whole number held
  /// as `Float`, so that sorting moves every field with the same masks; its material is used
  /// there).
  struct FieldLanes {
    var distance: Lanes
    var nx: Lanes
    var ny: Lanes
    var index: Lanes
    var band: Lanes
    var depth: Lanes
    var visibility: Lanes
    var press: Lanes
    /// The tint blended across the field (`Shape.tint`): its strength, and its colour times its
    /// strength with the adapted luma taken out, so a merging pair's tints mix by each shape's
    /// share of the field instead of switching at a seam.
    var tintStrength: Lanes = .zero
    var tintRed: Lanes = .zero
    var tintGreen: Lanes = .zero
    var tintBlue: Lanes = .zero
    /// Lanes near enough to some shape for the outline to reach them.
    var near = LaneMask(repeating: true)

    /// The same field in every lane: `shape`'s own optics at `distance` with `normal`.
    init(uniform shape: Shape, distance: Float, normal: (x: Float, y: Float)) {
      self.init(
        distance: Lanes(repeating: distance), nx: Lanes(repeating: normal.x),
        ny: Lanes(repeating: normal.y), index: .zero, band: Lanes(repeating: Float(shape.band)),
        depth: Lanes(repeating: Float(shape.depth)),
        visibility: Lanes(repeating: Float(shape.visibility)),
        press: Lanes(repeating: Float(shape.press)))
      setTint(shape.tint)
    }

    /// Every lane tinted as `tint` (`Shape.tint`: strength, then the three weighted channels).
    @inline(__always) mutating func setTint(_ tint: SIMD4<Float>) {
      tintStrength = Lanes(repeating: tint.x)
      tintRed = Lanes(repeating: tint.y)
      tintGreen = Lanes(repeating: tint.z)
      tintBlue = Lanes(repeating: tint.w)
    }

    init(
      distance: Lanes, nx: Lanes, ny: Lanes, index: Lanes, band: Lanes, depth: Lanes,
      visibility: Lanes, press: Lanes, tintStrength: Lanes = .zero, tintRed: Lanes = .zero,
      tintGreen: Lanes = .zero, tintBlue: Lanes = .zero
    ) {
      self.tintStrength = tintStrength
      self.tintRed = tintRed
      self.tintGreen = tintGreen
      self.tintBlue = tintBlue
      self.distance = distance
      self.nx = nx
      self.ny = ny
      self.index = index
      self.band = band
      self.depth = depth
      self.visibility = visibility
      self.press = press
    }

    /// Whether each lane comes after `other`'s in the fold: farther, or as far with a larger
    /// index (so the order is the same for any member order).
    @inline(__always) func comes(after other: FieldLanes) -> LaneMask {
      (distance .> other.distance) .| ((distance .== other.distance) .& (index .> other.index))
    }

    /// This field with `other`'s lanes where `mask` is set (`near` stays this field's).
    @inline(__always) func replacing(with other: FieldLanes, where mask: LaneMask) -> FieldLanes {
      FieldLanes(
        distance: distance.replacing(with: other.distance, where: mask),
        nx: nx.replacing(with: other.nx, where: mask),
        ny: ny.replacing(with: other.ny, where: mask),
        index: index.replacing(with: other.index, where: mask),
        band: band.replacing(with: other.band, where: mask),
        depth: depth.replacing(with: other.depth, where: mask),
        visibility: visibility.replacing(with: other.visibility, where: mask),
        press: press.replacing(with: other.press, where: mask),
        tintStrength: tintStrength.replacing(with: other.tintStrength, where: mask),
        tintRed: tintRed.replacing(with: other.tintRed, where: mask),
        tintGreen: tintGreen.replacing(with: other.tintGreen, where: mask),
        tintBlue: tintBlue.replacing(with: other.tintBlue, where: mask))
    }
  }
}
