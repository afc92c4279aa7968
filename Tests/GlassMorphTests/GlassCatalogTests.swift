import Foundation
import GlassMorph
import GlassMorphTestSupport
import MorphCore
import Testing

/// `check FOLDER --list`: the folder's glass views and previews, loaded a few at a time on all
/// cores, listed as one thread lists them.
@Suite struct GlassCatalogTests {
  static let pantry = Repository.root.appendingPathComponent("Tests/Fixtures/Apps/Pantry").path

  /// One row per entry, as the listing prints it.
  static func rows(_ catalog: GlassCatalog) -> [String] {
    catalog.entries.map {
      "\($0.kind) \($0.name) \($0.line) \($0.tappables.map(String.init) ?? "-") "
        + "\($0.changesState.map { $0 ? "changes" : "one state" } ?? "-") \($0.problem ?? "")"
    }
  }

  /// The Pantry app (ours, Tests/Fixtures/Apps/Pantry) has four glass entries in folder order:
  /// the app struct (line 4 of PantryApp.swift), ContentView (line 3), its "Shelf" preview (line
  /// 16) and ShelfBar (line 4), each with the bar's one button, which opens the shelf. Listed on
  /// all cores, the rows are the ones a single thread lists, in the same order.
  @Test func theListingOnAllCoresIsTheListingOnOne() throws {
    let saved = Parallel.threadLimit
    defer { Parallel.threadLimit = saved }
    Parallel.threadLimit = 1
    let serial = Self.rows(try GlassCatalog(path: Self.pantry))
    Parallel.threadLimit = 0
    let parallel = Self.rows(try GlassCatalog(path: Self.pantry))
    #expect(
      serial == [
        "view PantryApp 4 1 changes ", "view ContentView 3 1 changes ",
        "preview Shelf 16 1 changes ", "view ShelfBar 4 1 changes ",
      ])
    #expect(parallel == serial)
  }
}
