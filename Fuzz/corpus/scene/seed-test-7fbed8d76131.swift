        import SwiftUI
        struct Photo: Identifiable { let id: Int; let title: String }
        struct Gallery: View {
            @State private var selected: Photo?
            var body: some View {
                Button("Open") { selected = Photo(id: 1, title: "Harbour at dusk") }
                    .buttonStyle(.glass)
                    .sheet(item: $selected) { photo in
                        Text(photo.title).padding().glassEffect()
                            .presentationDetents([.height(200)])
                    }
            }
        }