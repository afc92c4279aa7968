      import SwiftUI

      struct InputBar: View {
          var body: some View {
              VStack(spacing: 60) {
                  Text("Message")
                      .padding()
                      .glassEffectIfAvailable(interactive: true, shape: RoundedRectangle(cornerRadius: 18))
                  Text("Ring")
                      .glassEffectUnion(progress: 0.5, thickness: .thin)
                  Text("Off")
                      .liquidGlass(isEnabled: false)
              }
          }
      }