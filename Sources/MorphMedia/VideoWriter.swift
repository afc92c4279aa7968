import CFFmpeg
import Foundation
import MorphCore

/// Writes an H.264 MP4 frame by frame: libx264 High profile, yuv420p, BT.709 with accurate rounding
/// into limited range, all four colour tags, `+faststart`, pts = frame index, a fixed thread count
/// and bit-exact flags. Frames stream to the encoder as they are appended (memory stays flat).
///
/// The file is written to a temporary path beside the target and renamed by `finish()`; if the
/// writer is dropped or `cancel()`ed before that, the temporary file is removed.
/// Not thread-safe: calls must not overlap (the render command serialises them on one queue).
public final class VideoWriter: @unchecked Sendable {
  /// The target path.
  public let path: String
  /// The frame size in pixels (even).
  public let width: Int
  /// The frame height in pixels (even).
  public let height: Int
  private let temporary: String
  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var stream: UnsafeMutablePointer<AVStream>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var scaler: OpaquePointer?
  private var frameIndex: Int64 = 0
  private var finished = false

  /// The longest side a video may have, in pixels (H.264 level 6.2 allows 8192 × 4320).
  public static let maximumSide = 8192

  /// Opens the encoder for `width` × `height` frames (both must be even and positive).
  public init(path: String, width: Int, height: Int, settings: VideoSettings) throws(MediaError) {
    self.path = path
    self.width = width
    self.height = height
    temporary = OutputPath.temporary(for: path, suffix: ".mp4")
    guard width > 0, height > 0, width % 2 == 0, height % 2 == 0 else {
      throw MediaError(
        "\(path): H.264 4:2:0 needs an even width and height, not \(width) × \(height).")
    }
    guard width <= Self.maximumSide, height <= Self.maximumSide else {
      throw MediaError(
        "\(path): the video would be \(width) × \(height) px; H.264 here takes at most \(Self.maximumSide) px a side. Use a smaller --canvas or --scale."
      )
    }
    try OutputPath.validate(path)
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

  private static func check(_ code: Int32, _ call: String, _ path: String) throws(MediaError) {
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
        "\(path): the H.264 encoder refused the video (\(call): \(reason)); this is a GlassMorph bug — please report it with the command line."
      )
    }
  }

  /// FFmpeg's log level: errors only (x264's statistics would flood stderr).
  static let logLevel: Int32 = 16

  private func open(_ settings: VideoSettings) throws(MediaError) {
    av_log_set_level(Self.logLevel)
    try Self.check(
      avformat_alloc_output_context2(&format, nil, "mp4", temporary),
      "avformat_alloc_output_context2", path)
    guard let format, let encoder = avcodec_find_encoder_by_name("libx264") else {
      throw MediaError(
        "\(path): the libx264 encoder is not available in this FFmpeg; install libavcodec with x264 (Debian's libavcodec59)."
      )
    }
    format.pointee.flags |= glassmorph_avfmt_flag_bitexact
    guard let stream = avformat_new_stream(format, nil), let codec = avcodec_alloc_context3(encoder)
    else {
      throw MediaError("\(path): FFmpeg could not allocate the stream or encoder.")
    }
    self.stream = stream
    self.codec = codec
    codec.pointee.width = Int32(width)
    codec.pointee.height = Int32(height)
    codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
    codec.pointee.time_base = AVRational(num: 1, den: Int32(settings.framesPerSecond))
    codec.pointee.framerate = AVRational(num: Int32(settings.framesPerSecond), den: 1)
    codec.pointee.gop_size = Int32(settings.framesPerSecond * 2)
    codec.pointee.color_primaries = AVCOL_PRI_BT709
    codec.pointee.color_trc = AVCOL_TRC_BT709
    codec.pointee.colorspace = AVCOL_SPC_BT709
    codec.pointee.color_range = AVCOL_RANGE_MPEG
    codec.pointee.thread_count = Int32(settings.threads)
    codec.pointee.flags |= glassmorph_codec_flag_bitexact
    if format.pointee.oformat.pointee.flags & glassmorph_avfmt_globalheader != 0 {
      codec.pointee.flags |= glassmorph_codec_flag_global_header
    }
    try Self.check(
      av_opt_set(codec.pointee.priv_data, "profile", "high", 0), "av_opt_set(profile)", path)
    try Self.check(
      av_opt_set(codec.pointee.priv_data, "preset", settings.preset, 0), "av_opt_set(preset)", path)
    try Self.check(
      av_opt_set(codec.pointee.priv_data, "crf", String(settings.crf), 0), "av_opt_set(crf)", path)
    try Self.check(avcodec_open2(codec, encoder, nil), "avcodec_open2", path)
    try Self.check(
      avcodec_parameters_from_context(stream.pointee.codecpar, codec),
      "avcodec_parameters_from_context", path)
    stream.pointee.time_base = codec.pointee.time_base
    try Self.check(
      avio_open(&format.pointee.pb, temporary, glassmorph_avio_flag_write), "avio_open", path)
    var options: OpaquePointer? = nil
    av_dict_set(&options, "movflags", "+faststart", 0)
    let header = avformat_write_header(format, &options)
    let leftovers = av_dict_count(options)
    av_dict_free(&options)
    try Self.check(header, "avformat_write_header", path)
    guard leftovers == 0 else {
      throw MediaError("\(path): the MP4 muxer did not recognise the faststart option.")
    }

    frame = av_frame_alloc()
    packet = av_packet_alloc()
    guard let frame, packet != nil else {
      throw MediaError("\(path): FFmpeg could not allocate a frame.")
    }
    frame.pointee.format = AV_PIX_FMT_YUV420P.rawValue
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    frame.pointee.color_primaries = AVCOL_PRI_BT709
    frame.pointee.color_trc = AVCOL_TRC_BT709
    frame.pointee.colorspace = AVCOL_SPC_BT709
    frame.pointee.color_range = AVCOL_RANGE_MPEG
    try Self.check(av_frame_get_buffer(frame, 0), "av_frame_get_buffer", path)
    // RGB → YUV with BT.709 coefficients (swscale's default is BT.601), full-range input to
    // limited-range output, accurate rounding.
    scaler = sws_getContext(
      Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height), AV_PIX_FMT_YUV420P,
      glassmorph_sws_bicubic | glassmorph_sws_accurate_rnd | glassmorph_sws_full_chroma, nil, nil,
      nil)
    guard let scaler else {
      throw MediaError("\(path): swscale could not convert RGBA to YUV 4:2:0.")
    }
    let coefficients = sws_getCoefficients(glassmorph_sws_cs_itu709)
    try Self.check(
      sws_setColorspaceDetails(scaler, coefficients, 1, coefficients, 0, 0, 1 << 16, 1 << 16),
      "sws_setColorspaceDetails", path)
  }

  /// Encodes one frame (its size must be the writer's).
  public func append(_ pixmap: Pixmap) throws(MediaError) {
    try append(rgba: pixmap.sRGBBytes(), width: pixmap.width, height: pixmap.height)
  }

  /// Encodes one frame of 8-bit sRGB RGBA bytes.
  public func append(rgba bytes: [UInt8], width: Int, height: Int) throws(MediaError) {
    guard !finished, let codec, let frame, let scaler else {
      throw MediaError("\(path): the video is already finished.")
    }
    guard width == self.width, height == self.height, bytes.count >= width * height * 4 else {
      throw MediaError(
        "\(path): frame \(frameIndex) is \(width) × \(height); the video is \(self.width) × \(self.height)."
      )
    }
    try Self.check(av_frame_make_writable(frame), "av_frame_make_writable", path)
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
    frame.pointee.pts = frameIndex
    frameIndex += 1
    try Self.check(avcodec_send_frame(codec, frame), "avcodec_send_frame", path)
    try drain()
  }

  private func drain() throws(MediaError) {
    guard let codec, let packet, let format, let stream else { return }
    while true {
      let code = avcodec_receive_packet(codec, packet)
      if code == glassmorph_averror_eagain || code == glassmorph_averror_eof { return }
      try Self.check(code, "avcodec_receive_packet", path)
      // Each frame lasts one tick of the 1/fps time base, so the stream lasts frames / fps exactly.
      packet.pointee.duration = 1
      av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
      packet.pointee.stream_index = stream.pointee.index
      let written = av_interleaved_write_frame(format, packet)
      av_packet_unref(packet)
      try Self.check(written, "av_interleaved_write_frame", path)
    }
  }

  /// Flushes the encoder, writes the trailer and moves the file into place.
  public func finish() throws(MediaError) {
    guard !finished, let codec, let format else { return }
    try Self.check(avcodec_send_frame(codec, nil), "avcodec_send_frame(flush)", path)
    try drain()
    try Self.check(av_write_trailer(format), "av_write_trailer", path)
    let closed = avio_closep(&format.pointee.pb)
    try Self.check(closed, "avio_closep", path)
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: temporary)
      throw MediaError("\(path): could not move the finished video into place (\(reason)).")
    }
    finished = true
    release()
  }

  /// Stops without writing the file; the temporary file is removed.
  public func cancel() {
    release()
    try? FileManager.default.removeItem(atPath: temporary)
  }

  /// The number of frames appended so far.
  public var frameCount: Int { Int(frameIndex) }

  private func release() {
    if let scaler { sws_freeContext(scaler) }
    scaler = nil
    if frame != nil { av_frame_free(&frame) }
    if packet != nil { av_packet_free(&packet) }
    if codec != nil { avcodec_free_context(&codec) }
    if let format {
      if format.pointee.pb != nil { avio_closep(&format.pointee.pb) }
      avformat_free_context(format)
    }
    format = nil
  }
}
