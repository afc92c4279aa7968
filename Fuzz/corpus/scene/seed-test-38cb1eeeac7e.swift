      import SwiftUI

      extension View {
          @ViewBuilder
          func buttonStyle(_ style: (some PrimitiveButtonStyle)?) -> some View {
              if let style {
                  self.buttonStyle(style)
              } else {
                  self
              }
          }
      }

      enum Styles {
          static var glass: (some PrimitiveButtonStyle)? {
              if #available(iOS 26.0, *) {
                  GlassButtonStyle()
              } else {
                  nil
              }
          }
      }

      struct Bar: View {
          @State private var on = false
          var body: some View {
              Button(on ? "On" : "Off") { on.toggle() }
                  .buttonStyle(Styles.glass)
          }
      }