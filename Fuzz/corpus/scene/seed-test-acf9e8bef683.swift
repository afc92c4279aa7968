      import SwiftUI

      struct Greeting: View {
          @Environment(\.locale) private var locale
          private var isBrazilian: Bool {
              let parsed = Locale(identifier: "pt-BR")
              return parsed.language.languageCode?.identifier == "pt"
                  && parsed.language.region?.identifier == "BR"
          }
          var body: some View {
              VStack {
                  if locale.language.languageCode?.identifier == "en" && Locale.current.regionCode == "US" {
                      Text("Hello").padding().glassEffect()
                  }
                  Text(isBrazilian ? "pt-BR" : "other")
                  Text(Locale(identifier: "zh-Hant-TW").language.region?.identifier ?? "none")
              }
          }
      }