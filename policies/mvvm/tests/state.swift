import SwiftUI

// Fixture: @State for UI-only state, view model ownership, accessibility.

struct Song: Identifiable {
    let id: UUID
    let title: String
}

@MainActor
final class PlaylistViewModel: ObservableObject {
    @Published private(set) var songs: [Song] = []
}

struct PlaylistView: View {
    @StateObject private var viewModel = PlaylistViewModel() // ok: view-model-state-object
    @State private var isShowingEditor = false // ok: state-ui-only
    @State private var dragOffset: CGSize = .zero // ok: state-ui-only
    @State private var selectedSongs: Set<UUID> = [] // ok: state-ui-only
    @State private var rowHeights: [UUID: CGFloat] = [:] // ok: state-ui-only
    @State private var songs: [Song] = [] // expect: state-ui-only
    @State private var recentTitles: Array<String> = [] // expect: state-ui-only
    // Near misses: per-row animation progress and a drag's velocity history are presentation values.
    @State private var barProgress: [Double] = Array(repeating: 0, count: 7) // ok: state-ui-only
    @State private var velocityHistory: [CGFloat] = [] // ok: state-ui-only
    // As real apps keep business data: the prices a view shows.
    @State private var priceLabels: [String] = [] // expect: state-ui-only

    var body: some View {
        List(viewModel.songs) { song in
            Text(song.title).font(.headline)
        }
    }
}

struct PlaylistRow: View {
    @ObservedObject var viewModel: PlaylistViewModel // ok: view-model-state-object
    var body: some View { Text("\(viewModel.songs.count)") }
}

struct PlaylistHeader: View {
    @State var viewModel: PlaylistViewModel // expect: view-model-state-object
    var body: some View { Text("Header") }
}

// A view model handed in and only passed on is the parent's to observe.
struct PlaylistFooter: View {
    let viewModel: PlaylistViewModel // ok: view-model-state-object
    var body: some View { PlaylistRow(viewModel: viewModel) }
}

// As apps write it (round BL): handed in as a plain `var` and only read for a list it passes on.
struct PlaylistPicker: View {
    var viewModel: PlaylistViewModel // ok: view-model-state-object
    var body: some View { PlaylistRow(viewModel: viewModel) }
}

// Near miss: a plain `var` the view creates itself is never observed (and made again with the view).
struct PlaylistEditor: View {
    var viewModel = PlaylistViewModel() // expect: view-model-state-object
    var body: some View { PlaylistRow(viewModel: viewModel) }
}

// Near miss, as apps write it: a view model the view creates itself in a private constant is never observed.
struct PlaylistScreen: View {
    private let viewModel = PlaylistViewModel() // expect: view-model-state-object
    var body: some View { PlaylistRow(viewModel: viewModel) }
}

// "@State Misuse": `@State private var userProfile: User?  // ❌ Model data` (a model value, not an array).
struct Account: Identifiable, Codable {
    let id: UUID
    let handle: String
}

struct AccountHeaderView: View {
    @State private var userProfile: Account? // expect: state-no-model-data
    // As apps write it: the model value inferred from its initializer.
    @State private var draft = Account(id: UUID(), handle: "") // expect: state-no-model-data
    // Near misses (the document's ProductListView): which row is selected says how to display.
    @State private var selectedAccount: Account? // ok: state-no-model-data
    @State private var accounts: [Account] = [] // expect: state-ui-only
    @State private var followers = [Account]() // expect: state-ui-only
    @State private var searchText = "" // ok: state-no-model-data, state-ui-only
    // Near miss: the account a sheet presents ("Sheet/Alert presentation: View").
    @State private var presentedAccount: Account? // ok: state-no-model-data
    // Near miss: the tab shown is UI state ("✅ UI-only state"), whatever folder its enum lives in.
    @State private var activeTab: ConnectionsTab // ok: state-no-model-data
    // Near miss: a display mode a picker selects (list or grid) is UI state too.
    @State private var listMode: ConnectionsListMode = .list // ok: state-no-model-data
    // Near miss: the row a delete confirmation asks about (the document's `selectedProduct`, under another name).
    @State private var removalCandidateAccount: Account? // ok: state-no-model-data
    // Near misses (round S): a segment's selection and a filter picker's value.
    @State private var accountSelection: ConnectionsTab = .followers // ok: state-no-model-data
    @State private var filter: ConnectionsListMode = .list // ok: state-no-model-data
    var body: some View { Text("Header") }
}

// Near miss as real apps write it: an Identifiable wrapper made only to present a sheet is presentation state.
struct CallPresentation: Identifiable, Codable {
    let id: UUID
}

struct AccountCallView: View {
    @State private var activeCall: CallPresentation? // ok: state-no-model-data
    // The same view keeping the account it shows: model data, still reported.
    @State private var account: Account? // expect: state-no-model-data
    var body: some View { Text("Call").sheet(item: $activeCall) { _ in Text("In call") } }
}
