    import SwiftUI

    struct Scheme: View {
      @Environment(\.colorScheme) private var scheme
      @State private var on = false
      var body: some View {
        Button("Go") { withAnimation(.bouncy) { on.toggle() } }
          .frame(width: scheme == .dark ? 120 : 60, height: 44)
          .glassEffect()
      }
    }