import Foundation

// Second cases of the document's model items (section 5) and "Model -> any: no (pure data)" (section 6), as
// real apps write them, each with a near miss.

// "Equatable": a Codable, Identifiable model that forgot Equatable.
// expect: model-equatable
struct Lane: Codable, Identifiable {
    let id: Int
    let athlete: String
}

// "No async code": a model that loads itself.
struct Heat: Equatable {
    let id: String
    static func load(id: String) async throws -> Heat { Heat(id: id) } // expect: model-no-async
}

// "Model -> any: no": a model holding a controller to report back to.
struct Meet: Equatable {
    let name: String
    // expect: model-pure-data
    weak var owner: MeetResultsController?

    static func == (lhs: Meet, rhs: Meet) -> Bool { lhs.name == rhs.name }
}

// Near miss: computed business logic and a synchronous helper are fine in a model.
struct Result: Equatable { // ok: model-no-async, model-pure-data, model-equatable
    let seconds: Double
    var isPersonalBest: Bool { seconds < 60 }
    func formatted() -> String { "\(seconds)s" }
}

// Near miss: a fileprivate struct is a parsing step of the model's file, not a model that others compare.
struct SplitTable: Equatable {
    let rows: [Int]
    static func parse(_ text: String) -> SplitTable { SplitTable(rows: text.split(separator: ",").map { RowToken(text: String($0)).value }) }
}

fileprivate struct RowToken { // ok: model-equatable
    let text: String
    var value: Int { Int(text) ?? 0 }
}

// A model the file shares (internal) still needs Equatable.
// expect: model-equatable
struct SplitRow {
    let value: Int
}
