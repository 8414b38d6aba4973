import Foundation

struct User: Equatable {
    let id: String
    let name: String
    let email: String
    // expect: entities-immutable
    var nickname: String?

    // Deliberate violation: SwiftLint implicit_return.
    var displayName: String {
        return nickname ?? name // expect: implicit-return-getter
    }
}
