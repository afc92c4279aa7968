import MorphCore
import MorphRaster

extension GlassMaterial {
  /// Blurs at least this wide (σ, canvas pixels) are computed at half resolution: the 2 × 2
  /// average adds a variance of ¼ px² and the bilinear read back about ⅔ px², under 6 % of
  /// σ² ≥ 16 px² (σ under 3 % wider), and the blur costs a quarter. A control's 2 pt blur takes
  /// this path at 2× and 3×.
  static let halfResolutionSigma = 4.0

  /// The pixels under a layer (§3.1–3.2), sharp and blurred once per blur its shapes use (a
  /// control beside a large surface keeps its own small blur), and their luma statistics. Each
  /// blur covers only the shapes that use it, with room for the blur to read around them; the
  /// lens samples inward (against the outward normal), so every sample lies in the layer's box.
  struct Backdrop: Sendable {
    /// The canvas under the layer's box, grown by three of its widest σ (or the whole backdrop).
    let sharp: BackdropRegion
    /// The blurred pixels for each σ in `sigmas`, in the same order.
    let blurred: [BackdropRegion]
    /// The distinct blurs (pixels) of the layer's shapes, ascending.
    let sigmas: [Double]
    /// The colour conversions, fetched once for the layer's pixels.
    let tables = ColorEncoding.fast
    /// Canvas pixels between samples of the luma statistics (`statisticsStride(scale:)`).
    let statisticsStride: Int

    /// The backdrop of `shapes`, whose outline reaches `margin` pixels beyond them, drawn in the
    /// pixel box `box` at `scale` pixels per point. With `blurs`, the canvas there is that
    /// backdrop untouched, and its whole-canvas blurs are read instead of blurring a region.
    init(
      canvas: Canvas, around box: (x: Range<Int>, y: Range<Int>), shapes: [Shape], margin: Double,
      scale: Double = 1, blurs: BackdropBlurs? = nil
    ) {
      statisticsStride = Self.statisticsStride(scale: scale)
      let sigmas = Array(Set(shapes.map(\.blur))).sorted()
      if let blurs {
        sharp = blurs.sharp
        self.sigmas = sigmas.isEmpty ? [0] : sigmas
        // Every row a lens can sample: the layer's box (its drawn pixels lie inside) and the
        // deepest displacement beyond it (the blurs add a row around, for the bilinear reads);
        // no farther than the canvas is tall.
        let deepest = Int(saturating: (shapes.map(\.depth).max() ?? 0).rounded(.up))
        let lens = min(max(deepest, 0), canvas.height) + 1
        let ys = (box.y.lowerBound - lens)..<(box.y.upperBound + lens)
        blurred = self.sigmas.map { blurs.blurred(sigma: $0, rows: ys) }
        return
      }
      func reach(_ sigma: Double) -> Int { Int(saturating: (sigma * 3).rounded(.up)) + 2 }
      let widest = reach(sigmas.last ?? 0)
      let sharp = BackdropRegion(
        canvas: canvas, xs: (box.x.lowerBound - widest)..<(box.x.upperBound + widest),
        ys: (box.y.lowerBound - widest)..<(box.y.upperBound + widest))
      self.sharp = sharp
      self.sigmas = sigmas.isEmpty ? [0] : sigmas
      blurred = self.sigmas.map { sigma in
        let users = shapes.filter { $0.blur == sigma }
        guard var area = users.first?.reach else { return sharp }
        for shape in users.dropFirst() { area = area.union(shape.reach) }
        let grow = margin + Double(reach(sigma))
        let xs =
          Int(
            saturating: (area.minX - grow).rounded(.down))..<Int(
            saturating: (area.maxX + grow).rounded(.up))
        let ys =
          Int(
            saturating: (area.minY - grow).rounded(.down))..<Int(
            saturating: (area.maxY + grow).rounded(.up))
        return sharp.glassBlurred(sigma: sigma, xs: xs, ys: ys)
      }
    }

    /// The blurred pixels for a shape's σ (pixels).
    func blurred(for sigma: Double) -> BackdropRegion {
      blurred[sigmas.firstIndex(of: sigma) ?? 0]
    }

