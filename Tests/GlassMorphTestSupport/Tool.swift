import Foundation

/// Runs the real tools the tests check output with (`ffprobe`, `ffmpeg`, a shell).
public enum Tool {
  /// Runs `/usr/bin/<tool>` with `arguments`; returns its standard output (standard error dropped).
  public static func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }

  /// Runs `command` in `/bin/sh`; returns its status and standard error.
  public static func shell(_ command: String) throws -> (status: Int32, error: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The frames of the video at `path` as a player shows them at `fps` (decoded by the real
  /// ffmpeg and resampled by its `fps` filter, a held frame repeated for as long as it lasts): one
  /// checksum of the decoded picture per frame, in order (ffmpeg's `framecrc`).
  public static func framesShown(_ path: String, fps: Int) throws -> [String] {
    let text = String(
      decoding: try run(
        "ffmpeg",
        [
          "-v", "error", "-i", path, "-vf", "fps=" + String(fps), "-f", "framecrc", "-",
        ]), as: UTF8.self)
    // "0, pts, dts, duration, size, 0x<crc>" per frame; comment lines start with "#".
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
      $0.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) }
    }
  }

  /// `ffprobe`'s `key=value` lines for the first video stream and the format of `path`.
  public static func probe(_ path: String) throws -> [String: String] {
    let text = String(
      decoding: try run(
        "ffprobe",
        [
          "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
          "stream=codec_name,profile,pix_fmt,color_range,color_space,color_transfer,color_primaries,nb_read_frames,width,height,r_frame_rate,avg_frame_rate:format=duration",
          "-of", "default=noprint_wrappers=1", path,
        ]), as: UTF8.self)
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { result[parts[0]] = parts[1] }
    }
    return result
  }
}
