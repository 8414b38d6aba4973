import SwiftUI // expect: domain-imports-foundation-only

// expect: domain-no-outer-layers
struct Product {
    let id: String
    let raw: UserDTO
}
