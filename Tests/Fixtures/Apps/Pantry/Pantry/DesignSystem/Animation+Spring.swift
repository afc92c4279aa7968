import SwiftUI

extension Animation {
  /// The app's spring for every open and close.
  static var smoothSpring: Animation {
    .spring(response: 0.45, dampingFraction: 0.8)
  }
}
