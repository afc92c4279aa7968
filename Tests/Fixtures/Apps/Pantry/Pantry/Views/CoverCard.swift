import SwiftUI

/// The shelf's cover art, the photo of the week and the brand logo, side by side.
struct CoverCard: View {
  var body: some View {
    HStack(spacing: 0) {
      Image("Cover")
      Image(.photo)
      Image("Logo")
    }
  }
}
