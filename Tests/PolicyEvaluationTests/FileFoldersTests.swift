// FileFolders: the files' folders split once per run of files in one folder, and `under` decided per folder.

@testable import PolicyEvaluation
import PolicyLanguage
import SymbolGraph
import XCTest

final class FileFoldersTests: XCTestCase {
    func testFilesOfOneFolderListedTogetherShareOneEntry() {
        let g = graph([("App/Views/A.swift", ""), ("App/Views/B.swift", ""), ("App/Models/C.swift", ""),
                       ("App/Views/D.swift", ""), ("Root.swift", ""), ("Other.swift", "")])
        let folders = FileFolders(g.files)
        XCTAssertEqual(folders.folderOfFile, [0, 0, 1, 2, 3, 3])
        XCTAssertEqual(folders.folders.map(\.names), [["App", "Views"], ["App", "Models"], ["App", "Views"], []])
    }

    func testUnderIsAnsweredForEveryFileOfAFolder() {
        let files: [(path: String, text: String)] = [
            ("Models/A.swift", "struct A {}"), ("Models/B.swift", "struct B {}"), ("Views/C.swift", "struct C {}"),
            ("Models/Deep/D.swift", "struct D {}"), ("E.swift", "struct E {}"),
        ]
        // the first rule's candidates come from the folders under Models, the second's are decided by a check per
        // folder; findings come in report order (by path)
        let policy = "rule models { struct under Models must not exist }\nrule others { struct not under Models must not exist }"
        let findings = evaluation(policy: policy, files: files)?.findings ?? []
        XCTAssertEqual(findings.map { "\($0.rule) \($0.symbol ?? "-")" }, ["others E", "models A", "models B", "models D", "others C"])
    }
}
