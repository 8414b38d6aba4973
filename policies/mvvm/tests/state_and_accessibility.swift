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

struct PlaylistFooter: View {
    let viewModel: PlaylistViewModel // expect: view-model-state-object
    var body: some View { Text("Footer") }
}

struct CoverView: View { // ok: images-accessibility-label
    var body: some View {
        Image("cover")
            .resizable()
            .accessibilityLabel("Album cover")
    }
}

struct DividerArtView: View { // ok: images-accessibility-label
    var body: some View {
        Image("divider").accessibilityHidden(true)
    }
}

// expect: images-accessibility-label
struct PlayButton: View {
    var body: some View {
        Button {} label: { Image(systemName: "play.fill") }
    }
}

struct NowPlayingTitle: View {
    var body: some View {
        // expect: dynamic-type-fonts
        Text("Now Playing").font(.system(size: 28, weight: .bold))
    }
}

struct NowPlayingSubtitle: View { // ok: dynamic-type-fonts
    var body: some View {
        Text("Artist").font(.subheadline)
    }
}
