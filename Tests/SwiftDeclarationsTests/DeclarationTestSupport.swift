// Helpers: parse a snippet and find its declarations by name.
import XCTest
@testable import SwiftDeclarations

func parse(_ text: String, path: String = "Test.swift") -> ParsedFile {
    SwiftFileParser.parse(source: Array(text.utf8), path: path)
}

extension ParsedFile {
    /// The declarations with this name, in source order.
    func all(_ name: String) -> [Declaration] { declarations.filter { $0.name == name } }

    /// The only declaration with this name; fails the test when there is not exactly one.
    func only(_ name: String, file: StaticString = #filePath, line: UInt = #line) -> Declaration {
        let found = all(name)
        XCTAssertEqual(found.count, 1, "declarations named \(name): \(declarations.map(\.name))", file: file, line: line)
        return found.first ?? Declaration(kind: .import, name: "<missing>", parent: nil,
                                          range: SourceRange(startLine: 0, startColumn: 0, endLine: 0, startOffset: 0, endOffset: 0))
    }

    /// `kind name` of every declaration, with the parent path: `func C.f`.
    var outline: [String] {
        declarations.indices.map { i in
            let parent = parentPath(of: i)
            return "\(declarations[i].kind.rawValue) " + (parent.isEmpty ? "" : parent + ".") + declarations[i].name
        }
    }

    var messages: [String] { diagnostics.map(\.message) }
}

/// The body facts of the only declaration named `name`.
func body(_ file: ParsedFile, _ name: String, line: UInt = #line) -> BodyFacts {
    guard let body = file.only(name, line: line).body else {
        XCTFail("\(name) has no body", line: line)
        return BodyFacts()
    }
    return body
}
