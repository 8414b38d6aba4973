import Foundation

struct UserDTO: Codable {
    let id: String
    let fullName: String
    let email: String
}

struct LoginResponse: Codable {
    let token: String
    let user: UserDTO
}

// expect: dto-naming
struct SessionPayload: Codable {
    let token: String
}
