      import SwiftUI
      struct Saver: View {
          @State private var showsSaved = false
          @State private var saves = 0
          var body: some View {
              Button("Save \(saves)") { saves += 1; showsSaved = true }
                  .buttonStyle(.glass)
                  .alert("Saved", isPresented: $showsSaved) { }
          }
      }