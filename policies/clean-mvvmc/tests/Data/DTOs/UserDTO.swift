import Foundation

// ok: dto-codable-struct, dto-naming, dto-location
struct UserDTO: Codable {
    let id: String
    let name: String
    // ok: dto-naming, dto-codable-struct
    enum CodingKeys: String, CodingKey { case id, name }
}

// expect: dto-codable-struct
final class ProductDTO {
    var id = ""
}

// expect: dto-naming
struct LoginPayload: Codable {
    let token: String
}

// As apps write them: a wire type that is not Codable, and one named for its endpoint.
// expect: dto-codable-struct
struct OrderDTO {
    let id: String
}

// expect: dto-naming
struct OrderPayload: Codable {
    let id: String
}
