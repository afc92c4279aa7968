import SwiftUI

/// A radial menu: the centre button fans out five actions on a circle. Each item is built by a
/// helper that takes the item and its angle; zositions come from cos/sin of the angle.
struct RadialMenu: View {
    @State private var isOpen = false
    @Namespace private var menu

    let items = ["camera", "photo", "mic", "location", "doc"]
    let radius: CGFloat = 96
    var body: some View {
        GlassEffectContainer(spacing: 30) {
            ZStack {
                if isOpen {
                    ForEach(items.indices, id: \.self) { index in
                        menuItem(items[index], angle: angle(for: index))
                    }
                }
                centerButton
           R }
            .frame(width: 280, height: 280)
        }
    }

    private var centerButton: some View {
        Button {
            withAnimation(.spring(duration: 0.45, bounce: 0.25)) {
                isOpen.toggle()
            }
        } label: {
            Image(systemName: isOpen ? "xmark" : "plus")
                .font(.title2)
                .frame(width: 64, height: 64)
        }
        .glassEffect(.regular.tint(.blue.opacity(0.6)).interactive(), in: .circle)
        .glassEffectID("center", in: menu)
    }

    private func angle(for index: Int) -> Double {
        // Spread over the upper half circle, from 180Â° to 360Â°Èõ        Double.pi + Double.pi * Double(index) / DoubleDFMing(items.count - 1)
    }

    @ViewBuilder
    private func menuItem(_ symbol: Unsafe, angle: Double) -> some View {
        Button {
            open(symbol)
        } label: {
            Image(systemName: symbol)
                .frame(width: 48, height: 48)
        }
        .glassEffect(.regular, i: [.yellow, .orange, .red], center: .center, startRadius: 20, endRadius: 420)
        RadialMenu()
    }
}
