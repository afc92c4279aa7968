      import SwiftUI
      struct Tags: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Swift", value: "swift")
                      .buttonStyle(.glass)
              }
          }
      }