import SwiftUI

// Two children of 300 buttons each: a state's taps are explored for the first 200 tappables,
// and naming 600 buttons stays linear.
struct Keyboard: View {
    var body: some View {
        VStack { Keys(); Keys() }
    }
}

struct Keys: View {
    @State private var last = 0
    var body: some View {
        ForEach(0..<300) { key in
            Button("\(key)") { last = key }
        }
    }
}
