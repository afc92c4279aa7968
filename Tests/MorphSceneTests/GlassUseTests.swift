import Testing

@testable import MorphScene

/// Which views a program's listing says use Liquid Glass, as Swift's name lookup resolves the
/// glass names: an app's own look-alike (`glassEffect(_ thickness:)` drawn with materials, its own
/// `struct GlassEffectContainer`) is not SwiftUI's glass; a wrapper that calls SwiftUI's is.
@Suite struct GlassUseTests {
  static func use(_ source: String) -> GlassUse {
    GlassUse(SceneTestSupport.parse(source).0)
  }

  @Test func anAppsLookAlikeGlassEffectIsNotGlass() {
    let glass = Self.use(
      """
      import SwiftUI

      enum Thickness { case thin, thick }

      extension View {
          func glassEffect(_ thickness: Thickness) -> some View {
              background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
          }
      }

      struct GlassEffectContainer<Content: View>: View {
          @ViewBuilder var content: Content
          var body: some View { VStack { content } }
      }

      struct DeckRow: View {
          var body: some View {
              GlassEffectContainer {
                  Text("Verbs").glassEffect(.thin)
              }
          }
      }
      """)
    // Both names resolve to the app's declarations, which draw materials.
    #expect(glass.apis(ofType: "DeckRow").isEmpty)
    #expect(GlassUse.lookAlikes(in: ["glassEffect": ["background"]]) == ["glassEffect"])
  }

  @Test func aWrapperAroundSwiftUIsGlassIsGlass() {
    let glass = Self.use(
      """
      import SwiftUI

      extension View {
          @ViewBuilder
          func glassEffect(cornerRadius: CGFloat) -> some View {
              if #available(iOS 26, *) {
                  self.glassEffect(.regular, in: .rect(cornerRadius: cornerRadius))
              } else {
                  background(.ultraThinMaterial)
              }
          }
      }

      struct Badge: View {
          var body: some View { Text("New").glassEffect(cornerRadius: 8) }
      }

      struct Plain: View {
          var body: some View { Text("Old").padding() }
      }
      """)
    #expect(glass.apis(ofType: "Badge") == ["glassEffect"])
    #expect(glass.apis(ofType: "Plain").isEmpty)
  }

  @Test func anAppsOwnDotGlassIsGlassOnlyAsAButtonStyle() {
    let glass = Self.use(
      """
      import SwiftUI

      enum Elevation { case flat, glass }

      extension View {
          func elevated(_ elevation: Elevation) -> some View {
              shadow(radius: elevation == .glass ? 12 : 0)
          }
      }

      struct EventCard: View {
          var body: some View { Text("Dinner").elevated(.glass) }
      }

      struct JoinButton: View {
          var body: some View {
              Button("Join") {}.buttonStyle(.glassProminent)
          }
      }
      """)
    // `.glass` here is the app's `Elevation.glass`: Swift resolves the implicit member against the
    // parameter's type, and only `buttonStyle(_:)` takes SwiftUI's glass styles.
    #expect(glass.apis(ofType: "EventCard").isEmpty)
    #expect(glass.apis(ofType: "JoinButton") == [".glassProminent"])
  }
}

extension GlassUseTests {
  /// An app's `func glassEffect()` that takes nothing (a blur modifier it wrote before iOS 26)
  /// is what a call without arguments calls; a call with arguments can only be SwiftUI's
  /// `glassEffect(_:in:)`, as Swift's overload resolution says. Before, the look-alike hid every
  /// `glassEffect` of the app, and a folder with real glass listed no view.
  @Test func aLookAlikeTakingNothingLeavesCallsWithArgumentsToSwiftUI() {
    let glass = Self.use(
      """
      import SwiftUI

      struct FrostedEffect: ViewModifier {
          func body(content: Content) -> some View {
              content.blur(radius: 10).background(Color.white.opacity(0.2))
          }
      }

      extension View {
          func glassEffect() -> some View { modifier(FrostedEffect()) }
      }

      struct Bubble: View {
          var body: some View {
              Text("Hi").padding().glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 16))
          }
      }

      struct OldCard: View {
          var body: some View { Text("Old").glassEffect() }
      }
      """)
    #expect(glass.apis(ofType: "Bubble") == ["glassEffect"])
    #expect(glass.apis(ofType: "OldCard").isEmpty)
  }
}

extension GlassUseTests {
  /// An app whose `glassEffect(in:)` calls its own `glassEffect(_:in:)` (a style enum of its own,
  /// drawn with a material) uses no Liquid Glass: each call is resolved by its labels, and both
  /// overloads take the labels they are called with (`(in:)` calls `(_:in:)`, which is the
  /// app's). Before, the first overload's call of a `glassEffect` by name read as a wrapper of
  /// SwiftUI's, and 18 of a social-network client's 28 listed views showed no glass. A wrapper
  /// that calls the labels it takes itself still wraps SwiftUI's (calling itself would never
  /// end), and a call with labels no overload takes is SwiftUI's.
  @Test func anAppsOverloadsCallingEachOtherAreTheAppsAndNotGlass() {
    let glass = Self.use(
      """
      import SwiftUI

      enum CardStyle { case regular, interactive }

      extension View {
          func glassEffect(in shape: some Shape) -> some View {
              glassEffect(CardStyle.regular, in: shape)
          }
          func glassEffect(_ style: CardStyle, in shape: some Shape) -> some View {
              background(shape.fill(.ultraThinMaterial))
          }
          func glassEffect(tint: Color) -> some View {
              if #available(iOS 26, *) {
                  glassEffect(tint: tint)
              }
          }
      }

      struct PostCard: View {
          var body: some View { Text("Post").glassEffect(in: RoundedRectangle(cornerRadius: 20)) }
      }

      struct CommentBar: View {
          var body: some View { Text("Reply").glassEffect(.interactive, in: Capsule()) }
      }

      struct TintedBadge: View {
          var body: some View { Text("New").glassEffect(tint: .blue) }
      }

      struct RealGlass: View {
          var body: some View { Text("Real").glassEffect() }
      }
      """)
    #expect(glass.apis(ofType: "PostCard").isEmpty)
    #expect(glass.apis(ofType: "CommentBar").isEmpty)
    #expect(glass.apis(ofType: "TintedBadge") == ["glassEffect"])
    #expect(glass.apis(ofType: "RealGlass") == ["glassEffect"])
  }
}
