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
