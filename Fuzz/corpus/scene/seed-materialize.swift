import SwiftUI

/// A media toolbar: the "more" button reveals two neighbours that morph out of it
/// (.matchedGeometry, within the spacing) and a far-away badge that fades in (.materialize).
struct MediaActions: View {
    @State private var showsMore = false
    @Namespace private var actions

    var body: some View {
        GlassEffectContainer(spacing: 16) {
            HStack(spacing: 12) {
                if showsMore {
                    Button(action: {}) {
                        Image(systemName: "heart")
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect()
                    .glassEffectID("like", in: actions)
                    .glassEffectTransition(.matchedGeometry)

                    Button(action: {}) {
                        Image(systemName: "square.and.arrow.up")
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect()
                    .glassEffectID("share", in: actions)
                }

                Button {
                    withAnimation(.bouncy) { showsMore.toggle() }
                } label: {
                    Image(systemName: "ellipsis")
                        .frame(width: 44, height: 44)
                }
                .glassEffect(.regular.interactive())
                .glassEffectID("more", in: actions)

                Spacer(minLength: 80)

                if showsMore {
                    Label("Saved", systemImage: "checkmark")
                        .font(.footnote)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 10)
                        .glassEffect()
                        .glassEffectID("badge", in: actions)
                        .glassEffectTransition(.materialize)
                }
            }
            .padding(.horizontal, 20)
        }
    }
}

#Preview {
    MediaActions()
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        .padding(.bottom, 40)
        .background(Image("concert").resizable())
}
