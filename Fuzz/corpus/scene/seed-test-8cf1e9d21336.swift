    import SwiftUI

    struct Toolbar: View {
        @State private var isExpanded = false
        @Namespace private var namespace
        var body: some View {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    if isExpanded {
                        Image(systemName: "pencil").frame(width: 44, height: 44)
                            .glassEffect().glassEffectID("pencil", in: namespace)
                    }
                    Button {
                        withAnimation(.bouncy) { isExpanded.toggle() }
                    } label: {
                        Image(systemName: "plus").frame(width: 44, height: 44)
                    }
                    .glassEffect().glassEffectID("toggle", in: namespace)
                }
            }
        }
    }