// FileParameters: every parameter of a file, flat, made as the file is parsed.

import SwiftDeclarations
import XCTest

final class FileParametersTests: XCTestCase {
    func test_parse_listsEveryParameterOfTheFileWithItsDeclarationInOrder() {
        let source = """
            struct Feed {
                init(service: FeedService) {}
                func load(page: Int, completion handler: @escaping () -> Void) {}
                subscript(_ index: Int) -> Int { 0 }
            }
            func free() {}
            """
        let parsed = SwiftFileParser.parse(source: Array(source.utf8), path: "Feed.swift")
        let entries = parsed.parameters.entries
        XCTAssertEqual(entries.map { parsed.declarations[Int($0.owner)].name }, ["init", "load", "load", "subscript"])
        XCTAssertEqual(entries.map(\.name), ["service", "page", "handler", "index"])
        XCTAssertEqual(entries.map(\.label), ["service", "page", "completion", "_"])
    }

    func test_parse_ofAFileWithoutParametersHasNone() {
        let parsed = SwiftFileParser.parse(source: Array("struct A { var b = 1; func c() {} }".utf8), path: "A.swift")
        XCTAssertTrue(parsed.parameters.entries.isEmpty)
    }
}
