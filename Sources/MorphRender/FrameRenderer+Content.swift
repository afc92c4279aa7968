import Foundation
import MorphCore
import MorphFrame

/// Content: paints, shapes, symbols, text and images, on their own layer when blurred, clipped
/// or turned.
extension FrameRenderer {
  /// Text set smaller than this many pixels per em is not drawn: below it a glyph covers less
  /// than a pixel and the mask would be empty anyway.
  static let smallestTextPixelSize = 1.0

  func draw(
    _ item: ContentFrame, vibrancy: Double? = nil, faceLuminance: Double? = nil,
    on canvas: Canvas
  ) {
    guard item.opacity > 0.001 else { return }
    var item = vibrancy.map { Self.adapted(item, darkness: $0) } ?? item
    if let faceLuminance { item = Self.legible(item, onFace: faceLuminance) }
    let (rect, pivot) = placement(of: item)
    guard rect.width > 0.01, rect.height > 0.01 else { return }
    let opacity = Float(item.opacity)
    // A blur wider than the canvas looks the same as one as wide as the canvas; clamping keeps
    // the layer and the blur's cost bounded.
    let diagonal = (Double(canvas.width * canvas.width + canvas.height * canvas.height))
      .squareRoot()
    let blur = min(item.blur * scale, diagonal)
    let rotation = item.rotation.truncatingRemainder(dividingBy: 360)
    guard blur > 0.3 || item.clip != nil || rotation != 0 else {
      drawKind(item, in: rect, opacity: opacity, on: canvas)
      return
    }
    // Blurred, clipped or rotated content is drawn on its own layer, then composited.
    let margin = blur * 3 + 1
    let reach = Double(max(canvas.width, canvas.height))
    let limit = Rect(
      x: -reach, y: -reach, width: Double(canvas.width) + 2 * reach,
      height: Double(canvas.height) + 2 * reach)
    let padded = Rect(
      x: rect.minX - margin, y: rect.minY - margin, width: rect.width + 2 * margin,
      height: rect.height + 2 * margin
    ).intersection(limit)
    let originX = Int(saturating: padded.minX.rounded(.down))
    let originY = Int(saturating: padded.minY.rounded(.down))
    let layerWidth = Int(saturating: padded.maxX.rounded(.up)) - originX
    let layerHeight = Int(saturating: padded.maxY.rounded(.up)) - originY
    guard layerWidth > 0, layerHeight > 0 else { return }
    let layer = Canvas(width: layerWidth, height: layerHeight)
    // Unblurred and unturned, a layer pixel lands on the canvas pixel at the same offset: only
    // those inside the canvas's clip need drawing (same coordinates, so the same values).
    if let clip = canvas.clip, blur <= 0.3, rotation == 0 {
      layer.clip = PixelBox(
        x0: clip.x0 - originX, y0: clip.y0 - originY, x1: clip.x1 - originX, y1: clip.y1 - originY)
    }
    drawKind(
      item, in: rect.offsetBy(dx: -Double(originX), dy: -Double(originY)), opacity: opacity,
      on: layer)
    let pixels =
      blur > 0.3
      ? BoxBlur.blur(layer.snapshot(), width: layer.width, height: layer.height, sigma: blur)
      : layer.snapshot()
    let source = LayerSample(
      pixels: pixels, width: layer.width, height: layer.height, originX: originX, originY: originY)
    let centre = pivot ?? Point(x: rect.midX, y: rect.midY)
    let turn = LayerTurn(degrees: rotation, about: centre)
    let clip = item.clip
    let pointsToPixels = scale
    let bounds = canvas.pixelBounds(turn.boundingBox(of: padded), margin: 1)
    guard !bounds.x.isEmpty else { return }
    canvas.forRows(bounds.y) { y in
      for x in bounds.x {
        let point = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        var color =
          rotation == 0
          ? source.pixel(x: x - originX, y: y - originY)
          : source.bilinear(at: turn.inverse(point))
        if let clip {
          let coverage = ShapeDistance.coverage(
            distance: clip.distance(to: point, scale: pointsToPixels))
          guard coverage > 0 else { continue }
          color *= Float(coverage)
        }
        if color.w > 0 { canvas.blend(color, x: x, y: y) }
      }
    }
  }

  /// Where `item` is drawn, in pixels: its frame scaled about the pivot (the scaled view's centre)
  /// or its own centre, and the pivot in pixels.
  func placement(of item: ContentFrame) -> (rect: Rect, pivot: Point?) {
    var rect = Rect(
      x: item.frame.minX * scale, y: item.frame.minY * scale, width: item.frame.width * scale,
      height: item.frame.height * scale)
    let pivot = item.pivot.map { Point(x: $0.x * scale, y: $0.y * scale) }
    if item.scale != 1 {
      let centre = pivot ?? Point(x: rect.midX, y: rect.midY)
      rect = Rect(
        x: centre.x + (rect.minX - centre.x) * item.scale,
        y: centre.y + (rect.minY - centre.y) * item.scale,
        width: rect.width * item.scale, height: rect.height * item.scale)
    }
    return (rect, pivot)
  }

