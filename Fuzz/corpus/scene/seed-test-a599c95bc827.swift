        @Observable
        final class MenuModel {
            var isOpen = false
        }

        struct MenuButton: View {
            @State private var model = MenuModel()
            var body: some View {
                Button("Open") { withAnimation { model.isOpen.toggle() } }
                    .glassEffect()
            }
        }