// Which files a set of paths names, and what GraphBuilder makes of them, problems included.
import Foundation
import SourceFiles
import XCTest
@testable import SymbolGraph

final class SourceTreeTests: XCTestCase {
    func testFoldersAreWalkedRecursivelyInSortedOrder() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("b/Deep/Er/Z.swift", "")
        try tmp.write("a/A.swift", "")
        try tmp.write("a/notes.md", "")
        let tree = SourceTree.discover([tmp.path])
        XCTAssertEqual(tree.files.map { String($0.path.dropFirst(tmp.path.count)) }, ["/a/A.swift", "/b/Deep/Er/Z.swift"])
        XCTAssertEqual(Set(tree.files.map(\.root)), [tmp.path])
        XCTAssertTrue(tree.problems.isEmpty)
    }

    func testAFolderOfThousandsOfFilesIsListedWhole() throws {
        // more entries than one read of the folder returns, so that names end near the end of the listing's buffer
        // (under AddressSanitizer, reading a name past its record there was a heap overflow)
        let tmp = try TemporaryFolder()
        let names = (0..<2_500).map { "File\($0).swift" }
        for name in names { try tmp.write("many/\(name)", "") }
        let found = SourceTree.discover([tmp.path]).files.map { ($0.path as NSString).lastPathComponent }
        XCTAssertEqual(found, names.sorted())
    }

    func testAFolderOrFileNamedTwiceIsWalkedOnce() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("src/A.swift", "")
        let tree = SourceTree.discover([tmp.path + "/src", tmp.path + "/./src/", tmp.path + "/src/A.swift", tmp.path + "/src/../src/A.swift"])
        XCTAssertEqual(tree.files.map(\.path), [tmp.path + "/src/A.swift"])
    }

    func testOverlappingArgumentsSpelledDifferentlyGiveEachFileOnce() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("src/A.swift", "")
        try tmp.write("src/Sub/B.swift", "")
        let outerFirst = SourceTree.discover([tmp.path + "/./src", tmp.path + "/src/Sub", tmp.path + "/src/Sub/../A.swift"])
        XCTAssertEqual(outerFirst.files.map(\.path), [tmp.path + "/./src/A.swift", tmp.path + "/./src/Sub/B.swift"])
        // the first path to reach a file is kept, with its root
        let innerFirst = SourceTree.discover([tmp.path + "/src/Sub/B.swift", tmp.path + "/src/Sub", tmp.path + "/./src"])
        XCTAssertEqual(innerFirst.files.map(\.path), [tmp.path + "/src/Sub/B.swift", tmp.path + "/./src/A.swift"])
        XCTAssertEqual(innerFirst.files.map(\.root), [tmp.path + "/src/Sub", tmp.path + "/./src"])
    }

    func testAFolderReachedThroughALinkAndDirectlyIsWalkedOnce() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("b/Shared.swift", "")
        try tmp.link("a", to: tmp.path + "/b")
        XCTAssertEqual(SourceTree.discover([tmp.path]).files.map(\.path), [tmp.path + "/a/Shared.swift"])
    }

    func testHiddenFoldersAndBuildFolderAreSkipped() throws {
        let tmp = try TemporaryFolder()
        try tmp.write(".build/debug/Gen.swift", "")
        try tmp.write(".git/Hook.swift", "")
        try tmp.write(".Hidden.swift", "")
        try tmp.write("Sources/App/Kept.swift", "")
        XCTAssertEqual(SourceTree.discover([tmp.path]).files.map { ($0.path as NSString).lastPathComponent }, ["Kept.swift"])
    }

    func testSymlinkLoopDoesNotHangOrDuplicate() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("src/One.swift", "")
        try tmp.link("src/loop", to: tmp.path + "/src")
        try tmp.link("src/parent", to: tmp.path)
        let files = SourceTree.discover([tmp.path]).files.map(\.path)
        XCTAssertEqual(files.filter { $0.hasSuffix("One.swift") }.count, 1, "\(files)")
    }

    func testADanglingSwiftLinkIsReportedAndTheRestWalked() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("src/A.swift", "struct A {}")
        try tmp.link("src/Gone.swift", to: tmp.path + "/nowhere/Gone.swift")
        try tmp.link("src/gone-folder", to: tmp.path + "/nowhere")  // not named *.swift: nothing to say
        try tmp.write("src/Z.swift", "struct Z {}")
        let tree = SourceTree.discover([tmp.path])
        XCTAssertEqual(tree.files.map { ($0.path as NSString).lastPathComponent }, ["A.swift", "Z.swift"])
        XCTAssertEqual(tree.problems.map(\.path), [tmp.path + "/src/Gone.swift"])
        XCTAssertEqual(tree.problems.map(\.reason), ["broken symbolic link: its target '\(tmp.path)/nowhere/Gone.swift' does not exist"])
    }

    func testALoopingSwiftLinkIsReportedAndTheRestWalked() throws {
        let tmp = try TemporaryFolder()
        try tmp.link("Self.swift", to: "Self.swift")
        try tmp.link("Ping.swift", to: "Pong.swift")
        try tmp.link("Pong.swift", to: "Ping.swift")
        try tmp.write("Fine.swift", "struct Fine {}")
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 1)
        XCTAssertEqual(result.graph.files.map(\.relativePath), ["Fine.swift"])
        XCTAssertEqual(result.problems.map { ($0.path as NSString).lastPathComponent }, ["Ping.swift", "Pong.swift", "Self.swift"])
        XCTAssertEqual(result.problems.map(\.line), [0, 0, 0], "a file that could not be read, as the reporters show it")
        XCTAssertEqual(result.problems.first?.message,
                       "symbolic link loop: the link 'Pong.swift' leads back to itself, so no file could be read")
    }

    func testAnExcludedDanglingLinkIsNotReported() throws {
        let tmp = try TemporaryFolder()
        try tmp.link("Gone.swift", to: tmp.path + "/nowhere.swift")
        let tree = SourceTree.discover([tmp.path], isExcluded: { $0.hasSuffix("/Gone.swift") })
        XCTAssertTrue(tree.problems.isEmpty, "\(tree.problems)")
    }

    func testSymlinkToAFolderOutsideIsFollowed() throws {
        let outside = try TemporaryFolder()
        try outside.write("Shared.swift", "")
        let tmp = try TemporaryFolder()
        try tmp.link("shared", to: outside.path)
        XCTAssertEqual(SourceTree.discover([tmp.path]).files.map { ($0.path as NSString).lastPathComponent }, ["Shared.swift"])
    }

    func testMissingPathIsReported() {
        let tree = SourceTree.discover(["/no/such/place-\(UUID().uuidString)"])
        XCTAssertTrue(tree.files.isEmpty)
        XCTAssertEqual(tree.problems.map(\.reason), ["no such file or folder"])
    }

    func testAFileArgumentIsTakenWhateverItsExtension() throws {
        let tmp = try TemporaryFolder()
        let path = try tmp.write("script.txt", "struct S {}")
        let tree = SourceTree.discover([path, path])
        XCTAssertEqual(tree.files.map(\.path), [path])
        XCTAssertEqual(tree.files.first?.root, tmp.path)
    }

    func testExclusionPredicate() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("Tests/T.swift", "")
        try tmp.write("Sources/S.swift", "")
        let tree = SourceTree.discover([tmp.path]) { $0.contains("/Tests/") }
        XCTAssertEqual(tree.files.map { ($0.path as NSString).lastPathComponent }, ["S.swift"])
    }
}

