// swift-tools-version:6.0
// A package that uses GlassMorph the way an app's test target would: by path, importing the
// public products together with Testing and Foundation. scripts/consumer.sh builds it, fails on any
// compiler warning from GlassMorph's sources, and runs its tests.
import Foundation
import PackageDescription

/// The GlassMorph checkout two folders up; SwiftPM names a path dependency after its folder.
let glassMorph = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .deletingLastPathComponent()
let glassMorphPackage = glassMorph.lastPathComponent.lowercased()

let package = Package(
  name: "GlassMorphConsumer",
  dependencies: [.package(path: glassMorph.path)],
  targets: [
    .testTarget(
      name: "ConsumerTests",
      dependencies: [
        .product(name: "GlassMorph", package: glassMorphPackage),
        .product(name: "GlassMorphRendering", package: glassMorphPackage),
        .product(name: "GlassMorphTesting", package: glassMorphPackage),
        .product(name: "GlassMorphFrameTesting", package: glassMorphPackage),
      ],
      // Golden files live beside the tests; they are data, not sources.
      exclude: ["__Snapshots__"]),
    // The Swift snippets of Docs/Testing.md, extracted by scripts/doc-snippets.py: they must
    // compile against the public products (they are built, not run).
    .testTarget(
      name: "DocSnippetTests",
      dependencies: [
        .product(name: "GlassMorphTesting", package: glassMorphPackage),
        .product(name: "GlassMorphFrameTesting", package: glassMorphPackage),
      ]),
  ]
)
