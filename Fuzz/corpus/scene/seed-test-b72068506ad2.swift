      import SwiftUI
      struct GlassEffectContainer: View {
        @State private var isExpanded = false
        var body: some View {
          SwiftUICore.GlassEffectContainer(spacing: 20) {
            Button("More") { isExpanded.toggle() }.buttonStyle(.glass)
          }
        }
      }