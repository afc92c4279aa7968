      import SwiftUI

      struct Row: PlatformView, Identifiable {
          let id = 1
          var iOSView: some View { Text("Row").glassEffect() }
      }