import Foundation

// Round BO: a Models folder inside a service's folder holds the data that service returns, values the
// controllers and views compare ("Model: Equatable").
struct ChatMessage: Identifiable, Codable { // expect: model-equatable
    let id: String
    let text: String
}

// Near miss in the same folder: the same record, Equatable.
struct ChatAuthor: Identifiable, Codable, Equatable { // ok: model-equatable
    let id: String
    let name: String
}
