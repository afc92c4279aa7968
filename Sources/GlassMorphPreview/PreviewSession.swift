import Foundation
import GlassMorph
import GlassMorphRendering

/// The state of one preview: the scene being watched, the worker and file watcher that keep it
/// current, and one viewer per page (each with its own settings, snapshot and videos).
///
/// Thread-safe: every field below, and every viewer's, is read and written under `condition`,
/// which also wakes the worker (new settings, a saved file, stop) and the pages' long polls (a
/// new snapshot).
public final class PreviewSession: @unchecked Sendable {
  /// How the session was started.
  public let options: PreviewOptions
  /// The temporary folder renders are written to before they are read into memory (removed by
  /// `stop()`).
  public let workDirectory: String

  let condition = NSCondition()
  /// The pages' viewers by ID, made when a request first names one (so only what a page asks
  /// for is rendered).
  var viewers: [String: PreviewViewer] = [:]
  /// What a new viewer's snapshot starts as.
  private let initialSnapshot: PreviewSnapshot
  private var viewersMade = 0
  /// A counter that orders requests and updates (see `PreviewViewer.waitingSince`, `lastSeen`).
  private var tick = 0
  var isStopping = false
  var threadsRunning = 0
  /// Videos rendered to the end (drafts, full, comparisons), for tests of the coalescing.
  var finishedRenders = 0

  /// Videos kept in memory per viewer: the current, its comparison, and the two before them (a
  /// page may still be fetching one of those when a newer one is published).
  static let keptVideos = 4
  /// Viewers kept besides the default one; beyond it, the one least recently asked about is
  /// forgotten (a page still open on it starts again from the options' settings). Bounds memory
  /// at about nine viewers' videos.
  public static let maximumViewers = 8
  /// The viewer of requests that name none.
  public static let defaultViewer = ""

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
    self.initialSnapshot = PreviewSnapshot(
      generation: 0, revision: 0, status: "rendering", scenePath: options.scenePath,
      viewName: options.view ?? "", settings: options.settings,
      defaultBackground: options.background, failure: nil, warnings: [], taps: [], command: "",
      video: nil, original: nil, states: [], statesTruncated: false, currentState: nil,
      targets: [], spring: nil,
      presets: MorphAnimation.presets.map {
        PreviewSnapshot.Preset(name: $0.name, swift: "." + $0.name)
      },
      devices: ["auto", "fit"] + DevicePreset.all.map(\.name),
      backgrounds: PreviewSettings.builtInBackgrounds,
      appearance: options.environment.colorScheme == .dark ? "dark" : "light")
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

  /// Replaces `viewer`'s settings (already validated) and starts rendering them; returns the
  /// viewer's new revision.
  @discardableResult
  public func update(_ newSettings: PreviewSettings, viewer id: String = defaultViewer) -> Int {
    condition.lock()
    defer { condition.unlock() }
    let viewer = viewerLocked(id)
    viewer.settings = newSettings
    viewer.snapshot.settings = newSettings
    bumpLocked(viewer)
    return viewer.revision
  }

  /// `viewer`'s snapshot, once its generation is past `after` or `timeout` seconds have passed
  /// (nil `after`: at once). A stopping session answers at once; a viewer not seen before starts
  /// from the options' settings.
  public func snapshot(after: Int?, timeout: Double, viewer id: String = defaultViewer)
    -> PreviewSnapshot
  {
    condition.lock()
    defer { condition.unlock() }
    let viewer = viewerLocked(id)
    if let after {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while viewer.snapshot.generation <= after, !isStopping {
        if !condition.wait(until: deadline) { break }
      }
    }
    return viewer.snapshot
  }

