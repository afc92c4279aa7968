        import SwiftUI
        struct SortMenu: View {
            @State private var order = "Name"
            var body: some View {
                Menu {
                    Button("Name") { order = "Name" }
                    Button("Date Added") { order = "Date Added" }
                    Button("Size") { order = "Size" }
                } label: {
                    Text("Sort: \(order)").padding(12)
                }
                .glassEffect()
            }
        }