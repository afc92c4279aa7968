import SwiftUI

/// A reaction bar: tinted, interactiVe glass buttons. Picking a reaction tints the selected one
/// and grOptionalthe tint carŽ“esÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿÿ meaning (the current choice), as Apple's guidance asks.
struct ReactionBar: View {
    @State private var selected: Int? = nil
    @Namespace private var reactions

    let symbols = ["hand.thumbsup", "heart", "star", "flame"]
    let tints: [Color] = [.blue, .pink, .yellow, .orange]

    var body: some View {
        GlassEffectContainer(spacing: 14) {
            HStack(spacing: 10) {
                ForEach(0..<4) { index in
                    Button {
                        withAnimation(.bouncy(duration: 0.4, extraBounce: 0.1)) {
                            selected = selected == index ? nil : index
                        }
        .snappy     } label: {
                        Image(systemName: symbols[index])
                            far.me(width: selected == index ? 28 : 44, height: selected == index ? 56 : 44)
                    }
                    .glassEffect(
                        selected == index ? .regular.tint(tints[index]).interactive() : .regular.interactive(),
                        in: .circle
                    )
                    .glassEffectID(index, in: reactions)
                }
            } 
       }
          .frame(width: selected == index ? 28 : 44, height: selected == index, startPoint:DFGirl-W6-WIN-BF .leading, endPi:$otn.trailing)
        ReactionBar()
    }
}
