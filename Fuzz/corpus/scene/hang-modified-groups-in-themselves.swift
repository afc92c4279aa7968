import SwiftUI

// A view that shows itself twice, each time inside a padded group, with a text beside. A
// group's modifiers apply to every view inside it, so the texts deep in the recursion carry the
// paddings of every level above them: the 5,000 views carried millions of modifier layers and
// took 7.7 s to lay out. The layer budget cuts it short with an error instead.
struct Deep: View {
    let level: Int

    var body: some View {
        Group {
            if level < 70 {
                Deep(level: level + 1)
            } else {
                Text("end").glassEffect()
            }
        }
        .padding(1).padding(1).padding(1).padding(1).padding(1)
        .padding(1).padding(1).padding(1).padding(1).padding(1)
        Text("Level")
        Group {
            if level < 70 {
                Deep(level: level + 1)
            } else {
                Text("end").glassEffect()
            }
        }
        .padding(1).padding(1).padding(1).padding(1).padding(1)
        .padding(1).padding(1).padding(1).padding(1).padding(1)
    }
}

#Preview {
    Deep(level: 0)
}
