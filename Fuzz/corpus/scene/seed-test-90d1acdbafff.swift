      import SwiftUI

      struct FilterBar: View {
          @State private var sortedFilters: [Filter]

          init(filters: [Filter]) {
              _sortedFilters = State(initialValue: filters)
          }

          var body: some View {
              HStack {
                  ForEach(sortedFilters, id: \.id) { filter in
                      switch filter.value {
                      case .text: Text("T").padding().glassEffect()
                      case .sort: Text("S").padding().glassEffect()
                      default: Text("?")
                      }
                  }
              }
          }
      }

      #Preview {
          FilterBar(filters: [
              .init(id: "text", title: "Text", value: .text(placeholder: "Title")),
              .init(id: "sort", title: "Sort", value: .sort(options: ["Latest", "Popular"])),
          ])
      }