import Foundation // ok: domain-imports-foundation-only

// ok: entities-are-structs, entity-naming, domain-no-outer-layers
struct User {
    // ok: entities-immutable
    let id: String
    // expect: entities-immutable
    var name: String
}

// expect: entities-are-structs
final class Order {
    let id: String
    init(id: String) { self.id = id }
}

// expect: entity-naming
struct ProductModel {
    let id: String
}
