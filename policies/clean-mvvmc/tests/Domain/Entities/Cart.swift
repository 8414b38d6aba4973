import SwiftUI // expect: domain-imports-foundation-only

// The document's "❌ WRONG - Domain imports SwiftUI", with the entity mistakes apps make beside it.

// ok: entities-are-structs, entity-naming
struct Cart {
    let id: String
    var items: [String] // expect: entities-immutable
}

// As apps write it: an actor holding state, where the document asks for an immutable struct.
// expect: entities-are-structs
actor Wallet {
    let balance: Int = 0
}

// expect: entity-naming
struct CartResponse {
    let id: String
}

// One cause, one finding: a DTO in Entities is misplaced (dto-location), not a misnamed entity.
// ok: entity-naming
// expect: dto-location
struct CartDTO: Codable {
    let id: String
}
