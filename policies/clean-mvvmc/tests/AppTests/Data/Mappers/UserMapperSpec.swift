import XCTest

// Round BM: a test target mirrors the app's folders; the spec of a mapper is a test, not a mapper
// ("Mapper Names: [Entity]Mapper").
final class UserMapperSpec: XCTestCase { // ok: mapper-naming
    func test_toDomain_withName_keepsTheName() {
        XCTAssertEqual(UserMapper.toDomain(UserDTO(id: "1", name: "Ada")).name, "Ada")
    }
}
