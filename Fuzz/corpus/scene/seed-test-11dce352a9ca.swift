      import SwiftUI

      final class LabelSync {
          var pending = 0
          func push() { pending += 1 }
      }

      struct MenuLabel: View {
          let sync = LabelSync()

          private func syncLabel() {
              DispatchQueue.main.async {
                  sync.push()
              }
          }

          var body: some View {
              let _ = syncLabel()
              Text("Menu")
                  .padding()
                  .glassEffect()
          }
      }