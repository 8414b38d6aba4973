import SwiftUI

struct MatchRowView: View {
    let match: Match
    @State private var edited = Match(id: "1", homeScore: 0, awayScore: 0)

    var body: some View { // ok: view-model-read-only
        Text(match.isDraw ? "Draw" : "Result")
    }

    func reset() { // expect: view-model-read-only
        edited = match
    }
}
