      import SwiftUI
      struct ToolsSheet: View {
          let onDismiss: (() -> Void)?
          init(onDismiss: (() -> Void)? = nil) {
              self.onDismiss = onDismiss
          }
          var body: some View {
              List {
                  Text("Weather")
                  if let onDismiss = onDismiss {
                      Button("Done") { onDismiss() }.buttonStyle(.glassProminent)
                  }
              }
          }
      }