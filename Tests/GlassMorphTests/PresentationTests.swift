import GlassMorph
import MorphCore
import MorphFrame
import MorphLayout
import Testing

/// Sheets and full-screen covers as apps present them, on the iPhone 16 Pro (402 × 874 pt, safe
/// area 62 top, 34 bottom). The hand values: a sheet's full height runs from 62 + 10 = 72 pt to
/// the bottom, 802 pt; `.medium` is half, 401 pt, so its top is at 874 − 401 = 473; a partial
/// sheet is inset 8 pt from the sides and bottom: (8, 473, 386, 393).
@Suite struct PresentationTests {
  static let phone = CanvasChoice.device(.iPhone16Pro)

  static let filters = """
    import SwiftUI

    struct FilterSheet: View {
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
            VStack(spacing: 16) {
                Text("Filters").font(.headline)
                Button("Done") { dismiss() }
                    .buttonStyle(.glassProminent)
            }
            .presentationDetents([.large, .medium])
        }
    }

    struct LibraryView: View {
        @State private var showsFilters = false

        var body: some View {
            VStack {
                Spacer()
                Button {
                    withAnimation(.linear(duration: 1)) { showsFilters = true }
                } label: {
                    Label("Filters", systemImage: "line.3.horizontal.decrease")
                }
                .buttonStyle(.glass)
            }
            .sheet(isPresented: $showsFilters) {
                FilterSheet()
            }
        }
    }
    """

  static func isSheet(_ element: GlassFrame) -> Bool { element.key.hasSuffix("/sheet/background") }

  @Test func aMediumSheetRestsInsetOnGlassAndDoneDismissesIt() throws {
    let scene = try GlassScene(source: Self.filters)
    let timeline = try scene.timeline(
      [.tap("Filters", at: 0.2), .tap("Done", at: 2)], canvas: Self.phone)
    // At rest: the smallest declared detent (.medium), inset on glass.
    let shown = try #require(timeline.sample(at: 1.5).glass.first(where: Self.isSheet))
    #expect(shown.frame == Rect(x: 8, y: 473, width: 386, height: 393))
    #expect(shown.cornerRadius == 38)
    // The Done button is centred in the sheet above the bottom safe area: 473…840, so its 36-pt
    // capsule's centre is at (473 + 840) / 2 minus half of the 16-pt gap and the text above it.
    let done = try #require(
      timeline.sample(at: 1.5).glass.first(where: { $0.key.hasSuffix("Button#1") }))
    #expect(done.frame.midX == 201)
    #expect(done.frame.minY > 473 && done.frame.maxY < 840)
    // Slid in from below the screen, linearly over 1 s, by the height of the layer it is
    // presented in (the safe area's, 874 − 62 − 34 = 778 pt, which starts it below the screen):
    // a quarter of the way after 0.25 s, it is 778 × 0.75 pt below its place.
    let quarter = try #require(timeline.sample(at: 0.45).glass.first(where: Self.isSheet))
    #expect(abs(quarter.frame.minY - (473 + 778 * 0.75)) < 1e-3)
    #expect(quarter.frame.height == 393)
    // `dismiss()` sets the binding back: the sheet slides down and is gone.
    #expect(!timeline.sample(at: 3.5).glass.contains(where: Self.isSheet))
  }

  @Test func theViewUnderASheetTakesNoTaps() throws {
    let scene = try GlassScene(source: Self.filters)
    #expect(throws: (any Error).self) {
      _ = try scene.timeline(
        [.tap("Filters", at: 0.2), .tap("Filters", at: 2)], canvas: Self.phone)
    }
  }

  @Test func aFullHeightSheetIsOpaqueAndAFullScreenCoverCoversAll() throws {
    for (modifier, top) in [("sheet", 72.0), ("fullScreenCover", 0.0)] {
      let scene = try GlassScene(
        source: """
          import SwiftUI
          struct Account: View {
              @State private var isOpen = false
              var body: some View {
                  Button("Account") { isOpen = true }
                      .buttonStyle(.glass)
                      .\(modifier)(isPresented: $isOpen) {
                          Color.clear.overlay { Text("Signed in") }
                      }
              }
          }
          """)
      let timeline = try scene.timeline([.tap("Account", at: 0.2)], canvas: Self.phone)
      let settled = timeline.sample(at: 1)
      // No glass of the system's: the background is the opaque system background.
      #expect(!settled.glass.contains(where: Self.isSheet), "\(modifier)")
      let background = try #require(
        settled.content.first { $0.kind == .paint(.color(.white)) }, "\(modifier)")
      #expect(background.frame.minY == top && background.frame.maxY == 874, "\(modifier)")
      #expect(background.frame.width == 402, "\(modifier)")
    }
  }

  @Test func anItemSheetShowsItsItemAndNilHidesIt() throws {
    let scene = try GlassScene(
      source: """
        import SwiftUI
        struct Photo: Identifiable { let id: Int; let title: String }
        struct Gallery: View {
            @State private var selected: Photo?
            var body: some View {
                Button("Open") { selected = Photo(id: 1, title: "Harbour at dusk") }
                    .buttonStyle(.glass)
                    .sheet(item: $selected) { photo in
                        Text(photo.title).padding().glassEffect()
                            .presentationDetents([.height(200)])
                    }
            }
        }
        """)
    let timeline = try scene.timeline([.tap("Open", at: 0.2)], canvas: Self.phone)
    let settled = timeline.sample(at: 1)
    #expect(
      settled.content.contains {
        if case .text("Harbour at dusk", _) = $0.kind { return true } else { return false }
      })
    // .height(200): 200 pt above the 34-pt bottom safe area, inset 8: top 874 − 234 = 640.
    let sheet = try #require(settled.glass.first(where: Self.isSheet))
    #expect(sheet.frame == Rect(x: 8, y: 640, width: 386, height: 226))
    #expect(
      !timeline.sample(at: 0.1).content.contains {
        if case .text("Harbour at dusk", _) = $0.kind { return true } else { return false }
      })
  }
}

