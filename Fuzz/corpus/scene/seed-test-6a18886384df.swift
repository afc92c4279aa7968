      import SwiftUI
      struct Screen: View {
        var body: some View { Badge() }
      }