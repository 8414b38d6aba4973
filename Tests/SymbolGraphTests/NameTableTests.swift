// The linker's byte-level helpers agree with the character-level rules they replace: the name table finds names
// as Swift strings compare them, `self.` is dropped from receivers, and paths are cut below their root.
import XCTest
@testable import SymbolGraph

final class NameTableTests: XCTestCase {
    func testEntriesAreNumberedInInsertionOrderPerOwner() {
        var table = NameTable()
        XCTAssertEqual(table.insert("load").entry, 0)
        XCTAssertEqual(table.insert("load", owner: 7).entry, 1)
        XCTAssertEqual(table.insert("load").entry, 0)
        XCTAssertFalse(table.insert("load", owner: 7).isNew)
        XCTAssertNil(table.find("load", owner: 8))
        XCTAssertNil(table.find("Load"))
        for i in 0..<5_000 { XCTAssertTrue(table.insert("name\(i)", owner: i % 3).isNew) }
        for i in 0..<5_000 { XCTAssertEqual(table.find("name\(i)", owner: i % 3), i + 2) }
        XCTAssertEqual(table.name(2), "name0")
    }

    func testNamesWhereEndsPassesOnlyTheEntriesWhoseFirstAndLastBytesAreAccepted() {
        var table = NameTable()
        for name in ["FeedService", "Feed", "ImageServiceProtocol", "", "Ser", "s"] { _ = table.insert(name) }
        var seen: [String] = []
        var ends: [String] = []
        table.names(whereEnds: { first, last in
            ends.append("\(first)-\(last)")
            return last == UInt8(ascii: "e")
        }) { entry, name in
            XCTAssertEqual(table.name(entry), name)
            seen.append(name)
        }
        XCTAssertEqual(seen, ["FeedService"])
        XCTAssertEqual(ends, ["70-101", "70-100", "73-108", "0-0", "83-114", "115-115"], "every entry's ends, 0 for the empty name")
    }

    func testCanonicallyEquivalentNamesAreOneName() {
        var table = NameTable()
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        let entry = table.insert(composed).entry
        XCTAssertEqual(table.find(decomposed), entry)
        XCTAssertFalse(table.insert(decomposed).isNew)
    }

    func testSelfPrefixIsDroppedAsCharactersWouldBe() {
        XCTAssertEqual(Linker.droppingSelfPrefix("self.service"), "service")
        XCTAssertEqual(Linker.droppingSelfPrefix("self."), "")
        XCTAssertEqual(Linker.droppingSelfPrefix("selfish"), "selfish")
        XCTAssertEqual(Linker.droppingSelfPrefix("service"), "service")
        XCTAssertEqual(Linker.droppingSelfPrefix("self.\u{301}x"), "self.\u{301}x")  // the mark joins the `.`
        XCTAssertEqual(Linker.droppingSelfPrefix("self.é"), "é")
    }

    func testPathsAreCutBelowTheirRoot() {
        XCTAssertEqual(Linker.relativePath("/repo/Sources/A/B.swift", root: "/repo"), "Sources/A/B.swift")
        XCTAssertEqual(Linker.relativePath("/repo/", root: "/repo"), "")
        XCTAssertEqual(Linker.relativePath("/other/B.swift", root: "/repo"), "/other/B.swift")
        XCTAssertEqual(Linker.relativePath("/repo/\u{301}B.swift", root: "/repo"), "/repo/\u{301}B.swift")
        XCTAssertEqual(Linker.relativePath("./A/B.swift", root: "."), "A/B.swift")
        XCTAssertEqual(Linker.module(relativePath: "Modül/Sources/Çekirdek/A.swift", root: "/r"), "Çekirdek")
        XCTAssertEqual(Linker.module(relativePath: "App//Views/Home.swift", root: "/r"), "App")
    }
}
