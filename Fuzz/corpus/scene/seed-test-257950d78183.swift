      import SwiftUI
      struct AccessTags: View {
          let tags = ["Kids", "Music"]
          var body: some View {
              VStack {
                  ForEach(tags, id: \.self, content: makeRow)
              }
          }
          private func makeRow(tag: String) -> some View {
              Text(tag).padding().glassEffect()
          }
      }