    /// Mean encoded luma of the blurred backdrop under `shape` (0.5 when it is off the region),
    /// sampled on a grid.
    func meanLuma(under shape: Shape) -> Double {
      let region = blurred(for: shape.blur)
      let (xs, ys) = region.indices(in: shape.rect)
      guard !xs.isEmpty, !ys.isEmpty else { return 0.5 }
      let tables = self.tables
      // Every `statisticsStride` canvas pixels each way (a blurred picture varies slowly).
      let step = max(1, statisticsStride / region.step)
      let rows = (ys.count + step - 1) / step
      let columns = (xs.count + step - 1) / step
      return Self.sum(rows: 0..<rows) { index in
        let row = (ys.lowerBound + index * step) * region.width
        return region.withPixels { pixels in
          // Eight samples of the row at a time (a short last group repeats its last sample and
          // leaves the repeats out of the sum).
          Self.sumOfLanes(count: columns) { first in
            let luma = Self.luma(
              VectorMath.channels { lane in
                pixels[row + xs.lowerBound + min(first + lane, columns - 1) * step]
              }, tables)
            return luma
          }
        }
      } / Double(rows * columns)
    }

    /// Mean |sharp − blurred| encoded luma under the shapes, each with its own blur: how much
    /// detail (text, lines) is behind. Measured every `statisticsStride` pixels each way.
    func detail(under shapes: [Shape]) -> Double {
      var total = 0.0
      var count = 0
      let tables = self.tables
      let sharp = self.sharp
      for shape in shapes {
        let region = blurred(for: shape.blur)
        let (xs, ys) = sharp.indices(in: shape.rect)
        let step = statisticsStride
        let rows = (ys.count + step - 1) / step
        let columns = (xs.count + step - 1) / step
        guard rows > 0, columns > 0 else { continue }
        total += Self.sum(rows: 0..<rows) { index in
          let y = ys.lowerBound + index * step
          return sharp.withPixels { pixels in
            Self.sumOfLanes(count: columns) { first in
              let column = VectorMath.lanes { lane in
                Float(xs.lowerBound + min(first + lane, columns - 1) * step)
              }
              let own = Self.luma(
                VectorMath.channels { lane in
                  pixels[y * sharp.width + xs.lowerBound + min(first + lane, columns - 1) * step]
                }, tables)
              // The blurred picture at the same pixel centres (canvas coordinates).
              let blurred = region.withView { region in
                region.samples(
                  xs: column + Float(sharp.originX) + 0.5,
                  ys: VectorMath.Lanes(repeating: Float(sharp.originY + y) + 0.5),
                  undisplaced: SIMDMask(repeating: false), x0: 0, y: 0)
              }
              let difference = own - Self.luma((blurred.r, blurred.g, blurred.b, .zero), tables)
              return difference.replacing(with: -difference, where: difference .< 0)
            }
          }
        }
        count += rows * columns
      }
      return count > 0 ? total / Double(count) : 0
    }

    /// Canvas pixels between samples of the luma statistics: they describe a whole area, not
    /// each pixel, so the grid is `statisticsSpacing` points (at least 2 pixels) — at 3× a ninth
    /// of the samples a 2-pixel grid takes, still over 400 under a 44 pt button.
    static func statisticsStride(scale: Double) -> Int {
      max(2, Int(saturating: (statisticsSpacing * scale).rounded(.down)))
    }

    /// The luma statistics' grid in points.
    static let statisticsSpacing = 2.0

    /// Σ `row(y)` over `rows`, the rows summed in parallel and their totals added in order, so the
    /// result is the same for any thread count.
    static func sum(rows: Range<Int>, _ row: @Sendable (Int) -> Double) -> Double {
      var totals = [Double](repeating: 0, count: rows.count)
      totals.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let totals = buffer
        Parallel.forEach(rows.count) { index in totals[index] = row(rows.lowerBound + index) }
      }
      return totals.reduce(0, +)
    }

    /// The encoded luma of eight premultiplied linear colours (Rec. 709 weights).
    @inline(__always)
    static func luma(
      _ colour: (
        r: VectorMath.Lanes, g: VectorMath.Lanes, b: VectorMath.Lanes, a: VectorMath.Lanes
      ),
      _ tables: ColorEncoding.FastTables
    ) -> VectorMath.Lanes {
      0.2126 * tables.encoded(colour.r) + 0.7152 * tables.encoded(colour.g) + 0.0722
        * tables.encoded(colour.b)
    }

    /// Σ over `count` samples taken eight at a time: `lanes(first)` gives samples first … first + 7
    /// (those past the end are left out); each group is summed in Float, the groups in Double.
    @inline(__always)
    static func sumOfLanes(count: Int, _ lanes: (Int) -> VectorMath.Lanes) -> Double {
      var total = 0.0
      var first = 0
      while first < count {
        var values = lanes(first)
        values.replace(with: 0, where: GlassMaterial.laneOffsets .>= Float(count - first))
        total += Double(values.sum())
        first += 8
      }
      return total
    }
  }
}
