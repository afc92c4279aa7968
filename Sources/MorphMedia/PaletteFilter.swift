import CFFmpeg

/// GIF's colours: a libavfilter graph that makes one 256-colour palette from every frame of the
/// video (palettegen, counting all pixels) and maps each frame onto it (paletteuse with
/// Sierra-2-4A error diffusion, redrawn only inside the rectangle that changed from the frame
/// before, so still areas do not shimmer and the file stays small) — FFmpeg's own recipe for
/// high-quality GIFs. palettegen answers only at the end of the stream, so the graph keeps the
/// frames until `finish`.
final class PaletteFilter {
  private var graph: UnsafeMutablePointer<AVFilterGraph>?
  private var source: UnsafeMutablePointer<AVFilterContext>?
  private var sink: UnsafeMutablePointer<AVFilterContext>?
  private let width: Int
  private let height: Int
  private let path: String

  /// The graph between the source and the sink.
  static let description =
    "split[all][each];[all]palettegen=stats_mode=full:reserve_transparent=0[palette];"
    + "[each][palette]paletteuse=dither=sierra2_4a:diff_mode=rectangle"

  /// Builds the graph for `width` × `height` RGBA frames at `framesPerSecond`.
  init(width: Int, height: Int, framesPerSecond: Int, path: String) throws(MediaError) {
    self.width = width
    self.height = height
    self.path = path
    guard let graph = avfilter_graph_alloc(), let buffer = avfilter_get_by_name("buffer"),
      let bufferSink = avfilter_get_by_name("buffersink")
    else {
      throw MediaError("\(path): libavfilter could not make the GIF palette graph.")
    }
    self.graph = graph
    // One thread: the palette and the dithering are then the same on every machine.
    graph.pointee.nb_threads = 1
    let arguments =
      "video_size=\(width)x\(height):pix_fmt=\(AV_PIX_FMT_RGBA.rawValue):time_base=1/\(framesPerSecond):pixel_aspect=1/1"
    try VideoWriter.check(
      avfilter_graph_create_filter(&source, buffer, "in", arguments, nil, graph),
      "avfilter_graph_create_filter(buffer)", path)
    try VideoWriter.check(
      avfilter_graph_create_filter(&sink, bufferSink, "out", nil, nil, graph),
      "avfilter_graph_create_filter(buffersink)", path)
    // The graph's open ends: its input "in" is fed by the source, its output "out" feeds the sink.
    // parse_ptr takes both lists and hands back what it did not connect (nothing, here).
    var exits = avfilter_inout_alloc()
    var entries = avfilter_inout_alloc()
    defer {
      avfilter_inout_free(&exits)
      avfilter_inout_free(&entries)
    }
    guard let exit = exits, let entry = entries else {
      throw MediaError("\(path): libavfilter could not make the GIF palette graph.")
    }
    exit.pointee.name = av_strdup("in")
    exit.pointee.filter_ctx = source
    exit.pointee.pad_idx = 0
    exit.pointee.next = nil
    entry.pointee.name = av_strdup("out")
    entry.pointee.filter_ctx = sink
    entry.pointee.pad_idx = 0
    entry.pointee.next = nil
    let parsed = avfilter_graph_parse_ptr(graph, Self.description, &entries, &exits, nil)
    try VideoWriter.check(parsed, "avfilter_graph_parse_ptr", path)
    try VideoWriter.check(avfilter_graph_config(graph, nil), "avfilter_graph_config", path)
  }

  deinit {
    if graph != nil { avfilter_graph_free(&graph) }
  }

  /// Hands one frame of RGBA bytes (row-packed, the graph's size) to the graph.
  func push(rgba bytes: [UInt8], pts: Int64) throws(MediaError) {
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
  }

  /// Ends the stream and hands each palettised frame, in order, to `encode`.
  func finish(_ encode: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void)
    throws(MediaError)
  {
    guard let source, let sink else { return }
    try VideoWriter.check(av_buffersrc_add_frame(source, nil), "av_buffersrc_add_frame(end)", path)
    var frame = av_frame_alloc()
    defer { av_frame_free(&frame) }
    guard let frame else { throw MediaError("\(path): FFmpeg could not allocate a frame.") }
    while true {
      let code = av_buffersink_get_frame(sink, frame)
      if code == glassmorph_averror_eagain || code == glassmorph_averror_eof { break }
      try VideoWriter.check(code, "av_buffersink_get_frame", path)
      do throws(MediaError) {
        try encode(frame)
      } catch {
        av_frame_unref(frame)
        throw error
      }
      av_frame_unref(frame)
    }
    self.source = nil
  }
}
