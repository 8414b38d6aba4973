// TestSupport: parsing rendered JSON back into Foundation values for structural assertions.
import Foundation
import XCTest

enum JSONTestError: Error {
    case notAnObject(String)
}

/// The rendered text parsed with JSONSerialization, as a dictionary.
func parseObject(_ text: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    guard let object = value as? [String: Any] else { throw JSONTestError.notAnObject(text) }
    return object
}

/// The value at `key` as `T`, failing the test with the key's name when it is missing or mistyped.
func value<T>(_ object: [String: Any]?, _ key: String, as type: T.Type = T.self,
              file: StaticString = #filePath, line: UInt = #line) throws -> T {
    try XCTUnwrap(object?[key] as? T, "missing or mistyped \"\(key)\"", file: file, line: line)
}
