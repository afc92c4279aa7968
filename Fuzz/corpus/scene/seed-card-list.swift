import SwiftUI

// A list of cards; each card is a child view with its own state that morphs its glass button into
// a detail panel. Only the tapped card changes: the others keep their own state.

struct Trip: Identifiable {
    let id: Int
    let city: String
    let days: Int
}

struct TripCard: View {
    let trip: Trip
    @State private var isExpanded = false
    @Namespace private var glass

    var body: some View {
        GlassEffectContainer(spacing: 16) {
            VStack(alignment: .leading, spacing: 10) {
                HStack {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(trip.city).font(.title3).bold()
                        Text("\(trip.days) days").font(.subheadline)
                    }
                    Spacer()
                    Button {
                        withAnimation(.bouncy) { isExpanded.toggle() }
                    } label: {
                        Image(systemName: isExpanded ? "chevron.up" : "info")
                            .frame(width: 40, height: 40)
                    }
                    .glassEffect(.regular.interactive())
                    .glassEffectID("toggle", in: glass)
                }
                if isExpanded {
                    Text("Flights, hotel and three saved places.")
                        .font(.callout)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(14)
                        .glassEffect(in: .rect(cornerRadius: 16))
                        .glassEffectID("details", in: glass)
                }
            }
            .padding(16)
            .background(Color.white.opacity(0.5), in: .rect(cornerRadius: 24))
        }
    }
}

struct TripList: View {
    let trips = [
        Trip(id: 1, city: "Lisbon", days: 4),
        Trip(id: 2, city: "Kyoto", days: 9),
        Trip(id: 3, city: "Oslo", days: 3),
    ]

    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(trips) { trip in
                    TripCard(trip: trip)
                }
            }
            .padding(20)
        }
    }
}

#Preview {
    TripList()
}
