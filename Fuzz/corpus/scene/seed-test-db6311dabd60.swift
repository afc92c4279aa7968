      struct Badge: View {
          let item: Item
          var body: some View {
              Text("New").foregroundStyle(item.isNew ? .green : .gray).padding().glassEffect()
          }
      }