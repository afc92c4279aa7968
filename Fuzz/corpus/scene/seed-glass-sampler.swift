import SwiftUI

/// A sampler of the glass a settings-like screen uses: small controls, a large card, clear glass
/// over media, a tinted call to action, a chip nested in a bar, and an interactive button that
/// expands a row of actions — for judging the look over different backdrops.
struct GlassSampler: View {
    @State private var showsActions = false
    @Namespace private var actions

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            VStack(spacing: 24) {
                HStack(spacing: 24) {
                    Image(systemName: "heart.fill")
                        .font(.title2)
                        .frame(width: 56, height: 56)
                        .glassEffect(.regular, in: .circle)
                    Text("Capsule")
                        .font(.headline)
                        .frame(width: 132, height: 44)
                        .glassEffect(.regular, in: .capsule)
                }
                SamplerCard()
                HStack(spacing: 24) {
                    Image(systemName: "camera")
                        .font(.title2)
                        .frame(width: 56, height: 56)
                        .glassEffect(.clear, in: .circle)
                    Text("Tinted")
                        .font(.headline)
                        .frame(width: 132, height: 44)
                        .glassEffect(.regular.tint(.blue), in: .capsule)
                }
                HStack(spacing: 8) {
                    Text("Chip")
                        .font(.subheadline)
                        .frame(width: 72, height: 32)
                        .glassEffect(.regular.tint(.orange), in: .capsule)
                    Text("Bar")
                        .font(.subheadline)
                    Spacer()
                }
                .padding(.horizontal, 8)
                .frame(width: 212, height: 48)
                .glassEffect(.regular, in: .capsule)
                HStack(spacing: 24) {
                    if showsActions {
                        actionButton("square.and.arrow.up", id: "share")
                        actionButton("trash", id: "trash")
                    }
                    Button {
                        withAnimation(.bouncy) { showsActions.toggle() }
                    } label: {
                        Image(systemName: showsActions ? "xmark" : "ellipsis")
                            .font(.title2)
                            .frame(width: 56, height: 56)
                    }
                    .glassEffect(.regular.interactive(), in: .circle)
                    .glassEffectID("more", in: actions)
                }
            }
        }
        .padding(24)
    }

    private func actionButton(_ symbol: String, id: String) -> some View {
        Image(systemName: symbol)
            .font(.title2)
            .frame(width: 56, height: 56)
            .glassEffect(.regular, in: .circle)
            .glassEffectID(id, in: actions)
    }
}

/// A large surface: above 100 pt its blur is the surface blur.
struct SamplerCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Large surface")
                .font(.headline)
            Text("Lens band and flat interior")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .padding(16)
        .frame(width: 280, height: 120, alignment: .topLeading)
        .glassEffect(.regular, in: .rect(cornerRadius: 28))
    }
}

#Preview {
    GlassSampler()
}
