struct V: View {
    var body: some View {
        VStack { ForEach(0..<40) { _ in RoundedRectangle(cornerRadius: 8).fill(.blue).frame(height: 60) } }
    }
}
