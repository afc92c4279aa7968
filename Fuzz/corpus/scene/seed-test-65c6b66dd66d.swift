      import SwiftUI

      @Observable
      final class Session {
          static let shared = Session()
          var isSignedIn = false
          private init() {}
      }

      struct AccountBar: View {
          var body: some View {
              HStack {
                  Button(Session.shared.isSignedIn ? "Sign out" : "Sign in") {
                      withAnimation(.bouncy) { Session.shared.isSignedIn.toggle() }
                  }
                  .buttonStyle(.glass)
                  if Session.shared.isSignedIn {
                      Image(systemName: "person.crop.circle")
                          .padding()
                          .glassEffect()
                  }
              }
          }
      }