extension PresentationTests {
  /// A Maps-style sheet always shown at a selected detent, the map underneath still tappable.
  @Test func aSelectedDetentAndBackgroundInteraction() throws {
    let scene = try GlassScene(
      source: """
        import SwiftUI
        struct MapScreen: View {
            @State private var showsSheet = true
            @State private var detent: PresentationDetent = .height(350)
            @State private var isFollowing = false
            var body: some View {
                VStack {
                    Button(isFollowing ? "Following" : "Follow") {
                        withAnimation { isFollowing.toggle() }
                    }
                    .buttonStyle(.glass)
                    Spacer()
                }
                .sheet(isPresented: $showsSheet) {
                    Text("Places")
                        .presentationDetents([.height(80), .height(350), .large], selection: $detent)
                        .presentationBackgroundInteraction(.enabled)
                }
            }
        }
        """)
    // The button above the sheet still takes taps.
    let timeline = try scene.timeline([.tap("Follow", at: 0.2)], canvas: Self.phone)
    let sheet = try #require(timeline.sample(at: 0).glass.first(where: Self.isSheet))
    // .height(350): 350 + 34 above the bottom, so the top is at 874 − 384 = 490; inset 8.
    #expect(sheet.frame == Rect(x: 8, y: 490, width: 386, height: 376))
    #expect(
      timeline.sample(at: 2).content.contains {
        if case .text("Following", _) = $0.kind { return true } else { return false }
      })
  }
}

