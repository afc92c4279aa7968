import SwiftUI

/// What the photo screen shows: whether the photo is open, its likes, the saved banner.
@Observable
final class PhotoModel {
  var isOpen = false
  var likes = 41
  var showsBanner = false

  func toggle() { isOpen.toggle() }
}

extension View {
  /// Places a view at (x, y) in a top-leading stack.
  func placed(x: CGFloat, y: CGFloat) -> some View {
    padding(.leading, x).padding(.top, y)
  }
}

struct Thumbnail: View {
  let namespace: Namespace.ID

  var body: some View {
    Color.orange
      .matchedGeometryEffect(id: "photo", in: namespace)
      .frame(width: 40, height: 40)
  }
}

struct PhotoScreen: View {
  @State private var model = PhotoModel()
  @Namespace private var photos

  var body: some View {
    ZStack(alignment: .topLeading) {
      Group {
        if model.isOpen {
          Color.orange
            .frame(width: 300, height: 300)
            .matchedGeometryEffect(id: "photo", in: photos)
            .frame(width: 200, height: 200)
            .clipShape(RoundedRectangle(cornerRadius: 24))
        } else {
          Thumbnail(namespace: photos)
        }
      }
      .placed(x: 100, y: 20)

      Image(systemName: "chevron.right")
        .frame(width: 20, height: 20)
        .rotationEffect(.degrees(model.isOpen ? 90 : 0))
        .placed(x: 20, y: 80)

      Text("\(model.likes)")
        .contentTransition(.numericText(value: Double(model.likes)))
        .frame(width: 60, height: 30)
        .placed(x: 20, y: 120)

      if model.showsBanner {
        Color.blue
          .frame(width: 120, height: 40)
          .transition(.move(edge: .top))
          .placed(x: 20, y: 300)
      }

      ZStack {
        Color.red.frame(width: 50, height: 50).zIndex(1)
        Color.green.frame(width: 50, height: 50).offset(x: 10, y: 10)
      }
      .placed(x: 320, y: 240)

      HStack(spacing: 10) {
        Color.purple.frame(width: 30, height: 30).hidden()
        Color.yellow.frame(width: 30, height: 30)
      }
      .placed(x: 320, y: 320)

      Image(systemName: "heart")
        .frame(width: 44, height: 44)
        .glassEffect(.regular, in: .circle)
        .scaleEffect(0.5)
        .placed(x: 20, y: 180)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .overlay(alignment: .bottom) {
      HStack {
        Button("Open") {
          withAnimation(.linear(duration: 1)) { model.toggle() }
        }
        Button("Like") {
          withAnimation(.linear(duration: 1)) { model.likes += 1 }
        }
        Button("Banner") {
          withAnimation(.linear(duration: 1)) { model.showsBanner.toggle() }
        }
      }
      #if os(iOS)
        .padding(.bottom, 4)
      #endif
    }
  }
}

#Preview("Photo") {
  PhotoScreen()
}
