import Foundation

struct User: Equatable {
    let id: String
    let name: String
    let email: String
    // expect: entities-immutable
    var nickname: String?
}
