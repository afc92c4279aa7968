import MorphCore
import MorphDiagnostics
import MorphFrontend

extension SceneProgram {
  /// Parses `source` for `platform`; when none was asked for, for iOS — unless no view is built
  /// for iOS and every view the file declares is inside another platform's `#if os(…)` (a tvOS
  /// or Mac target's file): then for the first platform whose build has a view, with a
  /// `platform-chosen` note saying so. What a user who points at such a file wants to see is its
  /// view, not a refusal.
  static func parse(
    _ source: SourceFile, defines: Set<String>, platform: TargetPlatform?
  ) -> (parsed: Frontend.Result, platform: TargetPlatform, note: Diagnostic?) {
    let asked = platform ?? .iOS
    let parsed = Frontend.parse(source, defines: defines, platform: asked)
    guard platform == nil, parsed.syntax.views.isEmpty,
      let first = parsed.syntax.inactiveViews.first,
      !parsed.diagnostics.contains(where: { $0.severity == .error })
    else { return (parsed, asked, nil) }
    for other in TargetPlatform.alternatives {
      let reparsed = Frontend.parse(source, defines: defines, platform: other)
      guard let view = reparsed.syntax.views.first,
        !reparsed.diagnostics.contains(where: { $0.severity == .error })
      else { continue }
      let note = Diagnostic(
        .platformChosen, at: view.location,
        "No view in this file is built for iOS ('\(first.name)' is inside '#if \(first.condition)'), so it is read as a \(other.rawValue) build. Layout, springs and glass are simulated as iOS 26 draws them, not with the platform's own sizes, controls and chrome (a TV's focus, a Mac's window).",
        remedy: .pickPlatform)
      return (reparsed, other, note)
    }
    return (parsed, asked, nil)
  }
}
