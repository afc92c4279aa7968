      import SwiftUI

      struct StopRow: View {
          @State private var isSaved = false
          var body: some View {
              Button(isSaved ? "Saved" : "Save") { isSaved = true }
                  .padding()
                  .glassEffect()
          }
          func makeForm() -> Form {
              Form() +++ Section("Stop") <<< TextRow("Name")
          }
      }