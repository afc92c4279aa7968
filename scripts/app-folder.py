#!/usr/bin/env python3
"""Writes an app-shaped folder of N Swift files for timing folder loads: scripts/app-folder.py DIR N.

Our own code, shaped like the apps measured in Docs/RealCode.md: a design system (a glass helper
in `extension View`, a spring in `extension Animation`), and per feature a model
(`@Observable final class`), a row view with a preview of the card helper alone, and a screen
that uses both, each in its own file.
Screen0 is the view to simulate; every other file only has to be parsed and linked.
"""
import os
import sys


def main():
    root, count = sys.argv[1], int(sys.argv[2])
    os.makedirs(os.path.join(root, "App", "DesignSystem"), exist_ok=True)
    os.makedirs(os.path.join(root, "App", "Features"), exist_ok=True)
    files = {
        "App/DesignSystem/View+Card.swift": (
            "import SwiftUI\n\nextension View {\n  func card(radius: CGFloat = 20) -> some View {\n"
            "    padding(12).glassEffect(.regular, in: RoundedRectangle(cornerRadius: radius))\n  }\n}\n"),
        "App/DesignSystem/Animation+App.swift": (
            "import SwiftUI\n\nextension Animation {\n  static var app: Animation { .spring(response: 0.4, dampingFraction: 0.8) }\n}\n"),
    }
    feature = 0
    while len(files) < count:
        folder = f"App/Features/Feature{feature}"
        files[f"{folder}/Model{feature}.swift"] = (
            f"import Observation\n\n@Observable\nfinal class Model{feature} {{\n"
            f"  var isOpen = false\n  var items: [String] = [\"One\", \"Two\", \"Three\"]\n"
            f"  func toggle() {{ isOpen.toggle() }}\n}}\n")
        files[f"{folder}/Row{feature}.swift"] = (
            f"import SwiftUI\n\nstruct Row{feature}: View {{\n  let title: String\n"
            f"  var body: some View {{\n    Text(title).font(.headline).card(radius: 16)\n  }}\n}}\n"
            # A preview of the design system alone, as apps keep beside their rows: it shows no
            # view of the app, so the listing falls back to the folder's default view for it.
            f"\n#Preview(\"Card {feature}\") {{\n  Text(\"Card\").card()\n}}\n")
        files[f"{folder}/Screen{feature}.swift"] = (
            f"import SwiftUI\n\nstruct Screen{feature}: View {{\n  @State private var model = Model{feature}()\n"
            f"  @Namespace private var glass\n\n  var body: some View {{\n    GlassEffectContainer {{\n"
            f"      VStack(spacing: 12) {{\n        Button(model.isOpen ? \"Close\" : \"Open\") {{\n"
            f"          withAnimation(.app) {{ model.toggle() }}\n        }}\n        .card()\n"
            f"        .glassEffectID(\"toggle\", in: glass)\n        if model.isOpen {{\n"
            f"          ForEach(model.items, id: \\.self) {{ item in\n            Row{feature}(title: item)\n"
            f"              .glassEffectID(item, in: glass)\n          }}\n        }}\n      }}\n    }}\n  }}\n}}\n")
        feature += 1
    for name, text in list(files.items())[:count]:
        path = os.path.join(root, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
