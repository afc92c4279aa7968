import MorphCore
import MorphRaster

extension GlassMaterial {
  /// A layer's backdrop as the shading loop reads it: borrowed views of the sharp and blurred
  /// regions, valid only inside `Backdrop.withViews`. It holds no references, so copying it into
  /// each row's closures writes no reference count the other drawing thread reads. Sendable: only
  /// read, and the backdrop outlives every thread reading it.
  struct BackdropViews: @unchecked Sendable {
    /// The canvas under the layer's box.
    let sharp: BackdropView
    /// The blurred pixels for each σ in `sigmas`, in the same order.
    let blurred: UnsafeBufferPointer<BackdropView>
    /// The distinct blurs (pixels) of the layer's shapes, ascending.
    let sigmas: UnsafeBufferPointer<Double>
    /// The colour conversions.
    let tables: ColorEncoding.FastTables

    /// The blurred pixels for a shape's σ (pixels).
    @inline(__always)
    func blurred(for sigma: Double) -> BackdropView {
      blurred[sigmas.firstIndex(of: sigma) ?? 0]
    }
  }
}

extension GlassMaterial.Backdrop {
  /// Runs `body` with views of the backdrop's regions, valid only inside `body`.
  func withViews<Result>(_ body: (GlassMaterial.BackdropViews) -> Result) -> Result {
    sharp.withView { sharp in
      Self.withViews(of: blurred[...], collected: []) { blurred in
        blurred.withUnsafeBufferPointer { blurred in
          sigmas.withUnsafeBufferPointer { sigmas in
            body(
              GlassMaterial.BackdropViews(
                sharp: sharp, blurred: blurred, sigmas: sigmas, tables: tables))
          }
        }
      }
    }
  }

  /// `regions`' views appended to `collected`, each taken inside the one before's.
  private static func withViews<Result>(
    of regions: ArraySlice<BackdropRegion>, collected: [BackdropView],
    _ body: ([BackdropView]) -> Result
  ) -> Result {
    guard let first = regions.first else { return body(collected) }
    return first.withView { view in
      withViews(of: regions.dropFirst(), collected: collected + [view], body)
    }
  }
}
