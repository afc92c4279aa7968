      import SwiftUI

      enum Tab { case home, search }

      struct Pills: View {
          @Binding var filters: [TimelineFilter]
          @Binding var tab: Tab
          var body: some View {
              HStack {
                  ForEach(filters, id: \.self) { filter in
                      Text("Filter").padding().glassEffect()
                  }
                  if tab == .home { Text("Home") }
              }
          }
      }