  /// How many viewers the session keeps (the default one included).
  public var viewerCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return viewers.count
  }

  /// The viewer `id`, made when new (the least recently seen other one forgotten beyond
  /// `maximumViewers`). Call with `condition` locked.
  func viewerLocked(_ id: String) -> PreviewViewer {
    tick += 1
    if let viewer = viewers[id] {
      viewer.lastSeen = tick
      return viewer
    }
    let others = viewers.values.filter { $0.id != Self.defaultViewer }
    if id != Self.defaultViewer, others.count >= Self.maximumViewers,
      let oldest = others.min(by: { $0.lastSeen < $1.lastSeen })
    {
      viewers[oldest.id] = nil
      condition.broadcast()  // its long polls answer with what they have
    }
    viewersMade += 1
    let viewer = PreviewViewer(
      id: id, number: viewersMade, settings: options.settings, snapshot: initialSnapshot)
    viewer.lastSeen = tick
    viewer.waitingSince = tick
    // A page opened again (a reload, a second tab) starts from what a viewer on the same
    // settings already rendered, instead of rendering it again.
    if let twin = viewers.values.first(where: {
      $0.settings == options.settings && !$0.isWaiting && $0.snapshot.status == "ready"
    }) {
      viewer.adopt(twin)
    }
    viewers[id] = viewer
    condition.broadcast()  // the worker may have a new viewer to render
    return viewer
  }

  /// A new revision of `viewer` for the worker, published as rendering. Call with `condition`
  /// locked.
  func bumpLocked(_ viewer: PreviewViewer) {
    tick += 1
    viewer.revision += 1
    viewer.waitingSince = tick
    viewer.snapshot.revision = viewer.revision
    viewer.snapshot.status = "rendering"
    publishLocked(viewer)
  }

  /// The bytes of the video `id`, if some viewer still keeps it.
  public func video(id: String) -> [UInt8]? {
    condition.lock()
    defer { condition.unlock() }
    for viewer in viewers.values {
      if let bytes = viewer.videos.first(where: { $0.id == id })?.bytes { return bytes }
    }
    return nil
  }

  /// How many videos were rendered to the end so far.
  public var finishedRenderCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return finishedRenders
  }

  /// How many videos are held in memory, over all viewers.
  public var keptVideoCount: Int {
    condition.lock()
    defer { condition.unlock() }
    return viewers.values.reduce(0) { $0 + $1.videos.count }
  }

  /// Marks `viewer`'s snapshot changed and wakes the long polls. Call with `condition` locked.
  func publishLocked(_ viewer: PreviewViewer) {
    viewer.snapshot.generation += 1
    condition.broadcast()
  }

  /// Applies `change` to `viewer`'s snapshot and publishes it, unless `revision` is no longer
  /// current (then the change is dropped: newer settings are being rendered).
  func publish(
    _ viewer: PreviewViewer, for revision: Int, _ change: (inout PreviewSnapshot) -> Void
  ) {
    condition.lock()
    defer { condition.unlock() }
    guard !isStaleLocked(viewer, revision) else { return }
    change(&viewer.snapshot)
    publishLocked(viewer)
  }

  /// Whether the worker should drop `revision` of `viewer`: newer settings, a changed file, a
  /// forgotten viewer, or stopping.
  func isStale(_ viewer: PreviewViewer, _ revision: Int) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    return isStaleLocked(viewer, revision)
  }

  private func isStaleLocked(_ viewer: PreviewViewer, _ revision: Int) -> Bool {
    revision != viewer.revision || isStopping || viewers[viewer.id] !== viewer
  }

  /// Moves `viewer`'s kept video `id` to the newest place; false when it is no longer kept.
  func touchVideo(_ id: String, in viewer: PreviewViewer) -> Bool {
    condition.lock()
    defer { condition.unlock() }
    guard let index = viewer.videos.firstIndex(where: { $0.id == id }) else { return false }
    viewer.videos.append(viewer.videos.remove(at: index))
    return true
  }

  /// Stores a video of `viewer` and forgets its oldest beyond `keptVideos`.
  func keep(_ bytes: [UInt8], id: String, in viewer: PreviewViewer) {
    condition.lock()
    defer { condition.unlock() }
    viewer.videos.append((id, bytes))
    finishedRenders += 1
    if viewer.videos.count > Self.keptVideos {
      viewer.videos.removeFirst(viewer.videos.count - Self.keptVideos)
    }
  }

  /// The worker: takes the viewer that has waited longest for its newest revision, analyses and
  /// renders it, and waits for the next.
  private func runWorker() {
    while true {
      condition.lock()
      var next: PreviewViewer? {
        viewers.values.filter(\.isWaiting).min { $0.waitingSince < $1.waitingSince }
      }
      while !isStopping && next == nil { condition.wait() }
      guard !isStopping, let viewer = next else {
        condition.unlock()
        return
      }
      viewer.processed = viewer.revision
      let job = (revision: viewer.revision, settings: viewer.settings)
      condition.unlock()
      process(viewer, revision: job.revision, settings: job.settings)
      // Idle after a render: the freed frames go back to the system instead of staying
      // resident until the next one (the toolbar after ten edits and ten springs: 351 MB held
      // without this, 142 with it; scripts/preview_memory.py).
      condition.lock()
      let idle = !viewers.values.contains(where: \.isWaiting)
      condition.unlock()
      if idle { FrameMemory.releaseFreedMemory() }
    }
  }

  /// The most of one core the watcher may spend checking for changes: it waits at least
  /// 1 / share times as long as its last check took (a 200-file folder's walk takes a few
  /// milliseconds; one file's `stat` microseconds, so a save is seen within `watchInterval`).
  static let watchCostShare = 0.05

  /// The watcher: a changed modification time or size of the scene file is a new revision.
  private func runWatcher() {
    var checked = Date()
    var last = FileSignature.of(options.scenePath)
    var cost = Date().timeIntervalSince(checked)
    while true {
      condition.lock()
      if isStopping {
        condition.unlock()
        return
      }
      let pause = max(options.watchInterval, cost / Self.watchCostShare)
      _ = condition.wait(until: Date(timeIntervalSinceNow: pause))
      let stopping = isStopping
      condition.unlock()
      if stopping { return }
      checked = Date()
      let now = FileSignature.of(options.scenePath)
      cost = Date().timeIntervalSince(checked)
      // A missing file is an editor between writing and renaming: wait for it to come back.
      guard let now, now != last else { continue }
      last = now
      condition.lock()
      for viewer in viewers.values { bumpLocked(viewer) }
      condition.unlock()
    }
  }
}
