      import SwiftUI

      extension View {
          func glassButton() -> some View { buttonStyle(.glass) }
      }