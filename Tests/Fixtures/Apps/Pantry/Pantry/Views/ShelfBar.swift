import SwiftUI

/// The bar at the bottom: one button that opens into the shelf's items.
struct ShelfBar: View {
  @Bindable var shelf: ShelfModel
  @Namespace private var glass

  var body: some View {
    GlassEffectContainer {
      HStack(spacing: 12) {
        Button {
          withAnimation(.smoothSpring) { shelf.isOpen.toggle() }
        } label: {
          Image(systemName: shelf.isOpen ? "xmark" : "plus")
            .frame(width: 48, height: 48)
        }
        .glassCard(cornerRadius: 24)
        .glassEffectID("toggle", in: glass)

        if shelf.isOpen {
          ForEach(shelf.items, id: \.self) { item in
            Text(item)
              .padding(.horizontal, 16)
              .frame(height: 48)
              .glassCard(cornerRadius: 24)
              .glassEffectID(item, in: glass)
          }
        }
      }
    }
  }
}
