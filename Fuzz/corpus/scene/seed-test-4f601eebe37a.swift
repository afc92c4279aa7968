      import SwiftUI

      struct Keys: View {
          var body: some View {
              NavigationStack {
                  Text("Keys")
                      .topBarTrailing {
                          Button("Add") { }
                              .buttonStyle(.glassProminent)
                      }
              }
          }
      }