/// A view evaluated in one state, as layout takes it: the simulated view's tree and the `#Preview`
/// around it.
package struct ViewTree: Hashable, Sendable {
  /// The simulated view (a `.custom` node whose child is its body).
  package var root: ViewNode
  /// The `#Preview` content with the simulated view inside it, if the scene has a preview; what is
  /// outside the simulated view is backdrop.
  package var preview: ViewNode?
  /// The simulated view's type name: nodes of that custom view are not backdrop.
  package var rootName: String
  /// The system settings it was built under (layout reads the colour scheme and Dynamic Type).
  package var environment: SceneEnvironment

  /// Creates a view tree.
  package init(
    root: ViewNode, preview: ViewNode?, rootName: String,
    environment: SceneEnvironment = .standard
  ) {
    self.root = root
    self.preview = preview
    self.rootName = rootName
    self.environment = environment
  }
}