final class GraphBuilderTests: XCTestCase {
    func testBuildReadsModulesFromTheTree() throws {
        let tmp = try TemporaryFolder()
        try tmp.write("Sources/Core/Model.swift", "public struct Model {}")
        try tmp.write("Sources/UI/Screen.swift", "import Core\nstruct Screen { let model: Model }")
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 2)
        XCTAssertEqual(result.graph.files.map(\.module), ["Core", "UI"])
        XCTAssertEqual(result.graph.targets(of: result.graph.symbol("Screen.model"), .references), ["Model"])
        XCTAssertEqual(result.statistics.files, 2)
        XCTAssertTrue(result.problems.isEmpty)
    }

    func testAFileThatDoesNotParseIsReportedAndItsOtherDeclarationsKept() throws {
        let tmp = try TemporaryFolder()
        let broken = try tmp.write("App/Broken.swift", """
            struct Good {}
            struct Mangled {
                func ok() {}
                ) stray
            }
            func after() {}
            class Unclosed {
                func inside() {}
            """)
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 1)
        XCTAssertEqual(result.graph.files.map(\.path), [broken])
        XCTAssertEqual(result.problems.filter { $0.path == broken }.map { "\($0.line): \($0.message)" },
                       ["4: unbalanced ')'", "7: expected '}' to close the body of class Unclosed"])
        let names = result.graph.symbols.indices.map(result.graph.qualifiedName)
        XCTAssertEqual(names, ["Good", "Mangled", "Mangled.ok()", "after()", "Unclosed", "Unclosed.inside()"])
        XCTAssertEqual(result.statistics.filesWithProblems, 1)
    }

    func testMissingArgumentIsAProblem() {
        let result = GraphBuilder.build(paths: ["/no/such/\(UUID().uuidString).swift"])
        XCTAssertEqual(result.problems.map(\.message), ["no such file or folder"])
        XCTAssertTrue(result.graph.files.isEmpty)
    }

    func testAFileThatCannotBeReadIsReportedWithoutBlocking() throws {
        // A FIFO named like a Swift file: opening it for reading must not wait for a writer.
        let tmp = try TemporaryFolder()
        let fifo = tmp.path + "/Pipe.swift"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try tmp.write("Fine.swift", "struct Fine {}")
        let done = expectation(description: "build finished")
        let box = ResultBox()
        let path = tmp.path
        Thread.detachNewThread {
            box.result = GraphBuilder.build(paths: [path], jobs: 1)
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        guard let result = box.result else { return XCTFail("GraphBuilder blocked on a FIFO") }
        XCTAssertEqual(result.problems.map(\.path), [fifo])
        XCTAssertEqual(result.problems.map(\.message), ["file could not be read"])
        XCTAssertEqual(result.graph.files.count, 1)
    }

    func testUTF16FilesAreDecodedAndChecked() throws {
        let tmp = try TemporaryFolder()
        let text = "struct Größe {\n    func 計算() {}\n}\nlet emoji = \"🙂\"\n"
        let little: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        _ = FileManager.default.createFile(atPath: tmp.path + "/Little.swift", contents: Data(little))
        _ = FileManager.default.createFile(atPath: tmp.path + "/Big.swift", contents: Data(big))
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 1)
        XCTAssertEqual(result.problems, [])
        XCTAssertEqual(result.graph.files.map(\.relativePath), ["Big.swift", "Little.swift"])
        for file in result.graph.files {
            XCTAssertEqual(file.declarations.map { "\($0.range.startLine) \($0.name)" }, ["1 Größe", "2 計算", "4 emoji"], file.path)
        }
    }

    func testALoneSurrogateOrAnOddLastByteInAUTF16FileIsReportedAtItsLine() throws {
        let tmp = try TemporaryFolder()
        func utf16(_ units: [UInt16]) -> [UInt8] { [0xFF, 0xFE] + units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } }
        let before = Array("struct A {}\nlet x".utf16), after = Array(" = 1\nstruct B {}\n".utf16)
        _ = FileManager.default.createFile(atPath: tmp.path + "/Lone.swift", contents: Data(utf16(before + [0xD800] + after)))
        _ = FileManager.default.createFile(atPath: tmp.path + "/Odd.swift", contents: Data(utf16(Array("struct C {}\n".utf16)) + [0x41]))
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 1)
        XCTAssertEqual(result.problems.map { "\(($0.path as NSString).lastPathComponent):\($0.line):\($0.column)" },
                       ["Lone.swift:2:6", "Odd.swift:2:1"])
        // the damaged name keeps its bad bytes (shown as replacement characters); the declarations around it are read
        XCTAssertEqual(result.graph.files.flatMap { $0.declarations.map(\.name) }.filter { !$0.hasPrefix("x") }, ["A", "B", "C"])
    }

    func testAFileTooLargeForThirtyTwoBitOffsetsIsReportedNotRead() throws {
        // A sparse file one byte over the limit: nothing is written to disk, and nothing may be read.
        let tmp = try TemporaryFolder()
        let huge = tmp.path + "/Huge.swift"
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: huge))
        try handle.truncate(atOffset: UInt64(Int32.max) + 1)
        try handle.close()
        try tmp.write("Fine.swift", "struct Fine {}")
        let result = GraphBuilder.build(paths: [tmp.path], jobs: 1)
        XCTAssertEqual(result.problems.map(\.path), [huge])
        XCTAssertEqual(result.problems.map(\.message), ["file too large to check (2147483648 bytes; the limit is 2147483647)"])
        XCTAssertEqual(result.graph.files.map(\.relativePath), ["Fine.swift"])
    }
}

private final class ResultBox: @unchecked Sendable {
    var result: GraphBuildResult?
}