  /// Draws `item`'s kind in `rect` (pixels) at `opacity`.
  func drawKind(_ item: ContentFrame, in rect: Rect, opacity: Float, on canvas: Canvas) {
    switch item.kind {
    case .paint(let paint):
      drawPaint(paint, in: rect, opacity: opacity, on: canvas)
    case .shape(let kind, let radius, let paint):
      drawShape(kind, radius: radius, paint: paint, in: rect, opacity: opacity, on: canvas)
    case .shadow(let kind, let radius, let blur, let color, let castBy):
      drawShadow(
        kind, radius: radius, blur: blur, color: color, castBy: castBy, in: rect,
        opacity: opacity, on: canvas)
    case .stroke(let kind, let radius, let lineWidth, let paint):
      drawStroke(
        kind, radius: radius, lineWidth: lineWidth, paint: paint, in: rect, opacity: opacity,
        on: canvas)
    case .symbol(let name):
      drawSymbol(name, color: Self.solid(item.foreground) * opacity, in: rect, on: canvas)
    case .text(let string, let font):
      drawText(
        string, font: font, scaledBy: item.scale, in: rect,
        color: Self.solid(item.foreground) * opacity, on: canvas)
    case .image(let name):
      drawImage(name, in: rect, opacity: opacity, on: canvas)
    }
  }

  /// Fills `rect` with `paint`: one colour with coverage only at the edges, a gradient per pixel.
  private func drawPaint(_ paint: Paint, in rect: Rect, opacity: Float, on canvas: Canvas) {
    let shader = PaintShader(paint, in: rect, scale: scale)
    if case .solid(let colour) = shader.kind {
      // One colour: the pixels wholly inside the rectangle take the same source (colour × 1 ×
      // opacity, composited as `Canvas.blend` does); only the edge pixels need their coverage.
      let source = colour * Float(1) * opacity
      let bounds = canvas.pixelBounds(rect)
      guard !bounds.x.isEmpty else { return }
      // Columns whose pixel square lies inside: x − ½ ≥ minX and x + ½ ≤ maxX (centres at x).
      // None when the rectangle is narrower than a pixel (ceil(minX) > floor(maxX): the
      // range would run backwards, found by fuzzing).
      let innerStart = max(bounds.x.lowerBound, Int(saturating: rect.minX.rounded(.up)))
      let innerEnd = min(bounds.x.upperBound, Int(saturating: rect.maxX.rounded(.down)))
      let inner = innerStart..<max(innerStart, innerEnd)
      canvas.forRows(bounds.y) { y in
        let row = Double(y) + 0.5
        for x in bounds.x where inner.isEmpty || x < inner.lowerBound || x >= inner.upperBound {
          let coverage = Self.boxCoverage(x: Double(x) + 0.5, y: row, rect: rect)
          if coverage > 0 { canvas.blend(source * Float(coverage), x: x, y: y) }
        }
        guard !inner.isEmpty else { return }
        let coverage = Self.boxCoverage(x: Double(inner.lowerBound) + 0.5, y: row, rect: rect)
        guard coverage > 0 else { return }
        canvas.composite(colour * Float(coverage) * opacity, over: inner, y: y)
      }
      return
    }
    fill(rect, on: canvas) { x, y in
      let coverage = Self.boxCoverage(x: x, y: y, rect: rect)
      return coverage > 0 ? shader.color(x: x, y: y) * Float(coverage) * opacity : nil
    }
  }

