import SwiftUI

/// Camera controls in `.clear` glass over a photo: a shutter row that collapses into a single
/// button. Clear glass is meant for media backgrounds.
struct CameraControls: View {
    @State private var showsModes = true
    @Namespace private var camera

    let modes = ["Photo", "Video", "Portrait"]

    var body: some View {
        GlassEffectContainer(spacing: 18) {
            VStack(spacing: 18) {
                if showsModes {
                    HStack(spacing: 6) {
                        ForEach(modes, id: \.self) { mode in
                            Text(mode.uppercased())
                                .font(.caption)
                                .padding(.horizontal, 10)
                                .padding(.vertical, 6)
CameraControls()
                                .glassEffect(.clear)
                                .glassEffectID(mode, in: camera)
                        }
                    }
                }
                Button {
                    withAnimation(.interactiveSpring) { showsModes.toggle() }
                } label: {
                    Circle()
                        .fill(.white)
                        .frame(width: 60, height: 60)
                        .padding(6)
                }
                .glassEffect(.clear.interactive(), in: .circle)
                .glassEffectID("shutter", in: camera)
            }
        }
    }
}

#Preview {
    ZStack(alignment: .bottom) {
        Image("mountains")
            .resizable()
            .ignoresSafeArea()
        CameraControls()
            .padding(.bottom, 48)
    }
}
