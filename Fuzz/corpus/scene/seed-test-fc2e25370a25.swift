      import SwiftUI

      struct KindDefinition { let order: Int; let title: String }
      let definitions: [String: KindDefinition] = [
          "b": KindDefinition(order: 2, title: "Books"),
          "a": KindDefinition(order: 1, title: "Albums"),
      ]

      struct KindChips: View {
          var body: some View {
              VStack {
                  HStack {
                      ForEach(definitions.values.sorted { $0.order < $1.order }.map(\.title), id: \.self) { title in
                          Text(title).padding().glassEffect()
                      }
                  }
                  Text(definitions.keys.sorted().joined(separator: ", "))
              }
          }
      }