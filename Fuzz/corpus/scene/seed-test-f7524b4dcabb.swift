      import SwiftUI
      struct PillStyle: ButtonStyle {
        let glassID: String
        let namespace: Namespace.ID
        let onPress: (Bool) -> Void
        func makeBody(configuration: Configuration) -> some View {
          configuration.label
            .padding(EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
            .glassEffect()
            .glassEffectID(glassID, in: namespace)
        }
      }