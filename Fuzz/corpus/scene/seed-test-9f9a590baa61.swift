      import SwiftUI
      struct LabelOutline: View {
        let text: String
        var body: some View { Text(text).padding(4).border(.gray) }
      }
      extension View {
        func glassCard() -> some View {
          padding().glassEffect(.regular, in: .rect(cornerRadius: 20))
        }
      }