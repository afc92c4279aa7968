import SwiftUI

/// A floating editing toolbar: a single "+" button expands into a row of tools that share the
/// button's glass through a namespace (expand/collapse is the default timeline).
struct ExpandingToolbar: View {
    @State private var isExpanded = false
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            HStack(spacing: 20) {
                if isExpanded {
                    Button {
                        // app-specific: start drawing
                    } label: {
                        Image(systemName: "pencil")
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect()
                    .glassEffectID("pencil", in: namespace)

                    Button {
                    } label: {
                        Image(systemName: "eraser")
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect()
                    .glassEffectID("eraser", in: namespace)
                }

                Button {
                    withAnimation(.bouncy) {
                        isExpanded.toggle()
                    }
                } label: {
                    Image(systemName: isExpanded ? "xmark" : "plus")
                        .frame(width: 44, height: 44)
                }
                .glassEffect(.regular.interactive())
                .glassEffectID("toggle", in: namespace)
            }
        }
    }
}

#Preview {
    ZStack {
        LinearGradient(colors: [.orange, .pink, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
            .ignoresSafeArea()
        ExpandingToolbar()
    }
}
