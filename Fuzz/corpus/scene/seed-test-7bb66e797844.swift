      import SwiftUI
      struct Badge: View {
        var body: some View {
          Text("New")
            .glassEffect()
            .contentTransitionSparkle()
        }
      }