      import SwiftUI

      struct Adaptive: View {
          var body: some View {
              if UIDevice.current.userInterfaceIdiom == .pad {
                  Text("Sidebar")
              } else if UIScreen.main.bounds.width < 500 {
                  Text("Compact").padding().glassEffect()
              }
          }
      }