import SwiftUI

/// A custom floating tab bar that minimises: the capsule of labelled tabs collapses (one
/// glassEffectID) into a circle showing only the selected tab's icon, and the circle expands
/// back into the bar — what a reader app does while the reader scrolls.
struct ReaderTab: Identifiable, Hashable {
    let id: String
    let title: String
    let symbol: String
}

struct MinimisingTabBar: View {
    @State private var selection = "library"
    @State private var isMinimised = false
    @Namespace private var namespace

    private let tabs = [
        ReaderTab(id: "home", title: "Home", symbol: "house"),
        ReaderTab(id: "library", title: "Library", symbol: "books.vertical"),
        ReaderTab(id: "profile", title: "Profile", symbol: "person.crop.circle"),
    ]

    private var selectedTab: ReaderTab {
        tabs.first { $0.id == selection } ?? tabs[0]
    }

    var body: some View {
        GlassEffectContainer(spacing: 16) {
            HStack(spacing: 16) {
                if isMinimised {
                    Button {
                        withAnimation(.spring(duration: 0.45, bounce: 0.2)) { isMinimised = false }
                    } label: {
                        Image(systemName: selectedTab.symbol)
                            .font(.title3)
                            .foregroundStyle(.tint)
                            .frame(width: 56, height: 56)
                    }
                    .buttonStyle(.plain)
                    .glassEffect(.regular.interactive(), in: .circle)
                    .glassEffectID("bar", in: namespace)
                    Spacer()
                } else {
                    HStack(spacing: 0) {
                        ForEach(tabs) { tab in
                            tabButton(tab)
                        }
                    }
                    .padding(4)
                    .glassEffect(.regular, in: .capsule)
                    .glassEffectID("bar", in: namespace)

                    Button {
                        withAnimation(.spring(duration: 0.45, bounce: 0.2)) { isMinimised = true }
                    } label: {
                        Image(systemName: "chevron.down")
                            .frame(width: 56, height: 56)
                    }
                    .buttonStyle(.plain)
                    .glassEffect(.regular.interactive(), in: .circle)
                    .glassEffectID("minimise", in: namespace)
                }
            }
        }
        .padding(.horizontal, 16)
    }

    private func tabButton(_ tab: ReaderTab) -> some View {
        Button {
            selection = tab.id
        } label: {
            VStack(spacing: 2) {
                Image(systemName: tab.symbol)
                    .font(.body)
                Text(tab.title)
                    .font(.caption2)
            }
            .foregroundStyle(tab.id == selection ? AnyShapeStyle(.tint) : AnyShapeStyle(.primary))
            .frame(width: 72, height: 48)
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    VStack {
        Spacer()
        MinimisingTabBar()
            .frame(maxWidth: .infinity)
            .padding(.bottom, 24)
    }
    .background(
        LinearGradient(colors: [.mint, .teal, .blue], startPoint: .top, endPoint: .bottom)
    )
}
