    import SwiftUI

    struct FilterSheet: View {
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack(spacing: 16) {
                Text("Filters").font(.headline)
                Button("Done") { dismiss() }
                    .buttonStyle(.glassProminent)
            }
            .presentationDetents([.large, .medium])
        }
    }

    struct LibraryView: View {
        @State private var showsFilters = false

        var body: some View {
            VStack {
                Spacer()
                Button {
                    withAnimation(.linear(duration: 1)) { showsFilters = true }
                } label: {
                    Label("Filters", systemImage: "line.3.horizontal.decrease")
                }
                .buttonStyle(.glass)
            }
            .sheet(isPresented: $showsFilters) {
                FilterSheet()
            }
        }
    }