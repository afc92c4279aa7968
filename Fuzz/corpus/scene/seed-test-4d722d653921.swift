      struct Tab: Identifiable { let id: String; let title: String }

      struct Bar: View {
          @State private var selection = "b"
          private let tabs = [Tab(id: "a", title: "Home"), Tab(id: "b", title: "Library")]
          private var selected: Tab { tabs.first { $0.id == selection } ?? tabs[0] }
          var body: some View {
              VStack {
                  Text(selected.title)
                  Text(tabs.contains { $0.title == "Home" } ? "has home" : "no home")
                  Text("\(tabs.firstIndex { $0.id == "b" } ?? -1)")
                  Text(tabs.last { $0.id == "z" }?.title ?? "none")
              }
          }
      }