extension PresentationTests {
  static let trash = """
    import SwiftUI

    struct TrashView: View {
        @State private var confirmsDelete = false
        @State private var deleted = false

        var body: some View {
            VStack {
                Text(deleted ? "Trash is empty" : "12 items")
                Button("Empty Trash", role: .destructive) { confirmsDelete = true }
                    .buttonStyle(.glass)
            }
            .alert("Empty Trash?", isPresented: $confirmsDelete) {
                Button("Empty", role: .destructive) { deleted = true }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("The 12 items will be deleted for ever.")
            }
        }
    }
    """

  /// The alert's card: 300 pt wide, centred in the safe area (62…840, centre 451); 20 pt around a
  /// column of the title (headline, 22 pt), the message (footnote, 18 pt) and two plain buttons
  /// (22 pt each), 8 pt apart: 22 + 8 + 18 + 8 + 22 + 8 + 22 = 108, so 148 tall, top 451 − 74.
  @Test func anAlertIsACentredGlassCardAndEachButtonDismissesIt() throws {
    let scene = try GlassScene(source: Self.trash)
    let timeline = try scene.timeline(
      [.tap("Empty Trash", at: 0.2), .tap("Empty", at: 1)], canvas: Self.phone)
    let card = try #require(
      timeline.sample(at: 0.8).glass.first { $0.key.hasSuffix("/alert/background") })
    #expect(card.frame == Rect(x: 51, y: 377, width: 300, height: 148))
    #expect(card.cornerRadius == 34)
    // "Empty" ran its action and closed the alert.
    let after = timeline.sample(at: 2)
    #expect(!after.glass.contains { $0.key.hasSuffix("/alert/background") })
    #expect(
      after.content.contains {
        if case .text("Trash is empty", _) = $0.kind { return true } else { return false }
      })
  }
}

extension PresentationTests {
  /// A confirmation dialog rests at the bottom: 8 pt inside the screen's sides (386 wide) and 8 pt
  /// above the bottom safe edge (840); its title is hidden (`.automatic`); Delete and the Cancel
  /// the system adds are two plain 22-pt buttons 8 pt apart, padded 20: 92 tall, top 840 − 8 − 92.
  @Test func aConfirmationDialogRestsAtTheBottomWithCancelAdded() throws {
    let scene = try GlassScene(
      source: """
        import SwiftUI
        struct PhotoActions: View {
            @State private var asksDelete = false
            @State private var deleted = false
            var body: some View {
                Button(deleted ? "Deleted" : "Delete Photo", role: .destructive) { asksDelete = true }
                    .buttonStyle(.glass)
                    .confirmationDialog("Delete this photo?", isPresented: $asksDelete) {
                        Button("Delete", role: .destructive) { deleted = true }
                    }
            }
        }
        """)
    let timeline = try scene.timeline(
      [.tap("Delete Photo", at: 0.2), .tap("Cancel", at: 1)], canvas: Self.phone)
    let card = try #require(
      timeline.sample(at: 0.8).glass.first { $0.key.hasSuffix("/confirmationDialog/background") })
    #expect(card.frame == Rect(x: 8, y: 740, width: 386, height: 92))
    let shown = timeline.sample(at: 0.8).content
    #expect(
      !shown.contains { if case .text("Delete this photo?", _) = $0.kind { true } else { false } })
    // Cancel closes it and deletes nothing.
    let after = timeline.sample(at: 2)
    #expect(!after.glass.contains { $0.key.hasSuffix("/confirmationDialog/background") })
    #expect(
      after.content.contains { if case .text("Delete Photo", _) = $0.kind { true } else { false } })
  }
}

