    import SwiftUI

    struct Pill: View {
      var body: some View {
        Color.clear
          .frame(width: 120, height: 120)
          .glassEffect(.clear, in: .rect(cornerRadius: 30))
      }
    }