import Foundation

/// A 1,000-line file written the way app code is — a model, enums with raw values, access levels,
/// attributes, initialisers, view helpers in an extension, `#if`, `for … where` — for timing
/// `glassmorph check` on it as a user would run it (scripts/bench.sh scene; goal ≤ 150 ms).
enum AppFileBenchmark {
  /// The number of lines the generated file has.
  static let targetLines = 1_000

  static func generatedFile() -> String {
    var lines = [
      "import SwiftUI", "import Observation", "",
      "public enum Filter: String, CaseIterable, Identifiable {",
      "    case all, photos, videos, favorites",
      "    public var id: String { rawValue }",
      "    var symbol: String {",
      "        switch self {",
      "        case .all: \"square.grid.2x2\"",
      "        case .photos: \"photo\"",
      "        case .videos: \"video\"",
      "        case .favorites: \"heart\"",
      "        }",
      "    }",
      "}", "",
      "@Observable",
      "@MainActor",
      "final class LibraryModel {",
      "    var filter: Filter = .all",
      "    var isMenuOpen = false",
      "    private(set) var count = 0",
      "    func toggleMenu() { isMenuOpen.toggle() }",
      "}", "",
      "extension View {",
      "    @ViewBuilder",
      "    func chip(selected: Bool) -> some View {",
      "        #if os(iOS)",
      "        self.padding(.horizontal, 12).frame(height: 36)",
      "            .glassEffect(selected ? .regular.tint(.blue) : .regular, in: .capsule)",
      "        #else",
      "        self.padding(8)",
      "        #endif",
      "    }",
      "}", "",
      "@available(iOS 26.0, *)",
      "public struct Library: View {",
      "    @State private var model = LibraryModel()",
      "    @Namespace private var glass",
      "    public init() {}",
      "    public var body: some View {",
      "        GlassEffectContainer(spacing: 16) {",
      "            VStack(alignment: .trailing, spacing: 12) {",
      "                if model.isMenuOpen {",
      "                    ForEach(Filter.allCases) { filter in",
      "                        Button {",
      "                            withAnimation(.bouncy) { model.filter = filter }",
      "                        } label: {",
      "                            Label(filter.rawValue.capitalized, systemImage: filter.symbol)",
      "                                .chip(selected: model.filter == filter)",
      "                        }",
      "                        .glassEffectID(filter.id, in: glass)",
      "                    }",
      "                }",
      "                Button {",
      "                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { model.toggleMenu() }",
      "                } label: {",
      "                    Image(systemName: model.isMenuOpen ? \"xmark\" : \"line.3.horizontal.decrease\")",
      "                        .frame(width: 48, height: 48)",
      "                }",
      "                .glassEffect(.regular.interactive(), in: .circle)",
      "                .glassEffectID(\"menu\", in: glass)",
    ]
    var rows: [String] = []
    var index = 0
    while lines.count + rows.count + 12 < targetLines {
      lines.append("                Row\(index)(title: \"Row \\(\(index))\", index: \(index))")
      rows += [
        "",
        "private struct Row\(index): View {",
        "    let title: String",
        "    var index: Int = 0",
        "    @State private var isOn = false",
        "    var body: some View {",
        "        HStack(spacing: 8) {",
        "            Text(title).font(.caption).foregroundStyle(.secondary)",
        "            Spacer(minLength: 4)",
        "            Toggle(\"On\", isOn: $isOn).labelsHidden()",
        "        }",
        "        .padding(.horizontal, 12)",
        "        .frame(maxWidth: 260, minHeight: 36)",
        "    }",
        "}",
      ]
      index += 1
    }
    lines +=
      [
        "            }", "        }", "    }", "}",
      ] + rows + ["", "#Preview {", "    Library()", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// Writes the file and says where, for the script to time `glassmorph check` on it.
  static func run() -> [String] {
    let source = generatedFile()
    let lineCount = source.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glassmorph-bench-app.swift"
    ).path
    try? source.write(toFile: path, atomically: true, encoding: .utf8)
    return ["app file: generated \(path) (\(lineCount) lines)"]
  }
}
