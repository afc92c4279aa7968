      import SwiftUI

      struct Pill: View {
        @State private var wide = false
        var body: some View {
          Color.clear
            .frame(width: wide ? 160 : 80, height: 80)
            .glassEffect(.clear, in: .rect(cornerRadius: 20))
        }
      }