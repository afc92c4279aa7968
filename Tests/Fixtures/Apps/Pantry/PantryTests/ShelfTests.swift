import SwiftUI

struct TestOnlyGlass: View {
  var body: some View {
    Text("test").glassEffect()
  }
}
