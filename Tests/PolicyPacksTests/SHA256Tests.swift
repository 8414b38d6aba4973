// SHA256Tests: the FIPS 180-4 digest against published test vectors.
import XCTest
@testable import PolicyPacks

final class SHA256Tests: XCTestCase {
    func testEmptyInput() {
        XCTAssertEqual(SHA256.hex([UInt8]()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    func testABC() {
        XCTAssertEqual(SHA256.hex(Array("abc".utf8)), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    func testTwoBlockMessage() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        XCTAssertEqual(SHA256.hex(Array(message.utf8)), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    func testOneMillionAs() {
        XCTAssertEqual(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testIncrementalUpdatesEqualOneShot() {
        let bytes = Array((0..<300).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        var hasher = SHA256()
        hasher.update(bytes[..<1])
        hasher.update(bytes[1..<64])
        hasher.update(bytes[64..<65])
        hasher.update(bytes[65...])
        let incremental = hasher.finalize().map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        XCTAssertEqual(incremental, SHA256.hex(bytes))
    }

    func testPaddingBoundaries() {
        // 55, 56 and 64 bytes straddle the length field's block boundary
        XCTAssertEqual(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 55)),
                       "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        XCTAssertEqual(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 56)),
                       "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        XCTAssertEqual(SHA256.hex(Array(repeating: UInt8(ascii: "a"), count: 64)),
                       "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
