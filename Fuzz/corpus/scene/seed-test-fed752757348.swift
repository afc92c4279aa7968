        struct Lesson: View {
            @State private var count = 0
            var body: some View {
                if LessonStore.completed {
                    Button("Again") { count += 1 }
                    Text("\(count)")
                } else {
                    Text("Step").padding().glassEffect()
                }
            }
        }