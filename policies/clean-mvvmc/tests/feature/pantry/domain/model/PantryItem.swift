// Fixture: issue #28 round C. A project whose feature folders are lower case (feature/<f>/domain, data,
// presentation): they are the document's layers, and the Domain layer's model folder holds its entities.
// expect: domain-imports-foundation-only
import SwiftData
import Foundation

// expect: entities-are-structs, entity-naming
final class PantryItemModel {
    // expect: entities-immutable
    var name: String
    init(name: String) { self.name = name }
}

// Near miss: an immutable struct named after its noun.
struct Shelf { // ok: entities-are-structs, entity-naming
    let label: String // ok: entities-immutable
}
