      import SwiftUI

      enum PillMode { case compact, expanded }

      struct Pill: View {
          let title: String
          let mode: PillMode
          @State private var isOn: Bool
          private let width: CGFloat

          init(_ title: String, mode: PillMode = .compact, startsOn: Bool = false) {
              self.title = title
              self.mode = mode
              _isOn = State(initialValue: startsOn)
              width = mode == .compact ? 80 : 160
          }

          var body: some View {
              Button(title) { withAnimation(.snappy) { isOn.toggle() } }
                  .frame(width: isOn ? width * 2 : width, height: 44)
                  .glassEffect()
          }
      }

      struct PillRow: View {
          var body: some View {
              VStack(spacing: 12) {
                  Pill("Compact")
                  Pill("Wide", mode: .expanded, startsOn: true)
              }
          }
      }