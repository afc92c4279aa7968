import MorphSyntax
import MorphViewTree
import Testing

@testable import MorphScene

@Suite struct ParserTests {
  @Test func structWithStateNamespaceAndBody() throws {
    let (syntax, diagnostics) = SceneTestSupport.parse(
      """
      import SwiftUI
      struct Toolbar: View {
          @State private var isExpanded: Bool = false
          @Namespace private var namespace
          let spacing = 20.0
          var body: some View { Text("hi") }
      }
      """)
    #expect(diagnostics.isEmpty)
    let type = try #require(syntax.types.first)
    #expect(type.name == "Toolbar" && type.isView)
    #expect(type.variables.map(\.name) == ["isExpanded", "namespace", "spacing", "body"])
    #expect(type.variables[0].isState && type.variables[0].type?.text == "Bool")
    #expect(type.variables[1].attributes == ["Namespace"])
    #expect(type.variables[3].getter?.count == 1)
    #expect(type.variables[3].type?.text == "some View")
  }

  @Test func enumWithRawValuesAndComputedSwitch() throws {
    let (syntax, diagnostics) = SceneTestSupport.parse(
      """
      enum Mode: String, CaseIterable {
          case idle, recording = "rec"
          case paused
          var next: Mode {
              switch self {
              case .idle: return .recording
              case .recording, .paused: return .idle
              }
          }
      }
      """)
    #expect(diagnostics.isEmpty)
    let type = try #require(syntax.types.first)
    #expect(type.kind == .enumeration)
    #expect(type.inheritedTypes == ["String", "CaseIterable"])
    #expect(type.cases.map(\.name) == ["idle", "recording", "paused"])
    #expect(type.cases[1].rawValue != nil)
    guard case .switchOver(_, let cases)? = type.variables.first?.getter?.first?.kind else {
      Issue.record("expected a switch")
      return
    }
    #expect(cases.count == 2 && cases[1].patterns.count == 2)
  }

  @Test func functionsWithLabelsDefaultsAndAttributes() throws {
    let (syntax, diagnostics) = SceneTestSupport.parse(
      """
      @ViewBuilder
      private func item(_ symbol: String, at angle: Double = 0, content: () -> some View) -> some View {
          Image(systemName: symbol)
      }
      """)
    #expect(diagnostics.isEmpty)
    let function = try #require(syntax.functions.first)
    #expect(function.attributes == ["ViewBuilder"])
    #expect(function.parameters.map(\.label) == [nil, "at", "content"])
    #expect(function.parameters.map(\.name) == ["symbol", "angle", "content"])
    #expect(function.parameters[1].defaultValue != nil)
    #expect(function.parameters[2].type?.baseName == "Function")
    #expect(function.returnType?.text == "some View")
  }

  @Test func trailingClosuresWithLabels() throws {
    let (syntax, diagnostics) = SceneTestSupport.parse(
      """
      let b = Button {
          go()
      } label: {
          Text("Go")
      }
      """)
    #expect(diagnostics.isEmpty)
    guard case .call(_, let arguments)? = syntax.variables.first?.initialValue?.kind else {
      Issue.record("expected a call")
      return
    }
    #expect(arguments.map(\.label) == [nil, "label"])
  }

  @Test func memberChainsContinueOnTheNextLine() throws {
    let (syntax, diagnostics) = SceneTestSupport.parse(
      """
      let v = Text("a")
          .padding()
          .glassEffect(.regular.tint(.blue.opacity(0.5)).interactive())
      """)
    #expect(diagnostics.isEmpty)
    guard case .call(let callee, _)? = syntax.variables.first?.initialValue?.kind,
      case .member(_, let name) = callee.kind
    else {
      Issue.record("expected a modifier call")
      return
    }
    #expect(name == "glassEffect")
  }

  @Test func operatorPrecedence() throws {
    // 1 + 2 * 3 == 7 && !false parses as ((1 + (2 * 3)) == 7) && (!false).
    let (syntax, _) = SceneTestSupport.parse("let x = 1 + 2 * 3 == 7 && !false")
    guard case .binary("&&", let left, let right)? = syntax.variables.first?.initialValue?.kind
    else {
      Issue.record("expected && at the top")
      return
    }
    guard case .binary("==", let sum, _) = left.kind, case .binary("+", _, let product) = sum.kind,
      case .binary("*", _, _) = product.kind, case .prefix("!", _) = right.kind
    else {
      Issue.record("wrong precedence")
      return
    }
  }

  @Test func ternaryAndOptionalChaining() {
    let (_, diagnostics) = SceneTestSupport.parse(
      "let x = a ? b : c\nlet y = item?.name ?? \"none\"\nlet z = list.first!")
    #expect(diagnostics.isEmpty)
  }

  @Test func statementsInBodies() {
    let (_, diagnostics) = SceneTestSupport.parse(
      """
      func f() {
          if let value = optional, value > 2, #available(iOS 26, *) { g() } else if x { h() } else { i() }
          guard flag else { return }
          for (index, item) in items.enumerated() { use(index, item) }
          switch mode { case .a(let x): use(x); default: break }
          count += 1
          flag.toggle()
      }
      """)
    #expect(diagnostics.isEmpty)
  }

  @Test func previewsAndExtensions() throws {
    let (syntax, diagnostics) = SceneTestSupport.parse(
      """
      struct A: View { var body: some View { EmptyView() } }
      extension A { func helper() -> Int { 1 } }
      #Preview("Dark") { A() }
      """)
    #expect(diagnostics.isEmpty)
    #expect(syntax.previews.first?.title == "Dark")
    #expect(syntax.types.first?.functions.map(\.name) == ["helper"])
  }

  @Test func closureSignatures() throws {
    let (syntax, diagnostics) = SceneTestSupport.parse(
      """
      let a = list.map { item in item.name }
      let b = list.map { (index, item) -> Int in index }
      let c = list.map { $0 * 2 }
      """)
    #expect(diagnostics.isEmpty)
    let parameters = syntax.variables.map { variable -> [String] in
      guard case .call(_, let arguments)? = variable.initialValue?.kind,
        case .closure(let closure)? = arguments.first?.value.kind
      else { return ["?"] }
      return closure.parameters
    }
    #expect(parameters == [["item"], ["index", "item"], []])
  }
}
