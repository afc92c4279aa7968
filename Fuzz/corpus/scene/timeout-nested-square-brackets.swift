struct V: View {
  var body: some View {
    content
    [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ .background(.red)
  }
}
