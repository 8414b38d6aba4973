import Combine
import Foundation
import SwiftUI

@MainActor
@Observable
final class ReaderShelfModel {
    var count = 0
}

@MainActor
final class ReaderSession: ObservableObject {
    static let shared = ReaderSession()
    @Published var isSignedIn = false
}

// A @StateObject wrapping an instance created elsewhere (a shared one) is not created by the view.
struct ReaderRootView: View {
    @StateObject var session: ReaderSession // ok: root-models-not-in-views

    init() {
        _session = StateObject(wrappedValue: ReaderSession.shared)
    }

    var body: some View { Text(session.isSignedIn ? "In" : "Out") }
}

// Near miss: created in @State and used by this view alone, a one-off worker of one sheet: not a root model.
struct ReaderShelfView: View {
    @State private var shelf = ReaderShelfModel() // ok: root-models-not-in-views
    var body: some View { Text("\(shelf.count)") }
}

// As real apps write it: a plugin's root view creates the store its whole subtree reads, and hands on a part of it.
struct ReaderPluginRootView<Content: View>: View {
    @StateObject private var session = ReaderSession() // expect: root-models-not-in-views
    let content: Content
    var body: some View { content.environmentObject(session) }
}

// Near miss, as apps write it: a private wrapper a #Preview shows builds its own sample store for the preview; the
// App struct is not running there.
@MainActor
private struct ReaderPluginRootPreview: View {
    private let session = ReaderSession() // ok: root-models-not-in-views
    var body: some View { ReaderPluginRootView(content: Text("Preview")) }
}

#Preview {
    ReaderPluginRootPreview()
}

// An ObservableObject with no @Published state is a helper, not a model the views observe: encoding in it is
// not a model doing client work.
final class ReaderBookmarksStore: ObservableObject { // ok: model-no-client-work
    static func save(_ ids: [String]) throws -> Data { try JSONEncoder().encode(ids) } // ok: model-no-client-work
}

// "Store root models in the App struct": a view that keeps a shared root model in its own @State.
@MainActor
@Observable
final class ReaderCompletionsModel {
    static let shared = ReaderCompletionsModel()
    var items: [String] = []
}

struct ReaderCompletionsEditor: View {
    @State private var completions = ReaderCompletionsModel.shared // expect: root-models-shared-in-views
    var body: some View { Text("\(completions.items.count)") }
}

// Near miss: a value copied out of the shared model into the view's own state (a tab selection) is not the model.
struct ReaderCompletionsTabs: View {
    @State private var firstItem: String? = ReaderCompletionsModel.shared.items.first // ok: root-models-shared-in-views
    var body: some View { Text(firstItem ?? "") }
}

// Near miss: the view reads the shared model the App struct put in the environment.
struct ReaderCompletionsList: View {
    @Environment(ReaderCompletionsModel.self) private var completions // ok: root-models-shared-in-views
    var body: some View { Text("\(completions.items.count)") }
}

// Near miss (round BM): each tab keeps its own navigation router and hands it to its stack. A router is
// the tab's navigation state, one per stack, not an app-wide root model.
@MainActor
@Observable
final class ReaderRouterPath {
    var path: [String] = []
}

struct ReaderLibraryTab: View {
    @State private var routerPath = ReaderRouterPath() // ok: root-models-not-in-views
    var body: some View {
        NavigationStack(path: $routerPath.path) { Text("Library") }
            .environment(routerPath)
    }
}

// Violating near miss: the tab creates the shelf model its subtree shares.
struct ReaderShelfTab: View {
    @State private var shelf = ReaderShelfModel() // expect: root-models-not-in-views
    var body: some View {
        NavigationStack { Text("Shelf") }
            .environment(shelf)
    }
}

// Near miss (round CB): a tab's typed navigation path, bound to its stack and handed to the screens it pushes, is
// that stack's navigation state.
@MainActor
@Observable
final class ReaderNavigationPath<Route: Hashable> {
    var routes: [Route] = []
}

struct ReaderHistoryTab: View {
    @State private var navigationPath = ReaderNavigationPath<String>() // ok: root-models-not-in-views
    var body: some View {
        NavigationStack { Text("History") }
            .environment(navigationPath)
    }
}

// Near miss (round BO): a list's scroll position kept in an object the view creates is the view's own state.
@MainActor
@Observable
final class ReaderScrollState {
    var offset = 0.0
}

struct ReaderShelfList: View {
    @State private var scroll = ReaderScrollState() // ok: root-models-not-in-views
    var body: some View {
        ScrollView { Text("Shelf") }
            .environment(scroll)
    }
}

// Near miss (round BP): the content a #Preview wrapper shows may hold the shared model itself; the App
// struct is not running in a preview.
private struct ReaderCompletionsPreviewContent: View {
    @State private var completions = ReaderCompletionsModel.shared // ok: root-models-shared-in-views
    var body: some View { Text("\(completions.items.count)") }
}

#Preview {
    ReaderCompletionsPreviewContent()
}

// Round BW: a container view that only a PreviewProvider shows creates the root models for the preview, as the App
// struct does for the app; the same container shown by a screen is a view creating a root model.
struct ReaderPreviewContainerView: View {
    @StateObject private var session = ReaderSession() // ok: root-models-not-in-views
    var body: some View { Text("Preview").environmentObject(session) }
}

struct ReaderScreen_Previews: PreviewProvider {
    static var previews: some View { ReaderPreviewContainerView() }
}

struct ReaderHostContainerView: View {
    @StateObject private var session = ReaderSession() // expect: root-models-not-in-views
    var body: some View { Text("Host").environmentObject(session) }
}

struct ReaderHostScreen: View {
    var body: some View { ReaderHostContainerView() }
}

struct ReaderHostScreen_Previews: PreviewProvider {
    static var previews: some View { ReaderHostContainerView() }
}
