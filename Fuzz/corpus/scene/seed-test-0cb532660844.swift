      enum Speed: String, CaseIterable, Identifiable {
          case slow, fast
          var id: Self { self }
      }

      struct Settings: View {
          @State private var isOn = false
          @State private var speed: Speed = .slow
          @State private var count = 1
          @State private var tapped = false
          var body: some View {
              VStack {
                  Toggle("Wi-Fi", isOn: $isOn)
                  Picker("Speed", selection: $speed) {
                      ForEach(Speed.allCases) { Text($0.rawValue.capitalized) }
                  }
                  .pickerStyle(.segmented)
                  Stepper("Count", value: $count, in: 0...2)
                  Text("Hello").onTapGesture { tapped.toggle() }
                  Text("Hold").onLongPressGesture { tapped = false }
                  Button("Off") {}.disabled(true)
              }
          }
      }