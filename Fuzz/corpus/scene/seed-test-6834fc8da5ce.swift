      import SwiftUI

      struct SheetAction {
          let title: String?
          let iconName: String?

          init(title: String) {
              self.title = title
              self.iconName = nil
          }

          init(iconName: String) {
              self.title = nil
              self.iconName = iconName
          }

          static let cancel = SheetAction(title: "Cancel")
          static func icon(_ name: String) -> SheetAction { SheetAction(iconName: name) }
      }

      struct ActionBar: View {
          var primary: SheetAction? = nil
          var secondary: SheetAction? = nil
          var extra: SheetAction? = nil

          var body: some View {
              HStack {
                  ForEach([primary, secondary, extra].compactMap { $0 }, id: \.title) { action in
                      if let iconName = action.iconName {
                          Image(systemName: iconName).glassEffect()
                      } else {
                          Text(action.title ?? "?").glassEffect()
                      }
                  }
              }
          }
      }

      #Preview {
          ActionBar(primary: .init(title: "Save"), secondary: .icon("plus"), extra: .cancel)
      }