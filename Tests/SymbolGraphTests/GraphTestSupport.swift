// Helpers: fixtures found from this file's path, graphs linked from snippets, and temporary folders.
import Foundation
import XCTest
@testable import SymbolGraph
@testable import SwiftDeclarations

enum Fixtures {
    static var folder: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures") }

    /// `Fixtures/<name>.swift.txt` (kept out of the test target's sources by its extension).
    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name + ".swift.txt")))
    }

    static let robustnessFiles = ["Schema", "Feed", "Kinds"]
}

/// Links snippets given as (path, source) into one graph, paths relative to `root`.
func graph(_ files: [(String, String)], root: String = "") -> SymbolGraph {
    GraphBuilder.link(files.map { SwiftFileParser.parse(source: Array($0.1.utf8), path: $0.0) }, root: root)
}

extension SymbolGraph {
    /// The only symbol other than an extension with this qualified id (an extension's id is its type's);
    /// fails the test otherwise.
    func symbol(_ qualified: String, file: StaticString = #filePath, line: UInt = #line) -> SymbolID {
        let found = symbols.indices.filter { qualifiedName($0) == qualified && symbols[$0].kind != .extension }
        XCTAssertEqual(found.count, 1, "symbols with id \(qualified): \(symbols.indices.map(qualifiedName))", file: file, line: line)
        return found.first ?? 0
    }

    /// Edges of one kind from a symbol, as target names (`Shelf.put(_:at:)` or `external:View`).
    func targets(of id: SymbolID, _ kind: Edge.Kind) -> [String] {
        edges.filter { $0.source == id && $0.kind == kind }.map {
            switch target(of: $0) {
            case .symbol(let t): return qualifiedName(t)
            case .external(let name): return "external:" + name
            }
        }
    }
}

/// A fresh temporary folder, removed when the test ends.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "fetests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` at `relative`, creating folders on the way; returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    func mkdir(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path + "/" + relative, withIntermediateDirectories: true)
    }

    func link(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path + "/" + relative, withDestinationPath: destination)
    }
}