  /// A filled shape (`ShapeKind` with `radius` points): spans wholly inside composited at once,
  /// the outline pixel by pixel with its coverage.
  private func drawShape(
    _ kind: ShapeKind, radius: Double, paint: Paint, in rect: Rect, opacity: Float,
    on canvas: Canvas
  ) {
    let shader = PaintShader(paint, in: rect, scale: scale)
    let r = radius * scale
    let bounds = canvas.pixelBounds(rect)
    guard !bounds.x.isEmpty else { return }
    let ellipse = kind == .ellipse
    canvas.forRows(bounds.y) { y in
      let row = Double(y) + 0.5
      var start = bounds.x.lowerBound
      while start < bounds.x.upperBound {
        let end = min(start + GlassMaterial.spanWidth, bounds.x.upperBound)
        // A rounded rectangle's distance changes by at most the distance moved, so a span
        // whose centre lies deeper than half its length plus half a pixel is wholly covered:
        // coverage 1 without a distance per pixel (what the formula gives there).
        let centre = Point(x: Double(start + end) / 2, y: row)
        let covered =
          !ellipse
          && ShapeDistance.roundedRectangle(centre, in: rect, radius: r)
            + Double(end - start) / 2 <= -0.5
        // A covered span of one colour: the same source over every pixel (colour × 1 × opacity,
        // composited as `Canvas.blend` does), without a shader call or clip test per pixel
        // (the bounds are clipped already).
        if covered, case .solid(let colour) = shader.kind {
          canvas.composite(colour * opacity, over: start..<end, y: y)
          start = end
          continue
        }
        // A span along the outline: eight pixels at a time, those wholly inside (coverage 1)
        // or wholly outside (coverage 0, nothing drawn) found by the same bound, the rest
        // pixel by pixel.
        var chunk = start
        while chunk < end {
          let chunkEnd = min(chunk + Self.outlineChunk, end)
          var inside = covered
          if !covered && !ellipse {
            let depth = ShapeDistance.roundedRectangle(
              Point(x: Double(chunk + chunkEnd) / 2, y: row), in: rect, radius: r)
            let half = Double(chunkEnd - chunk) / 2
            if depth - half >= 0.5 {
              chunk = chunkEnd
              continue
            }
            inside = depth + half <= -0.5
          }
          for x in chunk..<chunkEnd {
            let point = Point(x: Double(x) + 0.5, y: row)
            let coverage =
              inside
              ? 1
              : ShapeDistance.coverage(
                distance: ellipse
                  ? ShapeDistance.ellipse(point, in: rect)
                  : ShapeDistance.roundedRectangle(point, in: rect, radius: r))
            guard coverage > 0 else { continue }
            canvas.blend(
              shader.color(x: point.x, y: row) * Float(coverage) * opacity, x: x, y: y)
          }
          chunk = chunkEnd
        }
        start = end
      }
    }
  }

  /// An SF Symbol: its Material icon from the font engine, else GlassMorph's own line art.
  private func drawSymbol(_ name: String, color: SIMD4<Float>, in rect: Rect, on canvas: Canvas) {
    let side = min(rect.width, rect.height)
    let box = Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    // The Material icon standing in for the SF Symbol, set by the font engine when there is one.
    if let mask = text?.iconMask(for: SymbolCatalog.icon(for: name).codepoint, pixelSize: side) {
      blend(
        mask, color: color, x: Int(saturating: (box.midX - Double(mask.width) / 2).rounded()),
        y: Int(saturating: (box.midY - Double(mask.height) / 2).rounded()), on: canvas)
      return
    }
    let art = SymbolArt.primitives(for: name) ?? SymbolArt.unknown
    fill(box, on: canvas) { x, y in
      let d = SymbolArt.distance(art, x: (x - box.minX) / side, y: (y - box.minY) / side) * side
      let coverage = ShapeDistance.coverage(distance: d)
      return coverage > 0 ? color * Float(coverage) : nil
    }
  }

  /// An app image (or the background picture, or the stand-in photo) stretched over `rect`.
  private func drawImage(_ name: String, in rect: Rect, opacity: Float, on canvas: Canvas) {
    let image = images[name] ?? background
    // Without a picture, the stand-in photo sampled at the image's own pixel grid.
    let photoWidth = max(1, Int(saturating: rect.width.rounded(.up)))
    let photoHeight = max(1, Int(saturating: rect.height.rounded(.up)))
    let photo = image == nil ? photoCache.pixels(width: photoWidth, height: photoHeight) : []
    fill(rect, on: canvas) { x, y in
      let coverage = Self.boxCoverage(x: x, y: y, rect: rect)
      guard coverage > 0 else { return nil }
      let u = (x - rect.minX) / rect.width
      let v = (y - rect.minY) / rect.height
      let color: SIMD4<Float>
      if let image {
        color = Self.sampleImage(image, x: u * Double(image.width), y: v * Double(image.height))
      } else {
        let column = min(max(Int(saturating: u * Double(photoWidth)), 0), photoWidth - 1)
        let row = min(max(Int(saturating: v * Double(photoHeight)), 0), photoHeight - 1)
        color = photo[row * photoWidth + column]
      }
      return color * Float(coverage) * opacity
    }
  }

