internal import MorphCore
internal import SwiftIfConfig
internal import SwiftSyntax

/// The build `#if` conditions are decided under: an iOS 26 app on an iPhone, built in Debug with
/// Swift 6 — what a developer previewing the scene in Xcode gets — or the same app built for
/// another platform (`--platform`).
///
/// `os(iOS)` is true (any other `os` false; on another platform, that platform's `os`),
/// `canImport` is true for the modules an app on the platform can import (`importableModules`;
/// false for third-party packages, which a scene file cannot bring along), `targetEnvironment(
/// simulator)` is false (a device), `arch(arm64)` is true, `DEBUG` is set, `swift(>=6)` and
/// `compiler(>=6)` hold (Swift 6.2), every `hasFeature` and `hasAttribute` holds, and each
/// `--define NAME` sets one more condition.
struct AppBuildConfiguration: BuildConfiguration {
  /// The modules an iOS app can import.
  static let importableModules: Set<String> = [
    "SwiftUI", "UIKit", "Foundation", "Observation", "Combine", "Charts", "MapKit", "PhotosUI",
    "AVKit", "AVFoundation", "StoreKit", "WidgetKit", "ActivityKit", "CoreData", "SwiftData",
    "CoreLocation", "CoreGraphics", "QuartzCore", "Darwin", "os", "OSLog", "Swift", "CoreImage",
    "CoreMotion", "CoreHaptics", "UserNotifications", "Photos", "CoreTransferable",
    "UniformTypeIdentifiers", "Accessibility", "SafariServices", "WebKit", "CloudKit",
    "AuthenticationServices", "LocalAuthentication", "GameKit", "TipKit", "AppIntents",
    "FoundationModels", "RealityKit", "ARKit", "Vision", "NaturalLanguage", "Network",
    "Security", "SpriteKit", "SceneKit", "Metal", "MetalKit", "Symbols",
  ]
  /// How another platform's importable modules differ from iOS's: what it lacks and what it adds
  /// (the frameworks each platform's SDK has that `#if canImport` in app code asks about).
  static let moduleDifferences: [TargetPlatform: (lacks: Set<String>, adds: Set<String>)] = [
    .macOS: (["UIKit", "ActivityKit", "ARKit"], ["AppKit"]),
    .tvOS: (["ActivityKit", "ARKit", "WebKit", "SafariServices", "CoreMotion"], ["TVUIKit"]),
    .visionOS: (["ActivityKit"], ["CompositorServices"]),
    .watchOS: (
      [
        "ActivityKit", "ARKit", "WebKit", "SafariServices", "RealityKit", "SpriteKit", "Metal",
        "MetalKit", "PhotosUI", "AVKit",
      ],
      ["WatchKit", "ClockKit"]
    ),
  ]
  /// Swift 6.2, the language of Xcode 26.
  static let swiftVersion = VersionTuple(6, 2)

  /// `DEBUG` and the names given with `--define`.
  var customConditions: Set<String>
  /// The platform the app is built for.
  var platform: TargetPlatform = .iOS
  /// The modules `canImport` finds on `platform`.
  private var modules: Set<String> = importableModules

  init(customConditions: Set<String>, platform: TargetPlatform = .iOS) {
    self.customConditions = customConditions
    self.platform = platform
    if let difference = Self.moduleDifferences[platform] {
      modules = Self.importableModules.subtracting(difference.lacks).union(difference.adds)
    }
  }

  func isCustomConditionSet(name: String) -> Bool { customConditions.contains(name) }
  func hasFeature(name: String) -> Bool { true }
  func hasAttribute(name: String) -> Bool { true }
  func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    guard let module = importPath.first?.1 else { return false }
    return modules.contains(module)
  }
  func isActiveTargetOS(name: String) -> Bool {
    // `OSX` is the older spelling of `macOS` Swift still accepts.
    name == platform.rawValue || (name == "OSX" && platform == .macOS)
  }
  func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  func isActiveTargetEnvironment(name: String) -> Bool { false }
  func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
  func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  var targetPointerBitWidth: Int { 64 }
  var targetAtomicBitWidths: [Int] { [32, 64, 128] }
  var endianness: Endianness { .little }
  var languageVersion: VersionTuple { Self.swiftVersion }
  var compilerVersion: VersionTuple { Self.swiftVersion }
}
