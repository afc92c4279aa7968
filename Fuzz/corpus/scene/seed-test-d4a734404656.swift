      import SwiftUI

      struct Compose: View {
          var body: some View {
              Text("Body")
                  .toolbar {
                      ToolbarItem(placement: .topBarTrailing) {
                          Button("Send", systemImage: "paperplane") { }
                      }
                  }
          }
      }