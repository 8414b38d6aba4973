import Foundation

// ok: mapper-location, mapper-naming, mapper-has-to-domain
enum UserMapper {
    // ok: mapper-method-names
    static func toDomain(_ dto: UserDTO) -> User { User(id: dto.id, name: dto.name) }
    static func toDTO(_ entity: User) -> UserDTO { UserDTO(id: entity.id, name: entity.name) }
    // expect: mapper-method-names
    static func describe(_ entity: User) -> String { entity.name }
}

// One cause, one finding: the method that should be toDomain is mapper-has-to-domain's, at the method.
enum ProductMapper { // ok: mapper-has-to-domain
    // ok: mapper-method-names
    static func map(_ dto: ProductDTO) -> String { dto.id } // expect: mapper-has-to-domain
}

// expect: mapper-naming
enum Conversions {}

// expect: mapper-naming
enum OrderConversions {}

// A mapper method named for what it does rather than toDomain, as apps write it (an instance method).
struct CartMapper {
    private let currency: String // ok: mapper-has-to-domain
    init(currency: String = "EUR") { self.currency = currency }
    // ok: mapper-method-names
    func convert(_ dto: CartDTO) -> Cart { Cart(id: dto.id, items: []) } // expect: mapper-has-to-domain
    private func round(_ value: Double) -> Double { value } // ok: mapper-has-to-domain
}

// As apps write it: a helper made public on a mapper that has toDomain.
enum InvoiceMapper {
    static func toDomain(_ dto: OrderDTO) -> String { dto.id } // ok: mapper-method-names
    static func formatted(_ id: String) -> String { "#" + id } // expect: mapper-method-names
}

// Near miss (round BO): an error mapper in the networking code turns a library's errors into the app's;
// it converts no DTO, so the DTO mapper items do not apply.
enum GraphQLErrorMapper { // ok: mapper-naming, mapper-has-to-domain
    static func map(_ error: Error) -> URLError { URLError(.badServerResponse) } // ok: mapper-has-to-domain
}
