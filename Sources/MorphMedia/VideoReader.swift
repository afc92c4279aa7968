import CFFmpeg
import Foundation
import MorphCore
import MorphRaster

/// Reads a video's frames in time order through libavformat/libavcodec — any container and codec
/// FFmpeg decodes (MP4, MOV, WebM, MKV, GIF, …) — converted to RGBA by swscale: the moving
/// backdrop of `--background clip.mp4` (Docs/Sharing.md, "Your own backdrop").
///
/// `frame(at:)` answers the frame shown at a time: the last one whose timestamp is at or before
/// it. Times past the end loop from the start; asking for an earlier time than the last one seeks
/// back to the start and decodes forward, so playing forwards (a render) decodes each frame once.
/// Not thread-safe.
package final class VideoReader {
  /// The file read.
  package let path: String
  /// The frame size in pixels.
  package let width: Int
  /// The frame height in pixels.
  package let height: Int
  /// The length in seconds (the container's, else the stream's).
  package let duration: Double
  private var input: UnsafeMutablePointer<AVFormatContext>?
  private var decoder: UnsafeMutablePointer<AVCodecContext>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var scaler: OpaquePointer?
  private let streamIndex: Int32
  private let timeBase: Double
  /// The frame shown now and the next one decoded (their times and RGBA bytes): only a frame that
  /// is asked for becomes a pixmap, so frames a slower render steps over cost only their decoding.
  private var current: (time: Double, bytes: [UInt8])?
  private var pending: (time: Double, bytes: [UInt8])?
  /// The last frame made a pixmap, by its time.
  private var converted: (time: Double, pixmap: Pixmap)?
  private var ended = false

  /// The longest side a backdrop video may have (it is converted to floating point per frame).
  package static let maximumSide = 4096

  /// Opens `path` and decodes its first frame; throws with the file's name when it is not a video
  /// FFmpeg can decode.
  package init(path: String) throws(MediaError) {
    self.path = path
    try FFmpegLibraries.load(for: path)
    av_log_set_level(VideoWriter.logLevel)
    var input: UnsafeMutablePointer<AVFormatContext>? = nil
    guard avformat_open_input(&input, path, nil, nil) >= 0, let opened = input else {
      throw MediaError("\(path): cannot open it as a video (missing, unreadable or not a video).")
    }
    self.input = opened
    guard avformat_find_stream_info(opened, nil) >= 0 else {
      avformat_close_input(&self.input)
      throw MediaError("\(path): FFmpeg found no streams in it; is it a video file?")
    }
    var codec: UnsafePointer<AVCodec>? = nil
    let index = av_find_best_stream(opened, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0)
    guard index >= 0, let codec, let stream = opened.pointee.streams[Int(index)],
      let context = avcodec_alloc_context3(codec)
    else {
      avformat_close_input(&self.input)
      throw MediaError("\(path): it has no video stream FFmpeg can decode.")
    }
    streamIndex = index
    decoder = context
    avcodec_parameters_to_context(context, stream.pointee.codecpar)
    // One decoding thread: the same file gives the same frames on every machine.
    context.pointee.thread_count = 1
    guard avcodec_open2(context, codec, nil) >= 0 else {
      avcodec_free_context(&decoder)
      avformat_close_input(&self.input)
      throw MediaError("\(path): FFmpeg cannot decode its video stream.")
    }
    width = Int(context.pointee.width)
    height = Int(context.pointee.height)
    timeBase = av_q2d(stream.pointee.time_base)
    let streamDuration =
      stream.pointee.duration > 0 ? Double(stream.pointee.duration) * timeBase : 0
    let containerDuration =
      opened.pointee.duration > 0 ? Double(opened.pointee.duration) / 1_000_000 : 0
    duration = max(streamDuration, containerDuration)
    frame = av_frame_alloc()
    packet = av_packet_alloc()
    guard width > 0, height > 0, width <= Self.maximumSide, height <= Self.maximumSide else {
      release()
      throw MediaError(
        "\(path): its frames are \(width) × \(height) px; a backdrop video may be at most \(Self.maximumSide) px a side. Scale it down first (ffmpeg -vf scale=-2:1920)."
      )
    }
    guard frame != nil, packet != nil else {
      release()
      throw MediaError("\(path): FFmpeg could not allocate a frame.")
    }
    current = try decodeNext()
    guard current != nil else {
      release()
      throw MediaError("\(path): it has no frames to show.")
    }
  }

  deinit { release() }

  private func release() {
    if let scaler { sws_freeContext(scaler) }
    scaler = nil
    if frame != nil { av_frame_free(&frame) }
    if packet != nil { av_packet_free(&packet) }
    if decoder != nil { avcodec_free_context(&decoder) }
    if input != nil { avformat_close_input(&input) }
  }

  /// The frame shown at `time` seconds from the video's start, looping past its end.
  package func frame(at time: Double) throws(MediaError) -> Pixmap {
    try shownFrame(at: time).pixmap
  }

  /// The frame shown at `time` seconds (looping) and its own timestamp in the video, which tells
  /// callers whether it is the one they were shown last.
  package func shownFrame(at time: Double) throws(MediaError) -> (time: Double, pixmap: Pixmap) {
    var time = max(0, time)
    if duration > 0 { time = time.truncatingRemainder(dividingBy: duration) }
    guard var shown = current else { throw MediaError("\(path): it has no frames to show.") }
    if time < shown.time {
      try rewind()
      guard let first = current else { throw MediaError("\(path): it has no frames to show.") }
      shown = first
    }
    while true {
      if pending == nil && !ended { pending = try decodeNext() }
      guard let next = pending, next.time <= time + 1e-9 else { break }
      shown = next
      current = next
      pending = nil
    }
    if let converted, converted.time == shown.time { return converted }
    let pixmap = Pixmap(width: width, height: height, sRGBBytes: shown.bytes)
    converted = (shown.time, pixmap)
    return (shown.time, pixmap)
  }

  /// Back to the first frame.
  private func rewind() throws(MediaError) {
    guard let input, let decoder else { return }
    av_seek_frame(input, streamIndex, 0, 1)  // AVSEEK_FLAG_BACKWARD
    avcodec_flush_buffers(decoder)
    ended = false
    pending = nil
    current = try decodeNext()
  }

  /// The next frame in decoding order with its time, or nil at the end.
  private func decodeNext() throws(MediaError) -> (time: Double, bytes: [UInt8])? {
    guard let input, let decoder, let frame, let packet else { return nil }
    while true {
      let received = avcodec_receive_frame(decoder, frame)
      if received >= 0 {
        defer { av_frame_unref(frame) }
        let stamp = frame.pointee.best_effort_timestamp
        let time = stamp == Int64.min ? 0 : Double(stamp) * timeBase
        let start = input.pointee.start_time > 0 ? Double(input.pointee.start_time) / 1_000_000 : 0
        return (max(0, time - start), try convert(frame))
      }
      if received == glassmorph_averror_eof {
        ended = true
        return nil
      }
      guard received == glassmorph_averror_eagain else {
        throw MediaError("\(path): FFmpeg could not decode a frame of it.")
      }
      // The decoder wants input: the next packet of our stream, or the end.
      var sent = false
      while !sent {
        let read = av_read_frame(input, packet)
        if read < 0 {
          avcodec_send_packet(decoder, nil)
          sent = true
        } else {
          if packet.pointee.stream_index == streamIndex {
            avcodec_send_packet(decoder, packet)
            sent = true
          }
          av_packet_unref(packet)
        }
      }
    }
  }

  /// The decoded frame as 8-bit sRGB RGBA bytes.
  private func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws(MediaError) -> [UInt8] {
    scaler = sws_getCachedContext(
      scaler, Int32(width), Int32(height), AVPixelFormat(rawValue: frame.pointee.format),
      Int32(width), Int32(height), AV_PIX_FMT_RGBA, glassmorph_sws_bicubic, nil, nil, nil)
    guard let scaler else {
      throw MediaError("\(path): swscale cannot convert its pixel format to RGBA.")
    }
    // YUV → RGB with the matrix and range the stream is tagged with (BT.601 when untagged).
    let matrix =
      frame.pointee.colorspace == AVCOL_SPC_BT709
      ? glassmorph_sws_cs_itu709 : glassmorph_sws_cs_default
    let fullRange: Int32 = frame.pointee.color_range == AVCOL_RANGE_JPEG ? 1 : 0
    let coefficients = sws_getCoefficients(matrix)
    _ = sws_setColorspaceDetails(
      scaler, coefficients, fullRange, sws_getCoefficients(glassmorph_sws_cs_default), 1, 0,
      1 << 16, 1 << 16)
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      var target: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
      var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
      withUnsafePointer(to: &frame.pointee.data) { data in
        withUnsafePointer(to: &frame.pointee.linesize) { lines in
          data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: 8) { planes in
            lines.withMemoryRebound(to: Int32.self, capacity: 8) { sizes in
              _ = sws_scale(scaler, planes, sizes, 0, Int32(height), &target, &strides)
            }
          }
        }
      }
    }
    return bytes
  }
}
