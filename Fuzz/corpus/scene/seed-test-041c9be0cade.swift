      import SwiftUI

      #if os(tvOS)
      struct TVPlayer: View {
          var body: some View { Text("TV").glassEffect() }
      }
      #elseif os(macOS)
      struct MacPlayer: View {
          var body: some View { Text("Mac").glassEffect() }
      }
      #endif