import SwiftUI

// A view whose body holds itself beside other views: nesting is refused at the view limit
// instead of growing with what sits beside the recursive instance.
struct Loop: View {
    @State private var on = false
    var body: some View {
        TabView {
            Loop()
            Text("tab")
                .overlay { Button("toggle") { on.toggle() } }
        }
    }
}
