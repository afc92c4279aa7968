import MorphDiagnostics
import MorphSyntax

/// A navigation stack while its content is built: what its links and `navigationDestination`
/// modifiers declare, so the stack can show the views pushed onto it (Docs/SystemChrome.md §2).
struct NavigationFrame {
  /// The stack's identity; its own state slots are named after it.
  let identity: String
  /// `NavigationStack(path: $path)`: the app's path, which value links append to.
  let path: Reference?

  /// A `navigationDestination(for: Type.self) { value in … }`: the views for pushed values of
  /// one type.
  struct TypedDestination {
    let typeName: String
    let closure: Value
    let identity: String
  }
  /// A `navigationDestination(isPresented:)` or `(item:)`: a view pushed while its binding is
  /// true or set.
  struct BoundDestination {
    let binding: Reference
    let isItem: Bool
    let closure: Value
    let identity: String
  }

  /// The value destinations declared so far, in order.
  var destinations: [TypedDestination] = []
  /// The bound destinations declared so far, in order.
  var bound: [BoundDestination] = []
  /// The destinations of view links (`NavigationLink { Detail() } label: { … }`) by the link's
  /// name in the stack's state (`linkName(_:)`), with the link's identity.
  var linkDestinations: [String: (value: Value, location: SourcePosition, identity: String)] = [:]

  /// How a view link is named in the stack's `links` state: its site and `ForEach` elements
  /// (`[2]@NavigationLink#1`), or — where another link of the stack has that name — its path
  /// below the stack, so a state reads like the source rather than the whole view tree.
  func linkName(_ identity: String) -> String {
    let short = Evaluator.instanceSuffix(identity)
    let name = short.hasPrefix("@") ? String(short.dropFirst()) : short
    guard let taken = linkDestinations[name], taken.identity != identity else { return name }
    return identity.hasPrefix(self.identity + "/")
      ? String(identity.dropFirst(self.identity.count + 1)) : identity
  }
  /// The value links declared so far: their action, value and place (a link whose value no
  /// destination shows is made inert once the stack's destinations are all known).
  var valueLinks: [(actionIndex: Int, value: Value, location: SourcePosition)] = []
  /// Where the first link or destination inside the stack was declared, nil while none was.
  var firstNavigation: SourcePosition?

  /// The slot holding the identities of the view links pushed, in order.
  var linksKey: String { identity + "#links" }
  /// The slot holding the values pushed when the stack has no `path:` of its own.
  var valuesKey: String { identity + "#path" }
  /// Where value links push: the app's path, or the stack's own.
  var valuesReference: Reference { path ?? .slot(valuesKey) }
}
