    import SwiftUI

    struct Player: View {
        @Environment(PlayerModel.self) private var model
        @Namespace private var glass

        var body: some View {
            switch model.phase {
            case .idle:
                Text("Nothing playing")
            case .playing:
                Text("Playing")
                    .frame(width: 160, height: 50)
                    .glassEffect()
                    .glassEffectID("bar", in: glass)
            }
        }
    }