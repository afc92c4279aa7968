import SwiftUI

struct Likes: View {
    let likes = [41]
    var body: some View {
        Text("\(likes[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[0]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]) likes")
            .glassEffect()
    }
}
