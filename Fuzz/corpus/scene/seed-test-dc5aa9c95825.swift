      import SwiftUI

      protocol TabChoice: Hashable, CaseIterable, RawRepresentable where RawValue == String {}

      enum Pane: String, CaseIterable, TabChoice {
          case home = "Home", inbox = "Inbox", settings = "Settings"
      }

      struct TabBar<Tab: TabChoice>: View {
          @Binding var selection: Tab
          var body: some View {
              HStack {
                  ForEach(Array(Tab.allCases), id: \.self) { tab in
                      Button(tab.rawValue) { selection = tab }
                          .padding(8)
                          .glassEffect(selection == tab ? .regular.tint(.blue) : .regular)
                  }
              }
          }
      }

      #Preview {
          @Previewable @State var pane: Pane = .home
          TabBar(selection: $pane)
      }