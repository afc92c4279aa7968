      struct Search: View {
          @State private var query = ""
          @State private var city = "Lisbon"
          @State private var secret = "abc"
          var body: some View {
              VStack {
                  TextField("Search", text: $query, prompt: Text("Artists, songs"))
                  TextField("City", text: $city)
                  TextField("Name", text: $query)
                  SecureField("Password", text: $secret)
              }
          }
      }