      import SwiftUI

      final class Loop {
          static let shared = Loop()
          var ready = false
          init() { ready = Loop.shared.ready }
      }

      struct Screen: View {
          var body: some View {
              Text(Loop.shared.ready ? "Ready" : "Waiting").padding().glassEffect()
          }
      }