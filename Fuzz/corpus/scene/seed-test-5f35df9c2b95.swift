    import SwiftUI

    struct ComposerBar: View {
        @Environment(ComposerModel.self) private var model
        let draft: Draft?
        @Namespace private var glass

        var body: some View {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    Button("Send") { model.send() }
                        .frame(width: 44, height: 44)
                        .glassEffect()
                        .glassEffectID("send", in: glass)
                    if model.isExpanded {
                        Button("Attach") { }
                            .frame(width: 44, height: 44)
                            .glassEffect()
                            .glassEffectID("attach", in: glass)
                    }
                    if let draft, !draft.isEmpty {
                        Text("Draft").padding().glassEffect()
                    }
                }
            }
        }
    }