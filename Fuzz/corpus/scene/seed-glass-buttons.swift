import SwiftUI

/// A checkout sheet footer with glass buttons: `.glass` (capsule), `.glass(.clear)` in a circle,
/// and `.glassProminent` with a rounded-rectangle border shape for the primary action.
struct CheckoutFooter: View {
    @State private var confirmed = false

    var body: some View {
        GlassEffectContainer(spacing: 10) {
            HStack(spacing: 10) {
                Button("Cancel", role: .cancel) {
                    withAnimation(.easeInOut(duration: 0.3)) { confirmed = false }
                }
                .buttonStyle(.glass)

                Button {
                    applyCoupon()
                } label: {
                    Image(systemName: "tag")
                }
                .buttonStyle(.glass(.clear))
                .buttonBorderShape(.circle)

                Button(confirmed ? "Paid" : "Pay $24.99", systemImage: confirmed ? "checkmark" : "creditcard") {
                    withAnimation(.easeInOut(duration: 0.3)) { confirmed = true }
                }
                .buttonStyle(.glassProminent)
                .buttonBorderShape(.roundedRectangle(radius: 14))
                .tint(confirmed ? .green : .blue)
            }
            .controlSize(.large)
        }
    }
}

#Preview {
    ZStack(alignment: .bottom) {
        LinearGradient(colors: [.white, .gray], startPoint: .top, endPoint: .bottom)
        CheckoutFooter()
            .padding(.bottom, 30)
    }
}
