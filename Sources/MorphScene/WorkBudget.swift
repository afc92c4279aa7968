/// The work one command may spend evaluating views and running actions, in evaluation steps
/// (Evaluator's unit: one expression or statement). Steps are counted the same on every machine
/// and with any number of threads, so where a command stops is deterministic.
///
/// One evaluation is already cut off at `Evaluator.maximumSteps`; exploring states multiplies
/// evaluations (states × taps), and `check FOLDER --list` multiplies them again by its entries.
/// The budget bounds the product: exploring stops (with a warning, the states found so far
/// kept) once it is spent, and every later exploration of the command explores nothing more.
///
/// ```swift
/// let budget = WorkBudget()
/// let graph = StateGraph(exploring: scene, budget: budget)
/// if budget.isSpent { … }   // the graph says so in its diagnostics
/// ```
package final class WorkBudget {
  /// The standard budget: 3.5 million steps. A step's cost grows with what the view holds (an
  /// app screen assuming hundreds of unknowns makes each step and each state dearer), so the
  /// budget is set by the dearest measured: a public app's profile screen spent 5.9 M steps in
  /// 15–20 s on this project's 2-core test machine, so 3.5 M ends it near 10 s
  /// (Docs/Reliability.md, "Limits"). It is more than any of the 436 public glass files of
  /// Docs/RealCode.md spends exploring (the most, 3.18 M, took 8.7 s).
  package static let standardSteps = 3_500_000

  /// The steps this budget allows.
  package let limit: Int
  /// The steps spent so far.
  package private(set) var spent = 0

  /// A budget of `limit` steps.
  package init(limit: Int = WorkBudget.standardSteps) {
    self.limit = limit
  }

  /// Counts `steps` against the budget.
  package func spend(_ steps: Int) { spent += steps }

  /// Whether the budget is spent.
  package var isSpent: Bool { spent >= limit }
}
