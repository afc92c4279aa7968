      import SwiftUI
      import UIKit

      extension UIDevice {
          static var hasDynamicIsland: Bool { current.userInterfaceIdiom == .phone }
          static var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
      }

      struct IslandBadge: View {
          var body: some View {
              VStack {
                  if UIDevice.hasDynamicIsland {
                      Text("Island")
                          .padding()
                          .glassEffect()
                  }
                  if UIDevice.isPad {
                      Text("Pad")
                  }
                  Text(UIDevice.current.systemName + " " + UIDevice.current.systemVersion)
              }
          }
      }