      import SwiftUI
      enum Thickness { case thin, thick }
      extension View {
        func glassEffect(_ thickness: Thickness) -> some View {
          background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
        }
      }
      #Preview { Text("Thin").padding().glassEffect(.thin) }