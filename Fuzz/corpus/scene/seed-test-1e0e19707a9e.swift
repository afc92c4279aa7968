    import SwiftUI

    #if os(tvOS)
    struct SeasonPicker: View {
        @State private var selected = 1
        @Namespace private var seasons

        var body: some View {
            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    ForEach(1...3, id: \.self) { season in
                        Button("Season \(season)") {
                            withAnimation(.smooth) { selected = season }
                        }
                        .padding()
                        .glassEffect(season == selected ? .regular.tint(.blue) : .regular)
                        .glassEffectID(season, in: seasons)
                    }
                }
            }
        }
    }

    #Preview {
        SeasonPicker()
    }
    #endif