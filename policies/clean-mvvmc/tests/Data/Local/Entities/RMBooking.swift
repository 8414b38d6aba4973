import Foundation

// A persistence object of the Data layer (Realm/Core Data) must be a class with mutable
// properties; the entity rules are about Domain entities.
// ok: entities-are-structs
final class RMBooking: Object {
    @Persisted var id: String = "" // ok: entities-immutable
    static func build(_ body: (RMBooking) -> Void) -> RMBooking { RMBooking() }
}

// A mapping extension of a Domain entity kept in Data is Data code, where it belongs.
protocol RealmConvertible { func makeRealmObject() -> RMBooking }

extension Booking: RealmConvertible { // ok: domain-no-outer-layers
    func makeRealmObject() -> RMBooking { // ok: domain-no-outer-layers
        RMBooking.build { $0.id = id } // ok: domain-no-outer-layers
    }
}

// A generated query's nested `Data`: Domain's bare `Data` is Foundation's.
struct BookingQuery {
    struct Data { let raw: String }
}
