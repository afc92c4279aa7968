      struct Lamp: View {
          @Binding var isOn: Bool
          var body: some View {
              Button(isOn ? "On" : "Off") { isOn.toggle() }
                  .glassEffect(isOn ? .regular.tint(.yellow) : .regular)
          }
      }

      #Preview("Off") {
          @Previewable @State var isOn = false
          Lamp(isOn: $isOn)
      }

      #Preview("On") {
          Lamp(isOn: .constant(true))
      }

      #Playground {
          let ignored = 1
      }