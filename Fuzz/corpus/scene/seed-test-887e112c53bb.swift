          struct Pill: View {
              var body: some View { Text("Pill").padding().glassEffect() }
          }

          #Preview {
          1
          }