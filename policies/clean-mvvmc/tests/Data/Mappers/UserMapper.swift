import Foundation

// ok: mapper-location, mapper-naming, mapper-has-to-domain
enum UserMapper {
    // ok: mapper-method-names
    static func toDomain(_ dto: UserDTO) -> User { User(id: dto.id, name: dto.name) }
    static func toDTO(_ entity: User) -> UserDTO { UserDTO(id: entity.id, name: entity.name) }
    // expect: mapper-method-names
    static func describe(_ entity: User) -> String { entity.name }
}

// expect: mapper-has-to-domain
enum ProductMapper {
    // expect: mapper-method-names
    static func map(_ dto: ProductDTO) -> String { dto.id }
}

// expect: mapper-naming
enum Conversions {}
