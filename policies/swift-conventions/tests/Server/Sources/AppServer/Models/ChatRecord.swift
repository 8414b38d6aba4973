import Fluent
import Vapor

// Round BP: the repository's Vapor backend. The document checks SwiftUI apps; Fluent's models must be
// classes, so the model items do not apply here.
final class ChatRecord: Model, Content { // ok: model-struct
    static let schema = "chats"
    @ID(key: .id) var id: UUID?
    @Field(key: "title") var title: String

    init() {}
}