  /// Draws `string` in `rect` (pixels, already scaled by `itemScale`): the glyphs are set at
  /// the font's size times the render scale times `itemScale`, so text grows and shrinks with
  /// its view (a pressed button, content travelling with its glass) rather than staying at its
  /// laid-out size inside a smaller frame.
  func drawText(
    _ string: String, font: FontSpec, scaledBy itemScale: Double, in rect: Rect,
    color: SIMD4<Float>, on canvas: Canvas
  ) {
    // A scaled size is kept to a quarter pixel: an animation then reuses the glyph masks of
    // nearby frames instead of rasterising a new size every frame (invisible at that step).
    let pixelSize =
      itemScale == 1 ? font.size * scale : (font.size * scale * itemScale * 4).rounded() / 4
    guard pixelSize >= Self.smallestTextPixelSize, font.size > 0 else { return }
    let sized = pixelSize / font.size
    let lineHeight = font.lineHeight * sized
    let lineCount = max(1, Int(saturating: (rect.height / lineHeight).rounded()))
    // Lines broken where layout broke them: the same font metrics, in points.
    let lines =
      lineCount > 1
      ? Array(
        font.metrics.lines(
          of: string, width: rect.width / (scale * itemScale), size: font.size,
          weight: font.weight,
          monospacedDigits: font.monospacedDigits
        ).prefix(lineCount)) : [string]
    for (index, line) in lines.enumerated() {
      let lineRect = Rect(
        x: rect.minX, y: rect.minY + Double(index) * lineHeight, width: rect.width,
        height: lineHeight)
      guard let rasterizer = text,
        let mask = rasterizer.mask(for: line, pixelSize: pixelSize, font: font)
      else {
        drawWordBars(line, in: lineRect, pixelSize: pixelSize, color: color, on: canvas)
        continue
      }
      blend(
        mask, color: color, x: Int(saturating: lineRect.minX.rounded()),
        y: Int(saturating: (lineRect.midY - Double(mask.height) / 2).rounded()),
        widest: rect.width + pixelSize, on: canvas)
    }
  }

  func drawWordBars(
    _ line: String, in rect: Rect, pixelSize: Double, color: SIMD4<Float>, on canvas: Canvas
  ) {
    var x = rect.minX
    let height = pixelSize * 0.5
    for word in line.split(separator: " ") {
      let width = Double(word.count) * pixelSize * 0.55
      let bar = Rect(x: x, y: rect.midY - height / 2, width: width, height: height)
      fill(bar, on: canvas) { px, py in
        let coverage = ShapeDistance.coverage(
          distance: ShapeDistance.roundedRectangle(Point(x: px, y: py), in: bar, radius: height / 2)
        )
        return coverage > 0 ? color * Float(coverage) * 0.6 : nil
      }
      x += width + pixelSize * 0.3
    }
  }

  /// Pixels per test of a shape's outline span for wholly inside or outside: a rounded
  /// rectangle's distance changes by at most the distance moved, so eight pixels are decided by
  /// their centre's distance and half their width.
  static let outlineChunk = 8

  /// Composites `shader(x, y)` (premultiplied, nil = nothing) over every pixel near `rect`.
  func fill(
    _ rect: Rect, on canvas: Canvas, _ shader: @escaping @Sendable (Double, Double) -> SIMD4<Float>?
  ) {
    let bounds = canvas.pixelBounds(rect)
    guard !bounds.x.isEmpty else { return }
    canvas.forRows(bounds.y) { y in
      for x in bounds.x {
        if let color = shader(Double(x) + 0.5, Double(y) + 0.5) { canvas.blend(color, x: x, y: y) }
      }
    }
  }

  /// Anti-aliased coverage of a pixel by an axis-aligned rectangle (overlap area of the pixel square).
  static func boxCoverage(x: Double, y: Double, rect: Rect) -> Double {
    let cx = max(0, min(x + 0.5, rect.maxX) - max(x - 0.5, rect.minX))
    let cy = max(0, min(y + 0.5, rect.maxY) - max(y - 0.5, rect.minY))
    return min(1, cx) * min(1, cy)
  }

  /// A single colour for symbols and text (a gradient's middle stop).
  static func solid(_ paint: Paint) -> SIMD4<Float> {
    switch paint {
    case .color(let color): return color.premultipliedLinear
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _),
      .angularGradient(let stops, _):
      return (stops.isEmpty ? Color.primary : stops[stops.count / 2].color).premultipliedLinear
    }
  }

  /// Blends `color` through a glyph or icon mask whose top-left pixel is at (`x`, `y`): only
  /// the mask's columns up to `widest` pixels (a line cut where its frame ends) and only pixels
  /// on the canvas.
  private func blend(
    _ mask: TextMask, color: SIMD4<Float>, x originX: Int, y originY: Int,
    widest: Double = .infinity, on canvas: Canvas
  ) {
    for row in 0..<mask.height {
      let y = originY + row
      guard y >= 0 && y < canvas.height else { continue }
      for column in 0..<mask.width {
        let x = originX + column
        guard x >= 0 && x < canvas.width, Double(column) <= widest else { continue }
        let coverage = mask.coverage[row * mask.width + column]
        if coverage > 0 { canvas.blend(color * coverage, x: x, y: y) }
      }
    }
  }
}
