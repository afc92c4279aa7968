import SwiftUI

/// Map controls: two static groups of buttons joined with glassEffectUnion, and a row of
/// filter chips built with ForEach whose union id comes from each chip's category.
struct MapControls: View {
    @State private var showsFilters = false
    @Namespace private var unionSpace

    private let filters = ["Food", "Parks", "Museums", "Shops"]

    var body: some View {
        GlassEffectContainer(spacing: 16) {
            VStack(spacing: 16) {
                // Zoom buttons: two circles combined into one capsule, even at rest.
                VStack(spacing: 0) {
                    controlButton("plus")
                        .glassEffectUnion(id: "zoom", namespace: unionSpace)
                    controlButton("minus")
                        .glassEffectUnion(id: "zoom", namespace: unionSpace)
                }

                HStack(spacing: 0) {
                    controlButton("location")
                        .glassEffectUnion(id: "tools", namespace: unionSpace)
                    Button {
                        withAnimation(.snappy) {
                            showsFilters.toggle()
                        }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease")
                            .frame(width: 44, height: 44)
                    }
                    .glassEffect()
                    .glassEffectUnion(id: "tools", namespace: unionSpace)
                }

                if showsFilters {
                    HStack(spacing: 8) {
                        ForEach(filters, id: \.self) { filter in
                            Text(filter)
                                .font(.subheadline)
                                .padding(.horizontal, 12)
                                .padding(.vertical, 8)
                                .glassEffect()
                                .glassEffectUnion(id: filters.firstIndex(of: filter)! < 2 ? "near" : "far", namespace: unionSpace)
                        }
                    }
                }
            }
        }
    }

    private func controlButton(_ symbol: String) -> some View {
        Button {
            recenterMap()
        } label: {
            Image(systemName: symbol)
                .frame(width: 44, height: 44)
        }
        .glassEffect()
    }
}

#Preview {
    ZStack {
        Color(red: 0.86, green: 0.91, blue: 0.84)
        MapControls()
    }
}
