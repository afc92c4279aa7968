import SwiftUI

// A floating action menu driven by an @Observable model from the environment: the "+" button
// morphs into a column of glass actions built with ForEach over the model's items.

@Observable
final class ComposeMenu {
    struct Action: Identifiable {
        let id: String
        let symbol: String
    }

    var isOpen = false
    let actions = [
        Action(id: "photo", symbol: "photo"),
        Action(id: "camera", symbol: "camera"),
        Action(id: "note", symbol: "note.text"),
    ]

    func toggle() {
        withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) { isOpen.toggle() }
    }
}

struct MenuButton: View {
    @Environment(ComposeMenu.self) private var menu
    let namespace: Namespace.ID

    var body: some View {
        Button {
            menu.toggle()
        } label: {
            Image(systemName: menu.isOpen ? "xmark" : "plus")
                .font(.title2)
                .frame(width: 56, height: 56)
        }
        .glassEffect(.regular.tint(.blue.opacity(0.6)).interactive())
        .glassEffectID("menu", in: namespace)
    }
}

struct ComposeOverlay: View {
    @Environment(ComposeMenu.self) private var menu
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Color.clear
            GlassEffectContainer(spacing: 24) {
                VStack(spacing: 14) {
                    if menu.isOpen {
                        ForEach(menu.actions) { action in
                            Image(systemName: action.symbol)
                                .font(.title3)
                                .frame(width: 48, height: 48)
                                .glassEffect(.regular.interactive())
                                .glassEffectID(action.id, in: namespace)
                        }
                    }
                    MenuButton(namespace: namespace)
                }
            }
            .padding(24)
        }
    }
}

#Preview {
    ComposeOverlay()
        .environment(ComposeMenu())
}
