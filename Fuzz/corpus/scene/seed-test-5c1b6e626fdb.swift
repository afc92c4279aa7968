      import SwiftUI
      struct NotesView: View {
          @State private var pinned = false
          var body: some View {
              Button(pinned ? "Unpin" : "Pin") { pinned.toggle() }
                  .padding()
                  .glassEffect()
          }
      }