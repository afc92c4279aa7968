      import SwiftUI
      struct Bar: View {
        var body: some View {
          GlassEffectContainer { Text("A").glassEffect() }
        }
      }