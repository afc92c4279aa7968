import MorphCore
import Synchronization

/// The blurs of one painted backdrop over its whole canvas, for glass layers that sit straight on
/// the backdrop (nothing drawn before them reaches what they read): every frame of a render blurs
/// the same pixels under such a layer, so the whole canvas is blurred once per σ, the first time
/// a layer asks, and every frame reads its part.
///
/// Its pixels are bit for bit those of a region's blur wherever the region's own edges are out of
/// the boxes' reach (`BoxBlur` sums in fixed point, and halving averages blocks at even canvas
/// coordinates), and a layer reads them the same whichever part of the frame is being drawn.
/// Where a region's blur would have clamped at the region's edge — a lens sample pulled across
/// the bridge between two shapes of different blurs — the whole blur reads the real neighbours.
final class BackdropBlurs: Sendable {
  /// The backdrop itself, as a region covering the canvas (sharing the painted pixels).
  let sharp: BackdropRegion

  /// The blurs made so far, by σ (pixels).
  private let blurred = Mutex<[Double: BackdropRegion]>([:])

  /// Blurs of the `width` × `height` pixels of `pixels`.
  init(pixels: [SIMD4<Float>], width: Int, height: Int) {
    sharp = BackdropRegion(
      pixels: pixels, width: width, height: height, originX: 0, originY: 0, step: 1)
  }

  /// The whole backdrop blurred with σ = `sigma` pixels as `GlassMaterial.Backdrop` blurs a
  /// region (at half resolution from `GlassMaterial.halfResolutionSigma` on).
  func blurred(sigma: Double) -> BackdropRegion {
    // No box at all: the blur is the backdrop.
    guard BoxBlur.radii(sigma: sigma).contains(where: { $0 > 0 }) else { return sharp }
    return blurred.withLock { blurred in
      if let made = blurred[sigma] { return made }
      let canvas = (x: 0..<sharp.width, y: 0..<sharp.height)
      let made =
        sigma >= GlassMaterial.halfResolutionSigma
        ? sharp.halved(xs: canvas.x, ys: canvas.y).blurred(sigma: sigma)
        : sharp.blurred(sigma: sigma, xs: canvas.x, ys: canvas.y)
      blurred[sigma] = made
      return made
    }
  }
}
