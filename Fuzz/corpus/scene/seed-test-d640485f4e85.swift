      import SwiftUI
      struct FilterChip: View {
          let title: String
          @State private var isOn = false
          var body: some View {
              Button(title) { isOn.toggle() }
                  .padding()
                  .glassEffect(isOn ? .regular.tint(.blue) : .regular)
          }
      }
      #Preview {
          GlassEffectContainer {
              HStack {
                  FilterChip(title: "Open")
                  FilterChip(title: "Closed")
              }
          }
      }