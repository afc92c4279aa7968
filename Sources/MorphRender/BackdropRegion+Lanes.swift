import MorphCore

extension BackdropRegion {
  /// The colour channels of eight pixels, one lane each.
  typealias ChannelLanes = (r: VectorMath.Lanes, g: VectorMath.Lanes, b: VectorMath.Lanes)

  /// Runs `body` with a view of the region's pixels, valid only inside `body`.
  func withView<Result>(_ body: (BackdropView) -> Result) -> Result {
    withPixels { pixels in
      body(
        BackdropView(
          pixels: pixels, width: width, height: height, originX: originX, originY: originY,
          step: step))
    }
  }
}
