import Foundation

/// Where an output may be written, and the temporary names beside it (Docs/Reliability.md,
/// "Outputs"). Every file GlassMorph writes is first written as `.NAME.PID.partial[.ext]` in the
/// target's folder and renamed over the target only when complete; temporaries left by a process
/// that died (a kill -9, a power cut) are removed by the next run that writes into that folder.
public enum OutputPath {
  /// Checks that `path` may be written: its folder exists and is a folder, and the path is not an
  /// existing folder, device, socket, FIFO or any other non-regular file, nor one of `inputs` (the
  /// scene, a backdrop picture) — whatever name it is reached by.
  public static func validate(_ path: String, inputs: [String] = []) throws(MediaError) {
    guard !path.isEmpty else { throw MediaError("The output name is empty; give a file name.") }
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw MediaError("\(path): the folder \(folder) does not exist; create it first.")
    }
    var status = stat()
    if stat(path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFDIR:
        throw MediaError("\(path) is a folder; give a file name to write, such as \(path)/out.png.")
      default:
        throw MediaError(
          "\(path) is not a regular file (a device, socket or pipe); GlassMorph only replaces regular files. Give another name."
        )
      }
      for input in inputs {
        var other = stat()
        if stat(input, &other) == 0, other.st_dev == status.st_dev, other.st_ino == status.st_ino {
          throw MediaError(
            "\(path) is the input \(input); writing it would destroy it. Give another output name.")
        }
      }
    }
    guard access(folder, W_OK) == 0 else {
      throw MediaError(
        "\(path): the folder \(folder) is not writable; choose a folder you can write to.")
    }
  }

  /// The temporary name beside `path` for this process: `.NAME.PID.partial` + `suffix`.
  public static func temporary(for path: String, suffix: String = "") -> String {
    let target = URL(fileURLWithPath: path)
    return target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(getpid()).partial\(suffix)"
    ).path
  }

  /// Removes the temporaries that processes no longer running left in `path`'s folder (files and
  /// folders named `.NAME.PID.partial…` whose PID is not alive). Others are never touched.
  public static func removeStaleTemporaries(besides path: String) {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return
    }
    for name in names {
      guard let pid = Self.owner(ofTemporary: name), pid != getpid() else { continue }
      // kill(pid, 0) fails with ESRCH only when no such process exists.
      if kill(pid, 0) != 0 && errno == ESRCH {
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
      }
    }
  }

  /// What may follow `.partial` in a temporary's name: nothing, `.old`, the video formats'
  /// extensions (`VideoWriter`), and `.staged` with or without `.png` or a video extension
  /// (`OutputBatch`).
  static let temporarySuffixes: Set<String> = {
    let extensions = ["png"] + VideoFormat.extensions
    return Set(
      ["", ".old", ".staged"] + extensions.map { "." + $0 } + extensions.map { ".staged." + $0 })
  }()

  /// The PID in a temporary's name (`.NAME.PID.partial`, `.NAME.PID.partial.mp4`, …), or nil when
  /// `name` is not one of ours.
  static func owner(ofTemporary name: String) -> pid_t? {
    guard name.hasPrefix("."), let range = name.range(of: ".partial", options: .backwards) else {
      return nil
    }
    let rest = name[range.upperBound...]
    guard temporarySuffixes.contains(String(rest)) else { return nil }
    let stem = name[name.index(after: name.startIndex)..<range.lowerBound]
    guard let dot = stem.lastIndex(of: "."), dot > stem.startIndex,
      let pid = pid_t(stem[stem.index(after: dot)...]), pid > 0
    else { return nil }
    return pid
  }
}

extension OutputPath {
  /// Checks that `path` may become a folder of numbered frames: its parent exists, and the path is
  /// either free or a folder holding nothing but earlier frames (`frame-NNNNN.png`), which a
  /// complete new set replaces. Anything else there is the user's, so the folder is refused.
  public static func validateFrameFolder(_ path: String) throws(MediaError) {
    guard !path.isEmpty else {
      throw MediaError("The folder name is empty; give a folder to write.")
    }
    let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw MediaError("\(path): the folder \(parent) does not exist; create it first.")
    }
    guard access(parent, W_OK) == 0 else {
      throw MediaError(
        "\(path): the folder \(parent) is not writable; choose a folder you can write to.")
    }
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return }
    guard isDirectory.boolValue else {
      throw MediaError("\(path) exists and is not a folder; give a new folder name for the frames.")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    if let other = names.first(where: { !isFrameName($0) }) {
      throw MediaError(
        "\(path) already holds '\(other)', which is not a frame GlassMorph wrote; give an empty or new folder."
      )
    }
  }

  /// Whether `name` is a frame file GlassMorph writes: `frame-` five or more digits `.png`.
  public static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return digits.count >= 5 && digits.allSatisfy(\.isASCII) && digits.allSatisfy(\.isNumber)
  }

  /// Moves the finished folder `temporary` to `path`, replacing an earlier folder of frames there
  /// (moved aside first, removed after).
  public static func commitFolder(_ temporary: String, to path: String) throws(MediaError) {
    var old: String? = nil
    if FileManager.default.fileExists(atPath: path) {
      let aside = OutputPath.temporary(for: path, suffix: ".old")
      guard rename(path, aside) == 0 else {
        throw MediaError(
          "\(path): could not replace the earlier frames (\(String(cString: strerror(errno)))).")
      }
      old = aside
    }
    markAsOurs(temporary)
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      if let old { _ = rename(old, path) }
      throw MediaError("\(path): could not move the finished frames into place (\(reason)).")
    }
    if let old { try? FileManager.default.removeItem(atPath: old) }
  }
}
