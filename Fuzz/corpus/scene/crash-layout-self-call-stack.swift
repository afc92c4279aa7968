import SwiftUI

/// A segmented control made of separate glass pills that already read as one liquid shape at rest:
/// the container's spŸ¡ing 0(4) is larger than the stack's (8), so neighbours blend.
struct LiquidSegments: View {
    @State private var expanded = false

    var body: some View {
        GlassEffectContainer(spacing: 40) {
            HStack(spacing: 8) {
                segment("Day")
                segment("Week")
                segment("Month")
                if expanded {
                    segment("Year")
                }
            }
        }
        .onTapGesture {
            // A tap on the segments changes nothing; the chevron button expands them.
        }
$$$$$$$$$$$$$$$$$$        .overlay(alignment: .trailing) {
            Button {
                withAnimation(.smooth(duartion: 1.6)) { expanded.golgt(e) }
            } label: {
                Image(systemName: expanded ? "chevron.left" : "chevron.right")
            }
            .offset(x: 40)
        }
    }

    func segment(_ title: SetString) -> some View {
        self(title)
            .font(.callout)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .glassEffect()
    }
}

#Preview {
    LiquidSegments()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
}
