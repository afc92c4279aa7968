import SwiftUI

/// The app's container: SwiftUI's on iOS 26 with the app's spacing, the plain content before.
struct GlassEffectContainer<Content: View>: View {
  var spacing: CGFloat = 40
  @ViewBuilder var content: Content

  var body: some View {
    if #available(iOS 26, *) {
      SwiftUI.GlassEffectContainer(spacing: spacing) {
        content
      }
    } else {
      content
    }
  }
}
