import MorphCore
import MorphViewTree
import Testing

@testable import MorphScene

/// Geometry values app code reads; expectations worked out by hand.
@Suite struct AppCodeGeometryTests {
  typealias S = SceneTestSupport

  @Test func aGeometryProxyReportsTheScreensSafeAreaInsets() throws {
    let body = try S.body(
      """
      struct FloatingBar: View {
          let margin = EdgeInsets(top: 8, leading: 12, bottom: 0, trailing: 12)
          let tight = EdgeInsets(top: 4)

          var body: some View {
              GeometryReader { proxy in
                  VStack {
                      Text("\\(Int(proxy.safeAreaInsets.top)) above")
                      Text("\\(Int(proxy.safeAreaInsets.bottom + margin.top)) below")
                      Text("\\(Int(margin.leading + tight.trailing + tight.top)) pt")
                  }
                  .padding(.bottom, proxy.safeAreaInsets.bottom)
                  .glassEffect()
              }
          }
      }
      """)
    // The iPhone 16 Pro's safe area is 62 pt above and 34 below; 34 + 8 = 42; an edge EdgeInsets
    // is not given is 0, so 12 + 0 + 4 = 16.
    #expect(S.texts(body) == ["62 above", "42 below", "16 pt"])
  }

  @Test func workSentToTheMainQueueFromABodyIsNotAView() throws {
    let scene = try S.scene(
      """
      import SwiftUI

      final class LabelSync {
          var pending = 0
          func push() { pending += 1 }
      }

      struct MenuLabel: View {
          let sync = LabelSync()

          private func syncLabel() {
              DispatchQueue.main.async {
                  sync.push()
              }
          }

          var body: some View {
              let _ = syncLabel()
              Text("Menu")
                  .padding()
                  .glassEffect()
          }
      }
      """)
    let evaluated = scene.evaluate(scene.initialState)
    // One text in glass: the dispatched closure is neither a view nor run during the update.
    #expect(S.texts(evaluated.root) == ["Menu"])
    #expect(!evaluated.diagnostics.contains { $0.id.id == "unsupported-view" })
    #expect(
      evaluated.diagnostics.contains {
        $0.id.id == "skipped-call" && $0.message.contains("runs after the update")
      })
  }
}
