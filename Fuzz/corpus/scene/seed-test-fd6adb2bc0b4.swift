        struct Lesson: View {
            @State private var count = 0
            var body: some View {
                if LessonStore.completed {
                    Button("Again") { count += 1 }
                    Text("\1")
                } else {
                    Text("Step").padding().glassEffect()
                }
            }
        }