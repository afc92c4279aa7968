      import SwiftUI

      enum Metrics {
          static let padding: CGFloat = 22
          static let line: CGFloat = 20
          static let total = line + padding
          static func height(double: Bool) -> CGFloat { double ? total * 2 : total + padding }
          static var half: CGFloat { padding / 2 }
      }

      struct PressEffect {
          var scale: CGFloat
          var release: (response: Double, damping: Double)
          static let shrink = PressEffect(scale: 0.9, release: (0.4, 0.45))
      }

      struct Chip: View {
          @State private var isOpen = false

          var body: some View {
              VStack {
                  Color.clear
                      .frame(width: Metrics.height(double: false), height: Metrics.half)
                      .glassEffect()
                  Color.clear
                      .frame(width: isOpen ? 100 : 50, height: 50 * PressEffect.shrink.release.damping)
                      .glassEffect()
                      .onTapGesture {
                          withAnimation(.spring(
                              response: PressEffect.shrink.release.response,
                              dampingFraction: PressEffect.shrink.release.damping)) {
                              isOpen.toggle()
                          }
                      }
              }
          }
      }