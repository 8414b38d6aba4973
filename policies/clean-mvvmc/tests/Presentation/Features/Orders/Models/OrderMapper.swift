import Foundation

// "Mappers (DTO ↔ Domain entity conversion)" belong to Data; and an API client kept in Presentation.
// expect: mapper-location
enum OrderMapper { // ok: presentation-no-data-types
    static func toDomain(_ dto: UserDTO) -> User { User(id: dto.id, name: dto.name) }
}

// expect: networking-in-data
final class OrdersHTTPClient {}
