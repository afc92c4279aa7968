    import SwiftUI
    struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var widthClass
        var body: some View {
            if widthClass == .regular {
                Text("Sidebar").padding().glassEffect(in: .rect(cornerRadius: 12))
            } else {
                Text("Tabs").padding().glassEffect()
            }
        }
    }