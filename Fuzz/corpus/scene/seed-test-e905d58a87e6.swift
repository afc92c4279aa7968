      import SwiftUI
      struct ModelMenuLabel: View {
          let model = "gpt-5-gpt-mini"
          var body: some View {
              Text(model.replacing("gpt-", with: "")).padding().glassEffect()
          }
      }