import SwiftUI

/// A photo library's filter menu: a floating glass button in the bottom corner morphs (one
/// glassEffectID) into a menu of labelled rows; picking a row closes the menu on that filter.
enum LibraryFilter: String, CaseIterable, Identifiable {
    case all = "All"
    case photos = "Photos"
    case videos = "Videos"
    case favorites = "Favorites"

    var id: Self { self }

    var symbol: String {
        switch self {
        case .all: "square.grid.2x2"
        case .photos: "photo"
        case .videos: "video"
        case .favorites: "heart"
        }
    }
}

struct FilterMenu: View {
    @State private var isOpen = false
    @State private var filter = LibraryFilter.all
    @Namespace private var namespace

    var body: some View {
        GlassEffectContainer {
            if isOpen {
                VStack(alignment: .leading, spacing: 2) {
                    ForEach(LibraryFilter.allCases) { option in
                        row(option)
                    }
                }
                .padding(8)
                .frame(width: 210)
                .glassEffect(.regular, in: .rect(cornerRadius: 26))
                .glassEffectID("filter", in: namespace)
            } else {
                Button {
                    withAnimation(.bouncy) { isOpen = true }
                } label: {
                    Image(systemName: "line.3.horizontal.decrease")
                        .font(.title3)
                        .frame(width: 52, height: 52)
                }
                .buttonStyle(.plain)
                .glassEffect(.regular.interactive(), in: .circle)
                .glassEffectID("filter", in: namespace)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomTrailing)
        .padding(24)
    }

    private func row(_ option: LibraryFilter) -> some View {
        Button {
            withAnimation(.bouncy) {
                filter = option
                isOpen = false
            }
        } label: {
            Label(option.rawValue, systemImage: option.symbol)
                .frame(maxWidth: .infinity, alignment: .leading)
                .overlay(alignment: .trailing) {
                    if option == filter {
                        Image(systemName: "checkmark")
                            .font(.footnote.weight(.semibold))
                    }
                }
                .padding(.horizontal, 14)
                .padding(.vertical, 11)
        }
        .buttonStyle(.plain)
    }
}

/// The library behind the menu: a grid of thumbnails in many colours, light and dark.
struct LibraryGrid: View {
    private let columns = [GridItem(.adaptive(minimum: 96), spacing: 2)]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(0..<36) { index in
                    Rectangle()
                        .fill(Color(hue: Double(index % 12) / 12, saturation: 0.55,
                                    brightness: index % 5 == 0 ? 0.3 : 0.85))
                        .frame(height: 96)
                }
            }
        }
    }
}

#Preview {
    ZStack {
        LibraryGrid()
            .ignoresSafeArea()
        FilterMenu()
    }
}
