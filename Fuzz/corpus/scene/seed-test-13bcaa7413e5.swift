      import SwiftUI
      enum SidebarStyle: String, CaseIterable, Identifiable {
          case glass, thin, thick
          static var selectableCases: [SidebarStyle] { allCases }
          static var defaultStyle: SidebarStyle { thin }
          var id: String { rawValue }
      }

      struct StylePicker: View {
          var body: some View {
              VStack {
                  ForEach(SidebarStyle.selectableCases) { style in
                      Text(style.rawValue).padding().glassEffect()
                  }
                  Text("Default: \(SidebarStyle.defaultStyle.rawValue)")
              }
          }
      }