// MorphSyntax — a scene's declarations as the interpreter reads them.
//
// What it owns: the typed tree MorphFrontend lowers the Swift parser's syntax into — declarations
// (`SourceSyntax`, `TypeDeclaration`, `FunctionDeclaration`, `VariableDeclaration`,
// `PreviewDeclaration`), statements (`Statement`), expressions (`ExpressionSyntax`) and types as
// written (`TypeReference`) — with the place of each in the file (`SourcePosition`) and the structural
// site names views are identified by. Values only: no parsing (MorphFrontend), no evaluation
// (MorphScene). Nothing here is a swift-syntax type, so the interpreter never sees the parser's.
//
// May import: MorphDiagnostics (positions).
