      struct Toggler: View {
          @Binding var isOn: Bool
          var body: some View {
              Button("Flip") { withAnimation { isOn.toggle() } }
                  .frame(width: isOn ? 200 : 100, height: 44)
                  .glassEffect()
          }
      }