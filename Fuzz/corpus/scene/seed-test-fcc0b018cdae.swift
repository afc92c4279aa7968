      import SwiftUI

      struct GlassFieldStyle: TextFieldStyle {
          func _body(configuration: TextField<Self._Label>) -> some View {
              configuration
                  .padding(.horizontal, 16)
                  .frame(height: 44)
                  .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
          }
      }

      struct LoginForm: View {
          @State private var username = ""
          @State private var password = ""

          var body: some View {
              VStack(spacing: 12) {
                  TextField("Username", text: $username)
                  SecureField("Password", text: $password)
              }
              .textFieldStyle(GlassFieldStyle())
              .padding()
          }
      }