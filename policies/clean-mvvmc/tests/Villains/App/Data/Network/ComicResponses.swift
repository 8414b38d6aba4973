import Foundation

// Fixture (round AN): a target whose root folder is named App and holds the layers (App/Data, App/Presentation,
// App/Application). "Data depends on Domain only" is about the layers: a Data type naming another Data type is
// inside its layer, wherever the target's root folder is; naming the Application layer's error is not.
struct ComicSummaryResponse: Decodable {
    let name: String
}

struct ComicListResponse: Decodable { // ok: data-no-presentation
    let items: [ComicSummaryResponse]
}

struct ComicErrorResponse: Decodable {
    let code: Int

    func toError() -> VillainAppError { VillainAppError.server(code) } // expect: data-no-presentation
}
