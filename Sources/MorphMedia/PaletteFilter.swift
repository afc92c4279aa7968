import CFFmpeg

/// GIF's colours in two passes over the frames, so memory stays flat however long the video: the
/// first pass feeds every frame to libavfilter's `palettegen` (counting all pixels), which makes one
/// 256-colour palette for the whole video; the second maps each frame onto it with `paletteuse`
/// (Sierra-2-4A error diffusion, redrawn only inside the rectangle that changed from the frame
/// before, so still areas do not shimmer and the file stays small) — FFmpeg's own recipe for
/// high-quality GIFs, as `ffmpeg -vf palettegen` then `-lavfi paletteuse` does it. Each graph runs on
/// one thread, so the same frames give the same file.
final class PaletteFilter {
  private var graph: UnsafeMutablePointer<AVFilterGraph>?
  private var source: UnsafeMutablePointer<AVFilterContext>?
  private var paletteSource: UnsafeMutablePointer<AVFilterContext>?
  private var sink: UnsafeMutablePointer<AVFilterContext>?
  /// The palette once the first pass has ended (a 16 × 16 frame of 256 colours).
  private var palette: UnsafeMutablePointer<AVFrame>?
  private let width: Int
  private let height: Int
  private let framesPerSecond: Int
  private let path: String

  /// The first pass's filter.
  static let analysis = "palettegen=stats_mode=full:reserve_transparent=0"
  /// The second pass's filter, between the frames ("in") and the palette ("palette").
  static let mapping = "paletteuse=dither=sierra2_4a:diff_mode=rectangle"

  /// Prepares the first pass for `width` × `height` RGBA frames at `framesPerSecond`.
  init(width: Int, height: Int, framesPerSecond: Int, path: String) throws(MediaError) {
    self.width = width
    self.height = height
    self.framesPerSecond = framesPerSecond
    self.path = path
    try FFmpegLibraries.loadFilters(for: path)
    try build(Self.analysis, withPalette: false)
  }

  deinit {
    if graph != nil { avfilter_graph_free(&graph) }
    if palette != nil { av_frame_free(&palette) }
  }

  /// Whether the second pass has begun.
  var isMapping: Bool { palette != nil }

  /// A graph from a `buffer` source "in" (and, with `withPalette`, a second source "palette") through
  /// `description` to a `buffersink`.
  private func build(_ description: String, withPalette: Bool) throws(MediaError) {
    if graph != nil { avfilter_graph_free(&graph) }
    guard let graph = avfilter_graph_alloc(), let buffer = avfilter_get_by_name("buffer"),
      let bufferSink = avfilter_get_by_name("buffersink")
    else {
      throw MediaError("\(path): libavfilter could not make the GIF palette graph.")
    }
    self.graph = graph
    graph.pointee.nb_threads = 1
    let frames =
      "video_size=\(width)x\(height):pix_fmt=\(AV_PIX_FMT_RGBA.rawValue):time_base=1/\(framesPerSecond):pixel_aspect=1/1"
    try VideoWriter.check(
      avfilter_graph_create_filter(&source, buffer, "in", frames, nil, graph),
      "avfilter_graph_create_filter(buffer)", path)
    if withPalette, let palette {
      let arguments =
        "video_size=\(palette.pointee.width)x\(palette.pointee.height):pix_fmt=\(palette.pointee.format):time_base=1/\(framesPerSecond):pixel_aspect=1/1"
      try VideoWriter.check(
        avfilter_graph_create_filter(&paletteSource, buffer, "palette", arguments, nil, graph),
        "avfilter_graph_create_filter(palette)", path)
    }
    try VideoWriter.check(
      avfilter_graph_create_filter(&sink, bufferSink, "out", nil, nil, graph),
      "avfilter_graph_create_filter(buffersink)", path)
    // The graph's open ends: its inputs are fed by the sources, its output feeds the sink.
    // parse_ptr takes both lists and hands back what it did not connect (nothing, here).
    var exits = try Self.ends([("in", source)] + (withPalette ? [("palette", paletteSource)] : []))
    var entries = try Self.ends([("out", sink)])
    defer {
      avfilter_inout_free(&exits)
      avfilter_inout_free(&entries)
    }
    let labelled = withPalette ? "[in][palette]\(description)[out]" : "[in]\(description)[out]"
    try VideoWriter.check(
      avfilter_graph_parse_ptr(graph, labelled, &entries, &exits, nil), "avfilter_graph_parse_ptr",
      path)
    try VideoWriter.check(avfilter_graph_config(graph, nil), "avfilter_graph_config", path)
  }

