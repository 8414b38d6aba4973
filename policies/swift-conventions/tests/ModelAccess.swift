import SwiftUI

// Section 6 of the document, layer table: View -> Model is "read only". The models are in tests/Models/.

// The document's own style: a view that sets a model's value from a button.
struct FixtureHeaderView: View {
    let fixture: Fixture

    var body: some View {
        // expect: view-model-read-only
        Button("Now") { fixture.kickoff = Date() } // the write
    }
}

// As real apps write it: an observed model object updated from onChange.
struct ScoreboardView: View {
    @ObservedObject var scoreboard: Scoreboard
    @State private var home = 0

    var body: some View {
        Stepper("Home", value: $home)
            .onChange(of: home) { _, value in
                // expect: view-model-read-only
                scoreboard.home = value
            }
    }
}

// Near misses: the view edits its own struct copy of a model, replaces it, and only reads a model object.
struct MatchEditorView: View { // ok: view-model-read-only
    @State private var draft = Match(id: "1", homeScore: 0, awayScore: 0)
    @State private var standing = Standing(points: 0, published: false)
    let scoreboard: Scoreboard

    var body: some View {
        Button("\(scoreboard.home)") {
            standing.points = 3
            draft = Match(id: "2", homeScore: 1, awayScore: 0)
        }
    }
}

// Near miss, as real apps write it: the view fills its own @State dictionary of model enum values.
struct ActivityListView: View {
    @State private var libraryStates: [Int: LibraryState] = [:]

    var body: some View {
        Button("Load") {
            libraryStates[1] = LibraryState.parse("saved") // ok: view-model-read-only
        }
    }
}
