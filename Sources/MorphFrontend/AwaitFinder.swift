internal import SwiftSyntax

/// Finds an `await` in a loop's body, outside the closures the body makes: a loop that awaits
/// (`while !Task.isCancelled { try await Task.sleep(…); … }`) makes its passes over time.
final class AwaitFinder: SyntaxVisitor {
  private var isFound = false

  /// Whether `body` awaits, outside its closures.
  func found(in body: CodeBlockSyntax) -> Bool {
    walk(body)
    return isFound
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    isFound = true
    return .skipChildren
  }

  override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
    // `for await x in stream` suspends as `await` does.
    if node.awaitKeyword != nil { isFound = true }
    return isFound ? .skipChildren : .visitChildren
  }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
}
