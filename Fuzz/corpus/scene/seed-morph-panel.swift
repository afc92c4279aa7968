import SwiftUI

/// A compose button that morphs into a message panel: the same glass (one glassEffectID) is a
/// 56 pt circle when collapsed and a rounded rectangle with text and buttons when expanded.
struct ComposeMorph: View {
    @State private var isComposing = false
    @Namespace private var glass

    var body: some View {
        GlassEffectContainer(spacing: 24) {
            if isComposing {
                VStack(alignment: .leading, spacing: 12) {
                    HStack {
                        Text("New Message")
                            .font(.headline)
                        Spacer()
                        Button {
                            withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                                isComposing = false
                            }
                        } label: {
                            Image(systemName: "xmark")
                                .frame(width: 28, height: 28)
                        }
                    }
                    Text("To: Design Team")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Text("The new toolbar morph looks great on device.")
                        .font(.body)
                }
                .padding(20)
                .frame(width: 320)
                .glassEffect(.regular, in: .rect(cornerRadius: 28))
                .glassEffectID("compose", in: glass)
            } else {
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.85)) {
                        isComposing = true
                    }
                } label: {
                    Image(systemName: "square.and.pencil")
                        .font(.title2)
                        .frame(width: 56, height: 56)
                }
                .glassEffect(.regular.interactive(), in: .circle)
                .glassEffectID("compose", in: glass)
            }
        }
    }
}

#Preview {
    ComposeMorph()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(
            LinearGradient(colors: [.teal, .blue, .indigo], startPoint: .top, endPoint: .bottom)
        )
}
