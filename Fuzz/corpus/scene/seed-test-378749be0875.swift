      import SwiftUI

      struct Onboarding: View {
          private var isUITest: Bool { ProcessInfo.processInfo.arguments.contains("-UITests") }
          private var isDemo: Bool { ProcessInfo.processInfo.environment["DEMO_MODE"] == "1" }
          private var language: String { Locale.preferredLanguages.first ?? "en" }

          var body: some View {
              VStack {
                  if !isUITest && !isDemo {
                      Text("Welcome").padding().glassEffect()
                  }
                  Text(language)
              }
          }
      }