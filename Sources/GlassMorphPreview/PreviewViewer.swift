import GlassMorph

/// One page's view of the preview: its own settings, snapshot and videos, so two browser tabs
/// on one server each keep the taps, spring and options they chose (the page names its viewer in
/// every request, `?view=<id>`; requests without one share the default viewer).
///
/// Every field is read and written under the session's `condition`.
final class PreviewViewer {
  /// The ID the page sends (`""` for the default viewer).
  let id: String
  /// A short number for the viewer's video IDs (`v2-r5-full`), unique within the session.
  let number: Int
  var settings: PreviewSettings
  var snapshot: PreviewSnapshot
  /// Grows with every settings update and every change of the file.
  var revision = 0
  /// The revision the worker last took up (none yet: the first is waiting).
  var processed = -1
  /// When the revision last grew, on the session's tick: the worker takes the oldest waiting
  /// viewer first, so one busy tab cannot starve another.
  var waitingSince = 0
  /// When a request last named this viewer, on the session's tick (the least recent is
  /// forgotten first beyond `PreviewSession.maximumViewers`).
  var lastSeen = 0
  /// The newest videos by ID, oldest first (bounded by `PreviewSession.keptVideos`).
  var videos: [(id: String, bytes: [UInt8])] = []
  /// The newest timeline that loaded, for the contact-sheet export.
  var currentTimeline: (revision: Int, timeline: Timeline, settings: PreviewSettings)?
  /// The last comparison video and what it depends on (the file's text, the events, canvas,
  /// scale and backdrop): moving a spring slider changes none of these, so it is rendered once.
  var originalCache: (key: String, video: PreviewSnapshot.Video)?

  init(id: String, number: Int, settings: PreviewSettings, snapshot: PreviewSnapshot) {
    self.id = id
    self.number = number
    self.settings = settings
    self.snapshot = snapshot
    self.snapshot.revision = revision
  }

  /// Starts from `twin`'s finished analysis and videos (same settings, same file).
  func adopt(_ twin: PreviewViewer) {
    snapshot = twin.snapshot
    revision = twin.revision
    processed = twin.processed
    videos = twin.videos
    currentTimeline = twin.currentTimeline
    originalCache = twin.originalCache
  }

  /// Whether the worker has a revision of this viewer to take up.
  var isWaiting: Bool { processed != revision }

  /// A viewer ID as a page may send it: 1 to 64 letters, digits, `-` or `_`.
  static func isValidID(_ id: String) -> Bool {
    (1...64).contains(id.utf8.count)
      && id.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x61 && byte <= 0x7A) || byte == 0x2D || byte == 0x5F
      }
  }
}
