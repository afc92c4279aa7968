      struct ServerConnections: View {
          @State private var editMode: EditMode = .inactive
          private var isEditing: Bool { editMode.isEditing }
          var body: some View {
              VStack {
                  Button(isEditing ? "Done" : "Edit") {
                      editMode = isEditing ? .inactive : .active
                  }
                  ForEach(["Home", "Office"], id: \.self) { name in
                      HStack {
                          Text(name)
                          if isEditing {
                              Button("Delete", systemImage: "minus") {}
                                  .buttonStyle(.glass)
                          }
                      }
                  }
              }
          }
      }