// MorphDiagnostics — what every stage reports with.
//
// What it owns: source files and positions (`SourceFile`, `SourcePosition`: 1-based lines, columns
// in Unicode scalars), diagnostics (`Diagnostic`: an identity, a severity, a location and a message
// written for a newcomer), their identities (`MessageID`, after swift-syntax's
// `MessageID(domain:id:)`), the one catalogue of the IDs GlassMorph itself reports
// (`DiagnosticID`: each with its severity and a one-line summary, from which Docs/Diagnostics.md is
// generated) and the policy a user sets over them (`DiagnosticPolicy`: `--silence ID`,
// `--warnings-as-errors ID`).
//
// Syntax errors come from the Swift parser (swift-syntax) through MorphFrontend; their IDs start
// with `syntax.` and they are always errors. Values only: no parsing, no interpreter, no layout.
//
// May import: nothing.
