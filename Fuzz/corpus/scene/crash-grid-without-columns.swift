struct V: View {
    var body: some View {
        LazyVGrid(columns: []) { Color.green; Color.red }
    }
}
