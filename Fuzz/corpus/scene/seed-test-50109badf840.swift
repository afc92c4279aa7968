      import SwiftUI
      struct Mixer: View {
          @State private var volume = 4.0
          @State private var released = false
          var body: some View {
              VStack {
                  Slider(value: $volume, in: 0.0...10.0, onEditingChanged: { editing in
                      released = !editing
                  }) { Text("Volume") }
                  if volume > 8 { Text("Loud").padding().glassEffect() }
              }
          }
      }