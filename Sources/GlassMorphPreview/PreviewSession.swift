import Foundation
import GlassMorph
import GlassMorphRendering

/// The state of one preview: the settings the page asked for, the newest analysis and renders of
/// the scene, and the worker and file watcher that keep them current.
///
/// Thread-safe: every field below is read and written under `condition`, which also wakes the
/// worker (new settings, a saved file, stop) and the page's long polls (a new snapshot).
public final class PreviewSession: @unchecked Sendable {
  /// How the session was started.
  public let options: PreviewOptions
  /// The temporary folder renders are written to before they are read into memory (removed by
  /// `stop()`).
  public let workDirectory: String

  let condition = NSCondition()
  var snapshot: PreviewSnapshot
  var settings: PreviewSettings
  /// Grows with every settings update and every change of the file.
  var revision = 0
  /// The revision the worker last took up.
  var processed = -1
  /// The newest videos by ID, oldest first (bounded by `keptVideos`).
  var videos: [(id: String, bytes: [UInt8])] = []
  /// The newest timeline that loaded, for the contact-sheet export.
  var currentTimeline: (revision: Int, timeline: Timeline, settings: PreviewSettings)?
  var isStopping = false
  var threadsRunning = 0
  /// Videos rendered to the end (drafts, full, comparisons), for tests of the coalescing.
  var finishedRenders = 0
  /// The last comparison video and what it depends on (the file's text, the events, canvas,
  /// scale and backdrop): moving a spring slider changes none of these, so it is rendered once.
  var originalCache: (key: String, video: PreviewSnapshot.Video)?

  /// Videos kept in memory: the current, its comparison, and the two before them (a page may
  /// still be fetching one of those when a newer one is published).
  static let keptVideos = 4

  /// A session for `options`. Throws when the scene file cannot be read at all (a file with
  /// errors starts: the page shows them until they are fixed).
  public init(options: PreviewOptions) throws(PreviewError) {
    guard FileManager.default.isReadableFile(atPath: options.scenePath) else {
      throw PreviewError(
        "\(options.scenePath): no such file (or it cannot be read); give the path of a Swift scene, e.g. Scenes/toolbar.swift."
      )
    }
    if let problem = options.settings.problem { throw PreviewError(problem) }
    var template = Array("/tmp/glassmorph-preview-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    guard let created else {
      throw PreviewError(
        "Cannot create a temporary folder in /tmp: \(String(cString: strerror(errno))).")
    }
    self.options = options
    self.workDirectory = created
    self.settings = options.settings
    self.snapshot = PreviewSnapshot(
      generation: 0, revision: 0, status: "rendering", scenePath: options.scenePath,
      viewName: options.view ?? "", settings: options.settings,
      defaultBackground: options.background, failure: nil, warnings: [], taps: [], command: "",
      video: nil, original: nil, states: [], statesTruncated: false, currentState: nil,
      targets: [], spring: nil,
      presets: MorphAnimation.presets.map {
        PreviewSnapshot.Preset(name: $0.name, swift: "." + $0.name)
      },
      devices: ["auto", "fit"] + DevicePreset.all.map(\.name),
      backgrounds: PreviewSettings.builtInBackgrounds)
  }

  /// Starts the worker and the file watcher.
  public func start() {
    condition.lock()
    threadsRunning = 2
    condition.unlock()
    Thread.detachNewThread { [self] in
      runWorker()
      finishThread()
    }
    Thread.detachNewThread { [self] in
      runWatcher()
      finishThread()
    }
  }

  /// Stops rendering (a render in flight is cancelled at its next frame), wakes every long poll,
  /// waits for the threads and removes the temporary folder. Calling it again does nothing.
  public func stop() {
    condition.lock()
    isStopping = true
    condition.broadcast()
    while threadsRunning > 0 { condition.wait() }
    condition.unlock()
    try? FileManager.default.removeItem(atPath: workDirectory)
  }

  private func finishThread() {
    condition.lock()
    threadsRunning -= 1
    condition.broadcast()
    condition.unlock()
  }

  /// Replaces the settings (already validated) and starts rendering them; returns the revision.
  @discardableResult
  public func update(_ newSettings: PreviewSettings) -> Int {
    condition.lock()
    defer { condition.unlock() }
    settings = newSettings
    revision += 1
    snapshot.revision = revision
    snapshot.settings = newSettings
    snapshot.status = "rendering"
    publishLocked()
    return revision
  }

  /// The snapshot, once its generation is past `after` or `timeout` seconds have passed (nil
  /// `after`: at once). A stopping session answers at once.
  public func snapshot(after: Int?, timeout: Double) -> PreviewSnapshot {
    condition.lock()
    defer { condition.unlock() }
    if let after {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while snapshot.generation <= after, !isStopping {
        if !condition.wait(until: deadline) { break }
      }
    }
    return snapshot
  }

  /// The bytes of the video `id`, if it is still kept.
  public func video(id: String) -> [UInt8]? {
    condition.lock()
    defer { condition.unlock() }
    return videos.first { $0.id == id }?.bytes
  }

  /// How many videos were rendered to the end so far.
  public var finishedRenderCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return finishedRenders
  }

  /// How many videos are held in memory.
  public var keptVideoCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return videos.count
  }

  /// Marks the snapshot changed and wakes the long polls. Call with `condition` locked.
  func publishLocked() {
    snapshot.generation += 1
    condition.broadcast()
  }

  /// Applies `change` to the snapshot and publishes it, unless `revision` is no longer current
  /// (then the change is dropped: newer settings are being rendered).
  func publish(for revision: Int, _ change: (inout PreviewSnapshot) -> Void) {
    condition.lock()
    defer { condition.unlock() }
    guard revision == self.revision, !isStopping else { return }
    change(&snapshot)
    publishLocked()
  }

  /// Whether the worker should drop `revision`: newer settings, a changed file, or stopping.
  func isStale(_ revision: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return revision != self.revision || isStopping
  }

  /// Moves the kept video `id` to the newest place; false when it is no longer kept.
  func touchVideo(_ id: String) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard let index = videos.firstIndex(where: { $0.id == id }) else { return false }
    videos.append(videos.remove(at: index))
    return true
  }

  /// Stores a video and forgets the oldest beyond `keptVideos`.
  func keep(_ bytes: [UInt8], id: String) {
    condition.lock()
    defer { condition.unlock() }
    videos.append((id, bytes))
    finishedRenders += 1
    if videos.count > Self.keptVideos { videos.removeFirst(videos.count - Self.keptVideos) }
  }

  /// The worker: takes the newest revision, analyses and renders it, and waits for the next.
  private func runWorker() {
    while true {
      condition.lock()
      while !isStopping && processed == revision { condition.wait() }
      if isStopping {
        condition.unlock()
        return
      }
      processed = revision
      let job = (revision: revision, settings: settings)
      condition.unlock()
      process(revision: job.revision, settings: job.settings)
    }
  }

  /// The watcher: a changed modification time or size of the scene file is a new revision.
  private func runWatcher() {
    var last = FileSignature.of(options.scenePath)
    while true {
      condition.lock()
      if isStopping {
        condition.unlock()
        return
      }
      _ = condition.wait(until: Date(timeIntervalSinceNow: options.watchInterval))
      let stopping = isStopping
      condition.unlock()
      if stopping { return }
      let now = FileSignature.of(options.scenePath)
      // A missing file is an editor between writing and renaming: wait for it to come back.
      guard let now, now != last else { continue }
      last = now
      condition.lock()
      revision += 1
      snapshot.revision = revision
      snapshot.status = "rendering"
      publishLocked()
      condition.unlock()
    }
  }
}
