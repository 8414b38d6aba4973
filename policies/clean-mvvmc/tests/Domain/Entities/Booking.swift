import Foundation

// ok: entities-are-structs, domain-no-outer-layers
struct Booking {
    let id: String
    // "Data" here is Foundation's, not the Data layer.
    let receipt: Data // ok: domain-no-outer-layers
}
