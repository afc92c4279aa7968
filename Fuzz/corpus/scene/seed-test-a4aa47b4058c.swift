      import SwiftUI
      struct Badge: View {
          var body: some View {
              TextField("Name", text: .constant("Ada")).padding().glassEffect()
          }
      }