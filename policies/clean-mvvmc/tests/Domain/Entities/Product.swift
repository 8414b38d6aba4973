import SwiftUI // expect: domain-imports-foundation-only

struct Product {
    let id: String
    // expect: domain-no-outer-layers
    let raw: UserDTO
}
