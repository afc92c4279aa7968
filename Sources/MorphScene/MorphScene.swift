import MorphSyntax

// MorphScene — the scene language: SwiftUI view code, read and interpreted (never compiled).
//
// What it owns: the hand-written `Lexer` and `Parser` for the Swift subset of
// Docs/SceneLanguage.md, the syntax tree (`ExpressionSyntax`, `Statement`, declarations), the
// `Evaluator` that runs a view's `body` against a state and produces a view tree (MorphViewTree),
// button actions (`ActionResult`: the new state and the animation of each change), the program of a
// loaded file (`SceneProgram`) and the exploration of reachable states (`StateGraph`). The syntax and
// the interpreter are `package` API: users reach scenes through GlassMorph's `GlassScene`.
//
// May import: MorphViewTree, MorphMotion, MorphCore. Units: points for lengths written in the
// scene, seconds for animations. Out of scope: layout (MorphLayout) and timing (MorphTimeline).
// Never traps on input: every failure is a `Diagnostic` with file, line and column.
