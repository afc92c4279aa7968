import SwiftUI

extension View {
  /// The app's one glass surface: regular glass in a rounded rectangle.
  func glassCard(cornerRadius: CGFloat = 16) -> some View {
    glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: cornerRadius))
  }
}
