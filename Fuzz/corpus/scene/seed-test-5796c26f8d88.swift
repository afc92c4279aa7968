      import SwiftUI
      struct Preview: View {
          let raw: String
          private var cleaned: String {
              var result = raw
              for rule in ["**", "__", "`", "#"] {
                  result = result.replacingOccurrences(of: rule, with: "")
              }
              return result
          }
          var body: some View {
              if !cleaned.isEmpty {
                  Text("Reply").padding().glassEffect()
              }
          }
      }