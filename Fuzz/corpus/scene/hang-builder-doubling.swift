import SwiftUI

// A @ViewBuilder function calling itself twice per level: 2^18 leaves, cut off by the view
// budget rather than built.
struct Tree: View {
    var body: some View { branch(0) }

    @ViewBuilder func branch(_ depth: Int) -> some View {
        if depth < 18 {
            branch(depth + 1)
            branch(depth + 1)
        } else {
            Text("leaf").glassEffect()
        }
    }
}
