      import SwiftUI

      enum Field: Hashable { case email, password }

      struct SignIn: View {
          @FocusState private var focus: Field?
          @State private var email = ""
          @State private var password = ""

          var body: some View {
              VStack {
                  TextField("Email", text: $email)
                      .focused($focus, equals: .email)
                  SecureField("Password", text: $password)
                      .focused($focus, equals: .password)
                  if focus == .password {
                      Button("Show") { }
                          .buttonStyle(.glass)
                  }
              }
          }
      }