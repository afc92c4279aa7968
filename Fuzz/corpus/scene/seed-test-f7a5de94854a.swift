      #if os(macOS)
      import SwiftUI

      struct Sidebar: View {
          var body: some View { Text("Mac").glassEffect() }
      }
      #endif