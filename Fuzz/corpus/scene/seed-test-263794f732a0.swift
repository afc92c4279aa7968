      import SwiftUI
      struct EffectsSettings: View {
          var body: some View {
              VStack {
                  Toggle("Glass Effects", isOn: Binding(
                      get: { AppSettings.glassEffectsEnabled },
                      set: { AppSettings.glassEffectsEnabled = $0 }
                  ))
                  if AppSettings.glassEffectsEnabled {
                      Text("Preview").padding().glassEffect()
                  }
              }
          }
      }