extension PresentationTests {
  /// A menu opens its items in a glass panel over its control: each item row at least 220 pt wide
  /// (plus 16 pt each side) and 44 pt tall, 6 pt above and below: 252 × (3 × 44 + 12) = 252 × 144,
  /// its top leading corner on the control's. The control's glass becomes the panel's (one glass,
  /// one key, morphing), as iOS 26 opens a menu out of its control; the opening is animated by
  /// the system though the app wrote no animation. Choosing an item runs it and closes the menu.
  @Test func aMenuOpensOutOfItsControlAndAChoiceClosesIt() throws {
    let scene = try GlassScene(
      source: """
        import SwiftUI
        struct SortMenu: View {
            @State private var order = "Name"
            var body: some View {
                Menu {
                    Button("Name") { order = "Name" }
                    Button("Date Added") { order = "Date Added" }
                    Button("Size") { order = "Size" }
                } label: {
                    Text("Sort: \\(order)").padding(12)
                }
                .glassEffect()
            }
        }
        """)
    let timeline = try scene.timeline(
      [.tap("Sort: Name", at: 0.2), .tap("Size", at: 2.5)], canvas: Self.phone)
    let closed = timeline.sample(at: 0.1).glass
    #expect(closed.count == 1)
    let control = try #require(closed.first)
    // In flight: the control's glass is growing towards the panel.
    let moving = timeline.sample(at: 0.35).glass
    #expect(moving.count == 1 && moving[0].key == control.key)
    #expect(moving[0].frame.width > control.frame.width && moving[0].frame.width < 252)
    // Open and settled: the same glass, now the panel at the control's corner.
    let open = timeline.sample(at: 2.2).glass
    #expect(open.map(\.key) == [control.key])
    #expect(open[0].frame.minX == control.frame.minX && open[0].frame.minY == control.frame.minY)
    #expect(open[0].frame.width == 252 && open[0].frame.height == 144)
    let after = timeline.sample(at: 4.5)
    #expect(after.glass.map(\.key) == [control.key])
    #expect(after.glass[0].frame.height == control.frame.height)
    #expect(
      after.content.contains { if case .text("Sort: Size", _) = $0.kind { true } else { false } })
  }

  /// `.contextMenu` opens on a long press (`context menu Work`) as a glass panel below the view it
  /// was opened on: its top leading corner 8 pt under the row's bottom leading one, 252 pt wide
  /// (the 220 pt item minimum and 16 pt either side) and 2 × 44 + 2 × 6 = 100 pt tall for two
  /// items. The row itself stays where it is. Choosing Delete runs it (the alert shows) and
  /// closes the menu.
  @Test func aContextMenuOpensBelowItsViewAndAChoiceClosesIt() throws {
    let scene = try GlassScene(
      source: """
        import SwiftUI
        struct Folder: Identifiable {
            let id: Int
            var name: String
        }
        struct FolderList: View {
            @State private var folders = [Folder(id: 1, name: "Work"), Folder(id: 2, name: "Travel")]
            @State private var showsDeleteAlert = false
            var body: some View {
                VStack(spacing: 12) {
                    ForEach(folders) { folder in
                        Text(folder.name)
                            .padding()
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .glassEffect(in: .rect(cornerRadius: 16))
                            .contextMenu {
                                Button("Rename", systemImage: "pencil") { }
                                Button("Delete", systemImage: "trash", role: .destructive) {
                                    showsDeleteAlert = true
                                }
                            }
                    }
                }
                .padding()
                .alert("Delete folder?", isPresented: $showsDeleteAlert) {
                    Button("Delete", role: .destructive) { }
                }
            }
        }
        """)
    let timeline = try scene.timeline(
      [.tap("context menu Work", at: 0.2), .tap("Delete", at: 2.5)], canvas: Self.phone)
    let closed = timeline.sample(at: 0.1).glass
    #expect(closed.count == 2)
    let row = closed[0].frame
    let open = timeline.sample(at: 2.2).glass
    #expect(open.count == 3)
    #expect(open[0].frame == row)
    let panel = try #require(open.last).frame
    #expect(panel.minX == row.minX && panel.minY == row.maxY + 8)
    #expect(panel.width == 252 && panel.height == 100)
    let after = timeline.sample(at: 4.5).glass
    #expect(after.count == 3)
    #expect(!after.contains { $0.frame == panel })
  }
}
