import MorphCore
import Synchronization

/// The blurs of one painted backdrop, for glass layers that sit straight on it (nothing drawn
/// before them reaches what they read): every frame of a render would blur the same pixels under
/// such a layer, so the blur is made once per σ, in bands of rows across the whole canvas as
/// layers first reach them, into one canvas-sized buffer that every frame reads.
///
/// The pixels are bit for bit those of the whole canvas blurred at once: `BoxBlur` sums in fixed
/// point, so a band blurred with its neighbours' rows within the boxes' reach is exact, and
/// halving averages blocks at even canvas coordinates. A layer has every row it can sample written
/// before it reads, and samples clamp only at the canvas's edges: it draws the same bytes whichever
/// part of the frame is drawn, in a still or in the hundredth frame of a video.
final class BackdropBlurs: Sendable {
  /// The backdrop itself, as a region covering the canvas (sharing the painted pixels).
  let sharp: BackdropRegion

  /// Each σ's blurred canvas (pixels), filled band by band.
  private let canvases = Mutex<[Double: BlurredCanvas]>([:])

  /// Blurred rows per band: a few bands cover a control's rows, and each is made once.
  static let bandRows = 64

  /// Blurs of the `width` × `height` pixels of `pixels`.
  init(pixels: [SIMD4<Float>], width: Int, height: Int) {
    sharp = BackdropRegion(
      pixels: pixels, width: width, height: height, originX: 0, originY: 0, step: 1)
  }

  /// The backdrop blurred with σ = `sigma` pixels as glass blurs a region
  /// (`BackdropRegion.glassBlurred`) — as a
  /// region covering the canvas, whose rows `ys` (clipped to the canvas) and one blurred row
  /// above and below are written.
  func blurred(sigma: Double, rows ys: Range<Int>) -> BackdropRegion {
    // No box at all: the blur is the backdrop.
    guard BoxBlur.radii(sigma: sigma).contains(where: { $0 > 0 }) else { return sharp }
    let step = BackdropRegion.glassBlurStep(sigma: sigma)
    // The blurred canvas's size: halving keeps an odd last row or column.
    let width = (sharp.width + step - 1) / step
    let height = (sharp.height + step - 1) / step
    func clamped(_ value: Int, _ limit: Int) -> Int { min(max(value, 0), limit) }
    // Canvas rows first (a layer's box may reach far off the canvas), then blurred ones.
    let ys = clamped(ys.lowerBound, sharp.height)..<clamped(ys.upperBound, sharp.height)
    let y0 = clamped(ys.lowerBound / step - 1, height - 1)
    let y1 = max(y0 + 1, clamped((ys.upperBound + step - 1) / step + 1, height))
    let bands = (y0 / Self.bandRows)...((y1 - 1) / Self.bandRows)
    return canvases.withLock { canvases in
      let canvas =
        canvases[sigma]
        ?? BlurredCanvas(width: width, height: height, step: step, bandRows: Self.bandRows)
      canvases[sigma] = canvas
      let missing = bands.filter { !canvas.written[$0] }
      if let first = missing.first, let last = missing.last {
        let rows = (first * Self.bandRows)..<min((last + 1) * Self.bandRows, height)
        let block = blurredRows(rows, sigma: sigma, step: step, width: width, height: height)
        block.region.withPixels { source in
          guard let source = source.baseAddress, let target = canvas.pixels.baseAddress else {
            return
          }
          // Only bands not yet written: a written one may be being read.
          for band in first...last where !canvas.written[band] {
            let start = band * Self.bandRows
            let count = (min(start + Self.bandRows, height) - start) * width
            (target + start * width).update(
              from: source + block.first + (start - rows.lowerBound) * width, count: count)
            canvas.written[band] = true
          }
        }
      }
      return BackdropRegion(covering: canvas)
    }
  }

  /// Blurred rows `rows` of the blurred canvas (`width` × `height` pixels at `step`), full width:
  /// a block reaching the boxes' reach beyond them blurred; the rows asked for start at `first`
  /// in its pixels and are exact.
  private func blurredRows(
    _ rows: Range<Int>, sigma: Double, step: Int, width: Int, height: Int
  ) -> (region: BackdropRegion, first: Int) {
    let reach = BoxBlur.radii(sigma: sigma / Double(step)).reduce(0, +)
    let block = max(0, rows.lowerBound - reach)..<min(height, rows.upperBound + reach)
    let canvasRows = (block.lowerBound * step)..<min(block.upperBound * step, sharp.height)
    let blurred = sharp.glassBlurred(sigma: sigma, xs: 0..<sharp.width, ys: canvasRows)
    return (blurred, (rows.lowerBound - block.lowerBound) * width)
  }
}
