import MorphViewTree

// MorphScene — the scene language: SwiftUI view code, read and interpreted (never compiled).
//
// What it owns: source files and locations (`SourceFile`, `SourceLocation`), diagnostics with
// carets (`Diagnostic`), the hand-written `Lexer` and `Parser` for the Swift subset of
// design.md §2, the syntax tree (`Syntax`), the `Evaluator` that runs a view's `body` against a
// state and produces a `ViewNode` tree, button actions (`ActionResult`: the new state and the
// animation of each change) and the exploration of reachable states (`StateGraph`).
//
// Units: points for lengths written in the scene, seconds for animations. Out of scope: layout
// (MorphLayout places the view tree) and timing (MorphTimeline).
//
// Never traps on input: every failure is a `Diagnostic` with file, line and column.