  /// A linked list of named pads (`AVFilterInOut`), each the first pad of its filter.
  private static func ends(_ pads: [(String, UnsafeMutablePointer<AVFilterContext>?)])
    throws(MediaError) -> UnsafeMutablePointer<AVFilterInOut>?
  {
    var head: UnsafeMutablePointer<AVFilterInOut>? = nil
    for (name, filter) in pads.reversed() {
      guard let end = avfilter_inout_alloc() else {
        avfilter_inout_free(&head)
        throw MediaError("libavfilter could not make the GIF palette graph.")
      }
      end.pointee.name = av_strdup(name)
      end.pointee.filter_ctx = filter
      end.pointee.pad_idx = 0
      end.pointee.next = head
      head = end
    }
    return head
  }

  /// Hands one frame of RGBA bytes (row-packed, the graph's size) to the current pass; in the
  /// second pass, each palettised frame that is ready goes to `encode`.
  func push(
    rgba bytes: [UInt8], pts: Int64,
    encode: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void = { _ in }
  ) throws(MediaError) {
    guard let source else { throw MediaError("\(path): the video is already finished.") }
    var frame = av_frame_alloc()
    defer { av_frame_free(&frame) }
    guard let frame else { throw MediaError("\(path): FFmpeg could not allocate a frame.") }
    frame.pointee.format = AV_PIX_FMT_RGBA.rawValue
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    try VideoWriter.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path)
    let stride = Int(frame.pointee.linesize.0)
    guard let plane = frame.pointee.data.0 else {
      throw MediaError("\(path): FFmpeg could not allocate a frame.")
    }
    bytes.withUnsafeBufferPointer { rows in
      guard let from = rows.baseAddress else { return }
      for y in 0..<height {
        (plane + y * stride).update(from: from + y * width * 4, count: width * 4)
      }
    }
    frame.pointee.pts = pts
    try VideoWriter.check(av_buffersrc_add_frame(source, frame), "av_buffersrc_add_frame", path)
    // Asking the sink runs the graph on the frame now; otherwise libavfilter queues every frame
    // until the end. palettegen answers only then, so in the first pass nothing comes out.
    try drain(isMapping ? encode : { _ in })
  }

  /// Ends the first pass: the palette is made from every frame pushed, and the second pass's graph
  /// is built around it.
  func beginMapping() throws(MediaError) {
    guard !isMapping, let source, let sink else { return }
    try VideoWriter.check(av_buffersrc_add_frame(source, nil), "av_buffersrc_add_frame(end)", path)
    var allocated = av_frame_alloc()
    guard let made = allocated else {
      throw MediaError("\(path): FFmpeg could not allocate a frame.")
    }
    guard av_buffersink_get_frame(sink, made) >= 0 else {
      av_frame_free(&allocated)
      throw MediaError("\(path): libavfilter made no GIF palette (were there no frames?).")
    }
    palette = made
    try build(Self.mapping, withPalette: true)
    // The palette once, then the end of that input: paletteuse keeps using the last one.
    guard let paletteSource else { return }
    made.pointee.pts = 0
    try VideoWriter.check(
      av_buffersrc_add_frame_flags(paletteSource, made, Int32(AV_BUFFERSRC_FLAG_KEEP_REF)),
      "av_buffersrc_add_frame(palette)", path)
    try VideoWriter.check(
      av_buffersrc_add_frame(paletteSource, nil), "av_buffersrc_add_frame(palette end)", path)
  }

  /// Ends the second pass, handing the last palettised frames to `encode`.
  func finish(_ encode: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void)
    throws(MediaError)
  {
    guard isMapping, let source else { return }
    try VideoWriter.check(av_buffersrc_add_frame(source, nil), "av_buffersrc_add_frame(end)", path)
    try drain(encode)
    self.source = nil
  }

  /// Hands every frame the sink has ready to `encode`.
  private func drain(_ encode: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void)
    throws(MediaError)
  {
    guard let sink else { return }
    var frame = av_frame_alloc()
    defer { av_frame_free(&frame) }
    guard let frame else { throw MediaError("\(path): FFmpeg could not allocate a frame.") }
    while true {
      let code = av_buffersink_get_frame(sink, frame)
      if code == glassmorph_averror_eagain || code == glassmorph_averror_eof { return }
      try VideoWriter.check(code, "av_buffersink_get_frame", path)
      do throws(MediaError) {
        try encode(frame)
      } catch {
        av_frame_unref(frame)
        throw error
      }
      av_frame_unref(frame)
    }
  }
}
