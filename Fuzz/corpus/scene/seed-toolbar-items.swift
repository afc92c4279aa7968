import SwiftUI

// A photo editor's bars as iOS 26 draws them: a text item and a prominent "Done" in the navigation
// bar, tools in a bottom toolbar whose items change when "Select" is on.

struct EditorTools: View {
    @Binding var isSelecting: Bool

    var body: some View {
        Color.clear
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("Select") { withAnimation(.smooth) { isSelecting.toggle() } }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button {} label: { Image(systemName: "checkmark") }
                }
                if isSelecting {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button {} label: { Image(systemName: "square.and.arrow.up") }
                        Button {} label: { Image(systemName: "trash") }
                    }
                } else {
                    ToolbarItem(placement: .bottomBar) {
                        Button {} label: { Image(systemName: "crop") }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button {} label: { Image(systemName: "slider.horizontal.3") }
                    }
                    ToolbarItem(placement: .bottomBar) {
                        Button {} label: { Image(systemName: "wand.and.stars") }
                    }
                }
            }
    }
}

struct PhotoEditor: View {
    @State private var isSelecting = false

    var body: some View {
        NavigationStack {
            VStack {
                Image("beach")
                    .resizable()
                    .frame(height: 420)
                    .clipShape(.rect(cornerRadius: 28))
                    .padding(.horizontal, 16)
                EditorTools(isSelecting: $isSelecting)
            }
            .navigationTitle("Edit")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

#Preview {
    PhotoEditor()
}
