      import SwiftUI
      struct SaveBar: View {
          @State private var isSaved = false
          @State private var count = 0
          var body: some View {
              VStack(spacing: 12) {
                  GlassActionButton("Save", icon: "checkmark") { isSaved = true }
                  RowButton(action: { count += 1 }) { Text("Row \(count)") }
                  AvatarButton(name: "Emma")
              }
          }
      }