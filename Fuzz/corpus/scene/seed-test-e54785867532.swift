      struct MapLayer: UIViewRepresentable {
          var zoom: Double
          func makeUIView(context: Context) -> MKMapView { MKMapView() }
          func updateUIView(_ view: MKMapView, context: Context) {}
      }

      struct MapScreen: View {
          @State private var zoomed = false
          var body: some View {
              MapLayer(zoom: zoomed ? 2 : 1)
                  .safeAreaInset(edge: .top) {
                      Button(zoomed ? "Out" : "In") { zoomed.toggle() }
                          .buttonStyle(.glass)
                  }
          }
      }