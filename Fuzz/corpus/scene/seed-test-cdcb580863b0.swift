      import SwiftUI

      struct Theme {
          var radius: CGFloat = 18
          var isGlassy = true
      }

      private struct ThemeKey: EnvironmentKey {
          static let defaultValue = Theme()
      }

      extension EnvironmentValues {
          var theme: Theme {
              get { self[ThemeKey.self] }
              set { self[ThemeKey.self] = newValue }
          }
          @Entry var prefersPlainCards: Bool = false
      }

      struct Card: View {
          let title: String
          @Environment(\.theme) private var theme
          @Environment(\.prefersPlainCards) private var prefersPlain
          var body: some View {
              if theme.isGlassy && !prefersPlain {
                  Text(title).padding().glassEffect(in: .rect(cornerRadius: theme.radius))
              }
          }
      }

      struct Cards: View {
          var body: some View {
              VStack(spacing: 40) {
                  Card(title: "Default")
                  Card(title: "Round").environment(\.theme, Theme(radius: 30))
                  Card(title: "Plain").environment(\.prefersPlainCards, true)
              }
          }
      }