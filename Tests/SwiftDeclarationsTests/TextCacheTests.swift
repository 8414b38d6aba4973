// TextCache: a cached text is always the text decoding the same bytes would make, wherever the bytes sit in the
// source (near its end, where words cannot be read whole), whatever their length, valid UTF-8 or not.
import XCTest
@testable import SwiftDeclarations

final class TextCacheTests: XCTestCase {
    private func assertMatchesDecoding(_ source: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let cache = TextCache()
        source.withUnsafeBufferPointer { bytes in
            for _ in 0..<2 {  // the second round reads the cache
                for start in 0...bytes.count {
                    for end in start...min(bytes.count, start + 40) {
                        let expected = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                        let text = cache.text(bytes, start, end)
                        XCTAssertEqual(Array(text.utf8), Array(expected.utf8), "bytes \(start)..<\(end)", file: file, line: line)
                    }
                }
            }
        }
    }

    func testNamesAnywhereInTheSource() {
        assertMatchesDecoding(Array("let service = FeedService(); service.load(); self.service.cancel() // é ü".utf8))
    }

    func testInvalidUTF8IsRepairedAsDecodingDoes() {
        assertMatchesDecoding([0x61, 0xFF, 0x62, 0xC3, 0x28, 0x41, 0xE2, 0x82, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49])
    }

    func testTextsLongerThanTheCachedOnes() {
        let long = String(repeating: "VeryLongTypeName", count: 5)
        assertMatchesDecoding(Array(long.utf8))
    }

    func testManyDistinctNamesEvictEachOther() {
        let cache = TextCache()
        let names = (0..<10_000).map { "name\($0)" }
        let source = Array(names.joined(separator: " ").utf8)
        source.withUnsafeBufferPointer { bytes in
            for _ in 0..<2 {
                var start = 0
                for name in names {
                    let end = start + name.utf8.count
                    XCTAssertEqual(cache.text(bytes, start, end), name)
                    start = end + 1
                }
            }
        }
    }
}
