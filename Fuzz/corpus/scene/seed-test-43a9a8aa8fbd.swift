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
    1\n", count: 40))    }
    }

    #Preview {
        Deep(level: 0)
    }