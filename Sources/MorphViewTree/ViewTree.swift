/// A view evaluated in one state, as layout takes it: the simulated view's tree and the `#Preview`
/// around it.
public struct ViewTree: Hashable, Sendable {
  /// The simulated view (a `.custom` node whose child is its body).
  public var root: ViewNode
  /// The `#Preview` content with the simulated view inside it, if the scene has a preview; what is
  /// outside the simulated view is backdrop.
  public var preview: ViewNode?
  /// The simulated view's type name: nodes of that custom view are not backdrop.
  public var rootName: String
  /// The system settings it was built under (layout reads the colour scheme and Dynamic Type).
  public var environment: SceneEnvironment

  /// Creates a view tree.
  public init(
    root: ViewNode, preview: ViewNode?, rootName: String,
    environment: SceneEnvironment = .standard
  ) {
    self.root = root
    self.preview = preview
    self.rootName = rootName
    self.environment = environment
  }
}
