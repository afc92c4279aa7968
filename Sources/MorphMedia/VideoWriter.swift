import CFFmpeg
import Foundation
import MorphCore
import MorphRaster

/// Writes an animated file frame by frame in the format its extension names (`VideoFormat`):
/// H.264 MP4 (libx264 High, yuv420p, BT.709 limited range with all four colour tags, `+faststart`),
/// ProRes 422 HQ MOV (prores_ks, 10-bit 4:2:2, BT.709 tags), GIF (one palette for the whole video
/// through libavfilter's palettegen → paletteuse), animated WebP (libwebp, lossy) or APNG. pts =
/// frame index, a fixed thread count and bit-exact flags, so the same frames give the same file. An
/// MP4 holds a frame that repeats the one before instead of encoding it again
/// (`holdsRepeatedFrames`).
/// Frames stream to the encoder as they are appended, so memory stays flat; a GIF takes its frames
/// twice — `analyze` each for the palette, then `append` each (`needsAnalysisPass`).
///
/// The file is written to a temporary path beside the target and renamed by `finish()`; if the
/// writer is dropped or `cancel()`ed before that, the temporary file is removed.
/// Not thread-safe: calls must not overlap (the render command serialises them on one queue).
package final class VideoWriter: @unchecked Sendable {
  /// The target path.
  package let path: String
  /// The format written (by the path's extension; MP4 when it names none).
  package let format: VideoFormat
  /// The frame size in pixels (even).
  package let width: Int
  /// The frame height in pixels (even).
  package let height: Int
  private let temporary: String
  private var muxer: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var stream: UnsafeMutablePointer<AVStream>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var scaler: OpaquePointer?
  /// H.264's input conversion (its own: only what changed since the previous frame).
  private var converter: YUV420Converter?
  private var palette: PaletteFilter?
  private var frameIndex: Int64 = 0
  /// Whether a frame that repeats the one before is held rather than encoded (MP4 only, when the
  /// settings ask for it): see `VideoSettings.holdsRepeatedFrames`.
  package let holdsRepeatedFrames: Bool
  /// How many appended frames repeated the one before and were held, not encoded.
  package private(set) var heldFrameCount = 0
  /// The pts of the last frame sent to the encoder, and each earlier sent frame's successor: a
  /// held frame's packet lasts until the next frame sent (its duration is known only then).
  private var lastSentPTS: Int64?
  private var nextSentPTS: [Int64: Int64] = [:]
  /// Packets of a holding writer waiting for their duration, in the encoder's (decoding) order.
  private var pending: [UnsafeMutablePointer<AVPacket>] = []
  private var analysedFrames: Int64 = 0
  private var finished = false

  /// The longest side a video may have, in pixels (H.264 level 6.2 allows 8192 × 4320).
  package static let maximumSide = 8192

  /// Opens the encoder for `width` × `height` frames (both must be even and positive).
  package init(path: String, width: Int, height: Int, settings: VideoSettings) throws(MediaError) {
    self.path = path
    self.width = width
    self.height = height
    let format = VideoFormat(path: path) ?? .mp4
    self.format = format
    holdsRepeatedFrames = format == .mp4 && settings.holdsRepeatedFrames
    temporary = OutputPath.temporary(for: path, suffix: "." + format.rawValue)
    guard width > 0, height > 0, !format.needsEvenSize || (width % 2 == 0 && height % 2 == 0)
    else {
      throw MediaError(
        "\(path): \(format.displayName) needs an even width and height, not \(width) × \(height).")
    }
    guard width <= Self.maximumSide, height <= Self.maximumSide else {
      throw MediaError(
        "\(path): the video would be \(width) × \(height) px; videos here take at most \(Self.maximumSide) px a side. Use a smaller canvas or scale.",
        settings: [.frameSize])
    }
    try OutputPath.validate(path)
    try FFmpegLibraries.load(for: path)
    OutputPath.removeStaleTemporaries(besides: path)
    do {
      try open(settings)
    } catch {
      release()
      try? FileManager.default.removeItem(atPath: temporary)
      throw error
    }
  }

  deinit {
    release()
    if !finished { try? FileManager.default.removeItem(atPath: temporary) }
  }

  static func check(_ code: Int32, _ call: String, _ path: String) throws(MediaError) {
    guard code < 0 else { return }
    var buffer = [CChar](repeating: 0, count: 256)
    glassmorph_error_string(code, &buffer, buffer.count)
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // FFmpeg's own words are kept as the reason; the message says what it means and what to do.
    let reason = text.prefix(1).lowercased() + text.dropFirst()
    switch call {
    case "avio_open":
      throw MediaError(
        "\(path): cannot create the video file (\(reason)); check that the folder is writable.")
    case "av_interleaved_write_frame", "av_write_trailer", "avio_closep", "avformat_write_header":
      throw MediaError(
        "\(path): could not write the video (\(reason)); the disk may be full or a file-size limit reached. Nothing was left behind."
      )
    default:
      throw MediaError(
        "\(path): the encoder refused the video (\(call): \(reason)); this is a GlassMorph bug — please report it with the command line."
      )
    }
  }

  /// FFmpeg's log level, for every use of the libraries: fatal messages only (AV_LOG_FATAL). Every
  /// failure comes back as a return code that GlassMorph turns into its own message; FFmpeg's
  /// would repeat it — or flood standard error, as x264's statistics and a damaged backdrop video's
  /// per-macroblock decoding errors do.
  static let logLevel: Int32 = 8

  private func open(_ settings: VideoSettings) throws(MediaError) {
    av_log_set_level(Self.logLevel)
    try Self.check(
      avformat_alloc_output_context2(&muxer, nil, format.muxer, temporary),
      "avformat_alloc_output_context2", path)
    guard let muxer, let encoder = avcodec_find_encoder_by_name(format.encoder) else {
      throw MediaError(
        "\(path): the \(format.encoder) encoder is not available in this FFmpeg; install Debian's libavcodec59 (scripts/setup.sh)."
      )
    }
    muxer.pointee.flags |= glassmorph_avfmt_flag_bitexact
    guard let stream = avformat_new_stream(muxer, nil), let codec = avcodec_alloc_context3(encoder)
    else {
      throw MediaError("\(path): FFmpeg could not allocate the stream or encoder.")
    }
    self.stream = stream
    self.codec = codec
    let pixelFormat = Self.pixelFormat(of: format)
    codec.pointee.width = Int32(width)
    codec.pointee.height = Int32(height)
    codec.pointee.pix_fmt = pixelFormat
    codec.pointee.time_base = AVRational(num: 1, den: Int32(settings.framesPerSecond))
    codec.pointee.framerate = AVRational(num: Int32(settings.framesPerSecond), den: 1)
    codec.pointee.gop_size = Int32(settings.framesPerSecond * 2)
    if format.isTaggedBT709 {
      codec.pointee.color_primaries = AVCOL_PRI_BT709
      codec.pointee.color_trc = AVCOL_TRC_BT709
      codec.pointee.colorspace = AVCOL_SPC_BT709
      codec.pointee.color_range = AVCOL_RANGE_MPEG
    }
    codec.pointee.thread_count = Int32(settings.threads)
    codec.pointee.flags |= glassmorph_codec_flag_bitexact
    if muxer.pointee.oformat.pointee.flags & glassmorph_avfmt_globalheader != 0 {
      codec.pointee.flags |= glassmorph_codec_flag_global_header
    }
    for (key, value) in Self.encoderOptions(format, settings) {
      try Self.check(
        av_opt_set(codec.pointee.priv_data, key, value, 0), "av_opt_set(\(key))", path)
    }
    try Self.check(avcodec_open2(codec, encoder, nil), "avcodec_open2", path)
    try Self.check(
      avcodec_parameters_from_context(stream.pointee.codecpar, codec),
      "avcodec_parameters_from_context", path)
    stream.pointee.time_base = codec.pointee.time_base
    try Self.check(
      avio_open(&muxer.pointee.pb, temporary, glassmorph_avio_flag_write), "avio_open", path)
    var options: OpaquePointer? = nil
    for (key, value) in Self.muxerOptions(format) { av_dict_set(&options, key, value, 0) }
    let header = avformat_write_header(muxer, &options)
    let leftovers = av_dict_count(options)
    av_dict_free(&options)
    try Self.check(header, "avformat_write_header", path)
    guard leftovers == 0 else {
      throw MediaError("\(path): the \(format.muxer) muxer did not recognise an option.")
    }

    frame = av_frame_alloc()
    packet = av_packet_alloc()
    guard let frame, packet != nil else {
      throw MediaError("\(path): FFmpeg could not allocate a frame.")
    }
    if format == .gif {
      palette = try PaletteFilter(
        width: width, height: height, framesPerSecond: settings.framesPerSecond, path: path)
      return
    }
    frame.pointee.format = pixelFormat.rawValue
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    if format.isTaggedBT709 {
      frame.pointee.color_primaries = AVCOL_PRI_BT709
      frame.pointee.color_trc = AVCOL_TRC_BT709
      frame.pointee.colorspace = AVCOL_SPC_BT709
      frame.pointee.color_range = AVCOL_RANGE_MPEG
    }
    try Self.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path)
    if pixelFormat == AV_PIX_FMT_YUV420P {
      // 4:2:0 frames are converted here, only where they changed (swscale converts every pixel
      // of every frame, through its general filter path for RGBA input).
      converter = YUV420Converter(width: width, height: height)
      return
    }
    // RGB → YUV with BT.709 coefficients (swscale's default is BT.601), full-range input to
    // limited-range output, accurate rounding; RGB targets are a plain repacking.
    scaler = sws_getContext(
      Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height), pixelFormat,
      glassmorph_sws_bicubic | glassmorph_sws_accurate_rnd | glassmorph_sws_full_chroma, nil, nil,
      nil)
    guard let scaler else {
      throw MediaError("\(path): swscale could not convert RGBA for the \(format.encoder) encoder.")
    }
    if format.isTaggedBT709 {
      let coefficients = sws_getCoefficients(glassmorph_sws_cs_itu709)
      try Self.check(
        sws_setColorspaceDetails(scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16),
        "sws_setColorspaceDetails", path)
    }
  }

  /// The pixel format each encoder is fed: 4:2:0 for H.264, 10-bit 4:2:2 for ProRes 422 HQ,
  /// palette indices for GIF, BGRA for libwebp (it converts to its own YUV), RGB for APNG.
  static func pixelFormat(of format: VideoFormat) -> AVPixelFormat {
    switch format {
    case .mp4: return AV_PIX_FMT_YUV420P
    case .mov: return AV_PIX_FMT_YUV422P10LE
    case .gif: return AV_PIX_FMT_PAL8
    case .webp: return AV_PIX_FMT_BGRA
    case .apng: return AV_PIX_FMT_RGB24
    }
  }

  /// libwebp's quality for lossy animation, 0–100: 80 keeps the glass's gradients free of
  /// blocking at about a third of a GIF's size (Docs/Video.md, "Formats").
  static let webPQuality = "80"

  /// The encoder's private options.
  static func encoderOptions(_ format: VideoFormat, _ settings: VideoSettings) -> [(
    String, String
  )] {
    switch format {
    case .mp4:
      let options = [
        ("profile", "high"), ("preset", settings.preset), ("crf", String(settings.crf)),
      ]
      // x264's own options, in place of the preset's, as one "key=value:key=value" list.
      let x264 = [
        settings.motionSearch.map { "me=" + $0 },
        settings.subpixelRefinement.map { "subme=" + String($0) },
        settings.bFrames.map { "bframes=" + String($0) },
      ].compactMap { $0 }
      return options + (x264.isEmpty ? [] : [("x264-params", x264.joined(separator: ":"))])
    // ProRes 422 HQ, tagged as Apple's own encoder writes it so editors take it without a warning.
    case .mov: return [("profile", "hq"), ("vendor", "apl0")]
    case .webp: return [("quality", webPQuality), ("lossless", "0")]
    case .gif, .apng: return []
    }
  }

  /// The muxer's options: MP4/MOV with the index first (plays while downloading); the sharing
  /// formats loop forever, as a GIF in a pull request is expected to.
  static func muxerOptions(_ format: VideoFormat) -> [(String, String)] {
    switch format {
    case .mp4, .mov: return [("movflags", "+faststart")]
    case .gif, .webp: return [("loop", "0")]
    case .apng: return [("plays", "0")]
    }
  }

  /// Encodes one frame (its size must be the writer's).
  package func append(_ pixmap: Pixmap) throws(MediaError) {
    try append(rgba: pixmap.sRGBBytes(), width: pixmap.width, height: pixmap.height)
  }

  /// Whether every frame must first be shown to `analyze` (GIF: its palette is made from all of
  /// them), before being appended in a second pass.
  package var needsAnalysisPass: Bool { Self.needsAnalysisPass(format) }

  /// Whether a writer of `format` needs every frame twice (`needsAnalysisPass`).
  package static func needsAnalysisPass(_ format: VideoFormat) -> Bool { format == .gif }

  /// The first pass of a GIF: one frame of 8-bit sRGB RGBA bytes counted into the palette (nothing
  /// is written yet). Every frame, in order, then `append` each again.
  package func analyze(rgba bytes: [UInt8], width: Int, height: Int) throws(MediaError) {
    guard !finished, let palette, !palette.isMapping else {
      throw MediaError("\(path): frames are analysed only before the first is appended, for a GIF.")
    }
    guard width == self.width, height == self.height, bytes.count >= width * height * 4 else {
      throw MediaError(
        "\(path): a frame is \(width) × \(height); the video is \(self.width) × \(self.height).")
    }
    try palette.push(rgba: bytes, pts: analysedFrames)
    analysedFrames += 1
  }

  /// Encodes one frame of 8-bit sRGB RGBA bytes.
  package func append(rgba bytes: [UInt8], width: Int, height: Int) throws(MediaError) {
    guard !finished, let codec, let frame else {
      throw MediaError("\(path): the video is already finished.")
    }
    guard width == self.width, height == self.height, bytes.count >= width * height * 4 else {
      throw MediaError(
        "\(path): frame \(frameIndex) is \(width) × \(height); the video is \(self.width) × \(self.height)."
      )
    }
    if let palette {
      // GIF, second pass: each frame mapped onto the palette the first pass made, then encoded.
      if !palette.isMapping { try palette.beginMapping() }
      try palette.push(rgba: bytes, pts: frameIndex) { (mapped) throws(MediaError) in
        try Self.check(avcodec_send_frame(codec, mapped), "avcodec_send_frame", path)
        try drain()
      }
      frameIndex += 1
      return
    }
    // Writable: a copy of the planes if the encoder still holds them, so they keep the previous
    // frame's conversion either way.
    try Self.check(av_frame_make_writable(frame), "av_frame_make_writable", path)
    if let converter {
      guard let y = frame.pointee.data.0, let u = frame.pointee.data.1, let v = frame.pointee.data.2
      else { throw MediaError("\(path): FFmpeg gave a frame without its planes.") }
      let converted = bytes.withUnsafeBufferPointer { buffer in
        converter.convert(
          buffer, y: y, yStride: Int(frame.pointee.linesize.0), u: u,
          uStride: Int(frame.pointee.linesize.1), v: v, vStride: Int(frame.pointee.linesize.2))
      }
      // Nothing converted: the frame repeats the one before, byte for byte.
      if converted == 0, holdsRepeatedFrames, lastSentPTS != nil { return holdPreviousFrame() }
      return try send(frame)
    }
    guard let scaler else { throw MediaError("\(path): the video is already finished.") }
    bytes.withUnsafeBufferPointer { buffer in
      var source: [UnsafePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
      var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
      withUnsafeMutablePointer(to: &frame.pointee.data) { data in
        withUnsafeMutablePointer(to: &frame.pointee.linesize) { lines in
          data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { planes in
            lines.withMemoryRebound(to: Int32.self, capacity: 8) { sizes in
              _ = sws_scale(scaler, &source, &strides, 0, Int32(height), planes, sizes)
            }
          }
        }
      }
    }
    try send(frame)
  }

  /// Appends a frame that repeats the one before, byte for byte, without its bytes: a holding
  /// writer (`holdsRepeatedFrames`) lasts the earlier frame one more tick; any other is told to
  /// append the bytes instead.
  package func appendRepeatedFrame() throws(MediaError) {
    guard !finished, codec != nil else {
      throw MediaError("\(path): the video is already finished.")
    }
    guard holdsRepeatedFrames, lastSentPTS != nil else {
      throw MediaError(
        "\(path): only an MP4 that holds repeated frames takes one without its bytes; this is a GlassMorph bug — please report it with the command line."
      )
    }
    holdPreviousFrame()
  }

  /// The frame at the next index repeats the last one sent, which lasts a tick longer.
  private func holdPreviousFrame() {
    frameIndex += 1
    heldFrameCount += 1
  }

  /// Stamps `frame` with the next index and hands it to the encoder.
  private func send(_ frame: UnsafeMutablePointer<AVFrame>) throws(MediaError) {
    guard let codec else { throw MediaError("\(path): the video is already finished.") }
    frame.pointee.pts = frameIndex
    if holdsRepeatedFrames {
      if let last = lastSentPTS { nextSentPTS[last] = frameIndex }
      lastSentPTS = frameIndex
    }
    frameIndex += 1
    try Self.check(avcodec_send_frame(codec, frame), "avcodec_send_frame", path)
    try drain()
  }

  /// Writes the packets the encoder has ready. A holding writer's packet lasts until the next frame
  /// sent (or, once `final`, the video's end), so it waits until that frame is known.
  private func drain(final: Bool = false) throws(MediaError) {
    guard let codec, let packet else { return }
    while true {
      let code = avcodec_receive_packet(codec, packet)
      if code == glassmorph_averror_eagain || code == glassmorph_averror_eof { break }
      try Self.check(code, "avcodec_receive_packet", path)
      guard holdsRepeatedFrames else {
        // Each frame lasts one tick of the 1/fps time base: the stream lasts frames / fps exactly.
        packet.pointee.duration = 1
        try write(packet)
        continue
      }
      guard let waiting = av_packet_alloc() else {
        throw MediaError("\(path): FFmpeg could not allocate a packet.")
      }
      av_packet_move_ref(waiting, packet)
      pending.append(waiting)
    }
    while let first = pending.first {
      let pts = first.pointee.pts
      guard let end = nextSentPTS[pts] ?? (final ? frameIndex : nil) else { break }
      nextSentPTS[pts] = nil
      first.pointee.duration = end - pts
      var written: UnsafeMutablePointer<AVPacket>? = pending.removeFirst()
      defer { av_packet_free(&written) }
      try write(first)
    }
  }

  /// Writes one encoded packet (its times in the codec's time base) and empties it.
  private func write(_ packet: UnsafeMutablePointer<AVPacket>) throws(MediaError) {
    guard let codec, let muxer, let stream else { return }
    av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
    packet.pointee.stream_index = stream.pointee.index
    let written = av_interleaved_write_frame(muxer, packet)
    av_packet_unref(packet)
    try Self.check(written, "av_interleaved_write_frame", path)
  }

  /// Flushes the encoder, writes the trailer and moves the file into place.
  package func finish() throws(MediaError) {
    guard !finished, let codec, let muxer else { return }
    if let palette {
      // The last frames paletteuse still holds.
      try palette.finish { (mapped) throws(MediaError) in
        try Self.check(avcodec_send_frame(codec, mapped), "avcodec_send_frame", path)
        try drain()
      }
    }
    if holdsRepeatedFrames, let last = lastSentPTS, last < frameIndex - 1, let frame {
      // The last frame is encoded even when it repeats the one before (the planes still hold
      // it): the stream then ends on a frame of one tick, as a constant-rate one does, and tools
      // that take each frame's length from the file's sample table (ffmpeg's fps filter) see the
      // whole held stretch.
      frameIndex -= 1
      heldFrameCount -= 1
      try send(frame)
    }
    try Self.check(avcodec_send_frame(codec, nil), "avcodec_send_frame(flush)", path)
    try drain(final: true)
    try Self.check(av_write_trailer(muxer), "av_write_trailer", path)
    let closed = avio_closep(&muxer.pointee.pb)
    try Self.check(closed, "avio_closep", path)
    OutputPath.markAsOurs(temporary)
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw MediaError("\(path): could not move the finished video into place (\(reason)).")
    }
    finished = true
    release()
  }

  /// Stops without writing the file; the temporary file is removed.
  package func cancel() {
    release()
    try? FileManager.default.removeItem(atPath: temporary)
  }

  /// The number of frames appended so far, held ones included.
  package var frameCount: Int { Int(frameIndex) }

  private func release() {
    for waiting in pending {
      var freed: UnsafeMutablePointer<AVPacket>? = waiting
      av_packet_free(&freed)
    }
    pending = []
    if let scaler { sws_freeContext(scaler) }
    scaler = nil
    palette = nil
    if frame != nil { av_frame_free(&frame) }
    if packet != nil { av_packet_free(&packet) }
    if codec != nil { avcodec_free_context(&codec) }
    if let muxer {
      if muxer.pointee.pb != nil { avio_closep(&muxer.pointee.pb) }
      avformat_free_context(muxer)
    }
    muxer = nil
  }
}
