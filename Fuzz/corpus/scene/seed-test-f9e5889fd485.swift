      import SwiftUI
      extension View {
        func glassCard() -> some View { padding().glassEffect(.regular, in: .rect(cornerRadius: 20)) }
      }
      #Preview("Helper") {
        Text("Hello").glassCard()
      }