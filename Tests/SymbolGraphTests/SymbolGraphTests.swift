// The graph: modules, imports, ids, members, supertypes, references and calls.
import GraphFormats
import XCTest
@testable import SymbolGraph
@testable import SwiftDeclarations

final class ModuleInferenceTests: XCTestCase {
    func testSourcesFolderNamesTheModule() {
        XCTAssertEqual(Linker.module(relativePath: "Sources/Networking/HTTP/Client.swift", root: "/repo"), "Networking")
        XCTAssertEqual(Linker.module(relativePath: "Packages/Core/Sources/CoreKit/A.swift", root: "/repo"), "CoreKit")
    }

    func testOtherwiseTheTopFolderNamesTheModule() {
        XCTAssertEqual(Linker.module(relativePath: "App/Views/Home.swift", root: "/repo"), "App")
    }

    func testAFileAtTheRootTakesTheRootsName() {
        XCTAssertEqual(Linker.module(relativePath: "main.swift", root: "/work/MyTool"), "MyTool")
        XCTAssertEqual(Linker.module(relativePath: "main.swift", root: "."), "")
    }

    func testAFileDirectlyInSourcesIsNotItsOwnModule() {
        XCTAssertEqual(Linker.module(relativePath: "Sources/main.swift", root: "/repo"), "Sources")
    }

    func testFilesInTheGraphCarryModuleAndRelativePath() {
        let g = graph([("/repo/Sources/Model/User.swift", "struct User {}"), ("/repo/App/Main.swift", "struct Main {}")], root: "/repo")
        XCTAssertEqual(g.files.map(\.module), ["Model", "App"])
        XCTAssertEqual(g.files.map(\.relativePath), ["Sources/Model/User.swift", "App/Main.swift"])
    }
}

final class ImportRecordTests: XCTestCase {
    func testImportsWithKindAndTestable() {
        let g = graph([("A.swift", "import Foundation\n@testable import App\nimport func Darwin.sqrt\nstruct S { }")])
        let imports = g.files[0].imports
        XCTAssertEqual(imports.map(\.module), ["Foundation", "App", "Darwin.sqrt"])
        XCTAssertEqual(imports.map(\.kind), [nil, nil, "func"])
        XCTAssertEqual(imports.map(\.isTestable), [false, true, false])
        XCTAssertEqual(imports.map(\.line), [1, 2, 3])
    }

    func testImportsInsideIfBranchesCount() {
        let g = graph([("A.swift", "#if canImport(UIKit)\nimport UIKit\n#else\nimport AppKit\n#endif")])
        XCTAssertEqual(g.files[0].imports.map(\.module), ["UIKit", "AppKit"])
    }
}

final class IdentityTests: XCTestCase {
    private let source = """
        struct Outer {
            struct Inner {
                func load(id: Int, _ flag: Bool) {}
                func load() {}
                var value = 0
            }
            init(x: Int) {}
            subscript(i: Int) -> Int { i }
        }
        """

    func testQualifiedIdsIncludeParentsAndLabels() {
        let g = graph([("A.swift", source)])
        XCTAssertEqual(g.symbols.indices.map(g.qualifiedName), ["Outer", "Outer.Inner", "Outer.Inner.load(id:_:)", "Outer.Inner.load()",
                                                               "Outer.Inner.value", "Outer.init(x:)", "Outer.subscript(i:)"])
    }

    func testParentAndChildren() {
        let g = graph([("A.swift", source)])
        let outer = g.symbol("Outer"), inner = g.symbol("Outer.Inner")
        XCTAssertEqual(g[inner].parent, outer)
        XCTAssertNil(g[outer].parent)
        XCTAssertEqual(g[outer].children.map(g.qualifiedName), ["Outer.Inner", "Outer.init(x:)", "Outer.subscript(i:)"])
        XCTAssertEqual(g.targets(of: inner, .memberOf), ["Outer"])
        XCTAssertEqual(GraphExport.parentPath(g, g.symbol("Outer.Inner.value")), "Outer.Inner")
    }

    func testIdsAreStableAcrossFilesAndOrder() {
        let a = graph([("A.swift", "struct A { func f() {} }"), ("B.swift", "struct B {}")])
        XCTAssertEqual(a.symbols.indices.map(a.qualifiedName), ["A", "A.f()", "B"])
        XCTAssertEqual(a.file(of: a.symbol("B")).path, "B.swift")
    }
}

final class ExtensionTests: XCTestCase {
    func testExtensionMembersCountForTheExtendedType() {
        let g = graph([("A.swift", "struct Cart { var items: [Int] = [] }"),
                       ("B.swift", "extension Cart {\n  func total() -> Int { 0 }\n}\nextension Cart: Equatable {}")])
        let cart = g.symbol("Cart")
        XCTAssertEqual(g.members(of: cart).map(g.qualifiedName), ["Cart.items", "Cart.total()"])
        XCTAssertEqual(g.extensionsByType[cart]?.count, 2)
        XCTAssertEqual(g.members(of: cart, named: "total").count, 1)
        XCTAssertEqual(g.owningType(of: g.symbol("Cart.total()")), cart)
        XCTAssertEqual(g.supertypes[cart], ["Equatable"])
    }

    func testExtensionOfANestedTypeAttaches() {
        let g = graph([("A.swift", "enum Outer { struct Inner {} }\nextension Outer.Inner { func go() {} }")])
        let extensionID = g.symbols.indices.first { g[$0].kind == .extension }!
        XCTAssertEqual(g[extensionID].extendedType, g.symbol("Outer.Inner"))
    }

    func testAnUnqualifiedExtensionAttachesToTheTopLevelTypeNotANestedNamesake() {
        // `Constants.ProfileView` is declared first; `extension ProfileView` still means the top-level view
        let g = graph([("A.swift", "enum Constants { enum ProfileView { static let width = 2 } }"),
                       ("B.swift", "struct ProfileView {}\nprivate extension ProfileView { func save() {} }")])
        let extensionID = g.symbols.indices.first { g[$0].kind == .extension }!
        XCTAssertEqual(g[extensionID].extendedType, g.symbol("ProfileView"))
    }

    func testExtensionOfAnExternalTypeStaysUnattached() {
        let g = graph([("A.swift", "extension String { func shout() -> String { self } }")])
        XCTAssertNil(g[0].extendedType)
        XCTAssertEqual(g.qualifiedName(1), "String.shout()")
    }
}

final class SupertypeTests: XCTestCase {
    private let source = """
        protocol Named {}
        protocol Entity: Named, Identifiable {}
        class Base: NSObject, Entity {}
        final class Leaf: Base, ObservableObject {}
        struct Value: Entity, Codable {}
        """

    func testDirectInheritsEdgesToProjectAndExternalTypes() {
        let g = graph([("A.swift", source)])
        XCTAssertEqual(g.targets(of: g.symbol("Leaf"), .inherits), ["Base", "external:ObservableObject"])
        XCTAssertEqual(g.targets(of: g.symbol("Entity"), .inherits), ["Named", "external:Identifiable"])
    }

    func testTransitiveConformanceThroughProjectClassesAndProtocols() {
        let g = graph([("A.swift", source)])
        XCTAssertEqual(g.supertypes[g.symbol("Leaf")], ["Base", "ObservableObject", "NSObject", "Entity", "Named", "Identifiable"])
        XCTAssertEqual(g.targets(of: g.symbol("Leaf"), .conformsTransitively), ["Entity", "external:Identifiable", "external:NSObject", "Named"])
        XCTAssertEqual(g.supertypes[g.symbol("Value")], ["Entity", "Codable", "Named", "Identifiable"])
    }

    func testInheritanceCycleTerminates() {
        let g = graph([("A.swift", "protocol A: B {}\nprotocol B: A {}")])
        XCTAssertEqual(g.supertypes[g.symbol("A")], ["A", "B"])
    }

    func testConformanceAddedByAnExtensionIsInherited() {
        let g = graph([("A.swift", "protocol P: Q {}\nprotocol Q {}\nstruct S {}\nextension S: P {}")])
        XCTAssertEqual(g.supertypes[g.symbol("S")], ["P", "Q"])
    }

    func testAttributedAndGenericInheritanceEntries() {
        XCTAssertEqual(TypeNames.inheritedNames("@unchecked Sendable"), ["Sendable"])
        XCTAssertEqual(TypeNames.inheritedNames("Identifiable & Codable"), ["Identifiable", "Codable"])
        XCTAssertEqual(TypeNames.inheritedNames("Base<Int>"), ["Base"])
        XCTAssertEqual(TypeNames.inheritedNames("~Copyable"), ["Copyable"])
    }
}

final class ReferenceTests: XCTestCase {
    func testReferencesResolveToProjectTypesIncludingNestedNames() {
        let g = graph([("A.swift", """
            enum Route { struct Detail {} }
            struct Store {}
            struct Screen {
                var route: Route.Detail?
                var path = NavigationPath()
                func make(store: Store) -> some View { Text("") }
            }
            """)])
        XCTAssertEqual(g.targets(of: g.symbol("Screen.route"), .references), ["Route.Detail"])
        XCTAssertEqual(g.targets(of: g.symbol("Screen.make(store:)"), .references), ["Store", "external:Text", "external:View"])
        XCTAssertEqual(g.referencedBy[g.symbol("Store")], [g.symbol("Screen.make(store:)")])
    }

    func testANameDeclaredInTheReferringFileIsThatFilesOwnType() {
        let g = graph([
            ("Data/NetworkService.swift", "private enum Constants { static let timeout = 30 }\nstruct NetworkService {}\n"),
            ("Presentation/FormView.swift", "struct FormView {\n  var padding: Double { Constants.padding }\n}\nprivate enum Constants { static let padding = 8.0 }\n"),
            ("Presentation/Other.swift", "struct Other {\n  var t: Int { Constants.timeout }\n}\n"),
        ])
        let constants = g.symbols.indices.filter { g.name($0) == "Constants" }
        XCTAssertEqual(constants.count, 2)
        let formViews = constants.filter { g.files[g.symbols[$0].file].path == "Presentation/FormView.swift" }
        guard let target = g.edges.first(where: { $0.source == g.symbol("FormView.padding") && $0.kind == .references })?.targetSymbol else {
            return XCTFail("FormView.padding references no project type")
        }
        XCTAssertEqual([target], formViews)
        // a file with none of its own keeps the first of the name
        guard let other = g.edges.first(where: { $0.source == g.symbol("Other.t") && $0.kind == .references })?.targetSymbol else {
            return XCTFail("Other.t references no project type")
        }
        XCTAssertEqual(g.files[g.symbols[other].file].path, "Data/NetworkService.swift")
    }

    func testExternalNamesAreKeptOnceForEveryEdgeThatPointsToThem() {
        let g = graph([
            ("A.swift", "struct A: View { let session: URLSession; var body: some View { Text(\"a\") } }\n"),
            ("B.swift", "struct B: View { let session: URLSession; var body: some View { Text(\"b\") } }\n"),
        ])
        XCTAssertEqual(MemoryLayout<Edge>.stride, 12)
        XCTAssertEqual(g.externalNames.filter { $0 == "URLSession" }.count, 1)
        XCTAssertEqual(Set(g.externalNames).count, g.externalNames.count)
        XCTAssertEqual(g.targets(of: g.symbol("A.session"), .references), ["external:URLSession"])
        XCTAssertEqual(g.targets(of: g.symbol("B.session"), .references), ["external:URLSession"])
        XCTAssertEqual(g.targets(of: g.symbol("B"), .inherits), ["external:View"])
    }

    /// The file of the project type the first `references` edge of `symbol` leads to.
    private func referencedFile(_ g: SymbolGraph, _ symbol: String) -> String? {
        guard let target = g.edges.first(where: { $0.source == g.symbol(symbol) && $0.kind == .references })?.targetSymbol else {
            return nil
        }
        return g.files[g.symbols[target].file].path
    }

    func testABareNameReachesANestedTypeOnlyFromInsideTheTypeThatHoldsIt() {
        // the Data layer's `TMDBAPI.DTO.Review` is declared first; a view's `Review` is the top-level entity
        let g = graph([
            ("Data/TMDBAPI.swift", "enum TMDBAPI {\n  enum DTO {\n    struct Review {}\n    struct Page { let results: [Review] }\n  }\n}\n"),
            ("Data/TMDBAPI+Map.swift", "extension TMDBAPI.DTO {\n  func first(_ r: Review) {}\n}\n"),
            ("Domain/Review.swift", "struct Review {}\n"),
            ("Presentation/ReviewView.swift", "struct ReviewView {\n  let review: Review\n}\n"),
        ])
        XCTAssertEqual(referencedFile(g, "ReviewView.review"), "Domain/Review.swift")
        // inside the holder, and in its extensions, the nested one
        XCTAssertEqual(referencedFile(g, "TMDBAPI.DTO.Page.results"), "Data/TMDBAPI.swift")
        XCTAssertEqual(referencedFile(g, "TMDBAPI.DTO.first(_:)"), "Data/TMDBAPI.swift")
    }

    func testABareNameThatReachesNoProjectTypeIsExternal() {
        // the only `ContentType` is nested in a Data file's constants: a view's `ContentType` is another module's, or
        // a file the project does not hold; a subclass reaches its superclass's nested type; a qualified name reaches
        // a nested type from anywhere
        let g = graph([
            ("Data/APIConstants.swift", "struct APIConstants {\n  struct ContentType {}\n}\nclass Screen {\n  struct Config {}\n}\n"),
            ("Presentation/SectionView.swift", "struct SectionView {\n  let contentType: ContentType?\n  let header: APIConstants.ContentType\n}\n"),
            ("Presentation/HomeScreen.swift", "final class HomeScreen: Screen {\n  let config: Config\n}\n"),
            ("Presentation/Spacer.swift", "extension UITableView {\n  final class UISpacerView {}\n}\n"),
            ("Data/MediaSource.swift", "final class MediaSource {\n  func header() -> UISpacerView { UITableView.UISpacerView() }\n}\n"),
        ])
        XCTAssertEqual(referencedFile(g, "MediaSource.header()"), "Presentation/Spacer.swift",
                       "a type nested in an extension of a framework type is written qualified by a name the project lacks")
        XCTAssertEqual(g.targets(of: g.symbol("SectionView.contentType"), .references), ["external:ContentType"])
        XCTAssertEqual(referencedFile(g, "SectionView.header"), "Data/APIConstants.swift")
        XCTAssertEqual(referencedFile(g, "HomeScreen.config"), "Data/APIConstants.swift")
    }

    func testOfSeveralTopLevelTypesOfOneNameTheNearestByFolderIsMeant() {
        // each layer module declares its own `TimeStamp`: a Domain entity's is the Domain one, a DTO's the Data one
        let g = graph([
            ("App/DataLayer/DTOs/Sources/Surcharge/TimeStamp.swift", "struct TimeStamp {}\n"),
            ("App/DataLayer/DTOs/Sources/Surcharge/SurchargeDTO.swift", "struct SurchargeDTO {\n  let updated: TimeStamp\n}\n"),
            ("App/DomainLayer/Entities/Sources/Surcharge/TimeStamp.swift", "struct TimeStamp {}\n"),
            ("App/DomainLayer/Entities/Sources/Surcharge/Surcharge.swift", "struct Surcharge {\n  let updated: TimeStamp\n}\n"),
        ])
        XCTAssertEqual(referencedFile(g, "Surcharge.updated"), "App/DomainLayer/Entities/Sources/Surcharge/TimeStamp.swift")
        XCTAssertEqual(referencedFile(g, "SurchargeDTO.updated"), "App/DataLayer/DTOs/Sources/Surcharge/TimeStamp.swift")
    }

    func testSharedFoldersCountWholeFolderNamesOnly() {
        XCTAssertEqual(Linker.sharedFolders("App/Domain/A.swift", "App/Domain/B.swift"), 2)
        XCTAssertEqual(Linker.sharedFolders("App/DomainLayer/A.swift", "App/Domain/A.swift"), 1)
        XCTAssertEqual(Linker.sharedFolders("A.swift", "B.swift"), 0)
    }

    func testExternalTypesStayExternalNames() {
        let g = graph([("A.swift", "struct S {\n  var path: NavigationPath\n  var body: some View { EmptyView() }\n}")])
        XCTAssertEqual(g.targets(of: g.symbol("S.path"), .references), ["external:NavigationPath"])
        XCTAssertEqual(g.targets(of: g.symbol("S.body"), .references), ["external:EmptyView", "external:View"])
    }

    func testTypeNamesInText() {
        XCTAssertEqual(TypeNames.identifiers(in: "[String: [Model.Item]]?"), ["String", "Model.Item"])
        XCTAssertEqual(TypeNames.identifiers(in: "some View & Sendable"), ["View", "Sendable"])
        XCTAssertEqual(TypeNames.identifiers(in: "inout Task<Void, Never>"), ["Task", "Void", "Never"])
    }

    func testTypesByQualifiedAndSimpleName() {
        let g = graph([("A.swift", "enum Route { struct Detail {} }")])
        XCTAssertEqual(g.types(named: "Detail"), [g.symbol("Route.Detail")])
        XCTAssertEqual(g.types(named: "Route.Detail"), [g.symbol("Route.Detail")])
        XCTAssertEqual(g.resolveTypes(in: "[Route.Detail]"), [g.symbol("Route.Detail")])
    }

    func testTypesWhereNameTestsEachDistinctNameOnceAndListsEachTypeOnceInIdOrder() {
        let g = graph([("A.swift", "actor FeedService {}\nenum Outer { struct FeedService {} }\ntypealias OldService = FeedService\nfunc makeService() {}"),
                       ("B.swift", "extension Outer { final class ImageService {} }\nprotocol Plain {}")])
        var tested: [String] = []
        let ids = g.types(whereName: { name in
            tested.append(name)
            return name.hasSuffix("Service")
        })
        XCTAssertEqual(ids.map(g.qualifiedName), ["FeedService", "Outer.FeedService", "OldService", "Outer.ImageService"])
        // simple and qualified names, each once (FeedService names two types); functions are not types
        XCTAssertEqual(tested.sorted(), ["FeedService", "ImageService", "OldService", "Outer", "Outer.FeedService", "Outer.ImageService", "Plain"])
    }

    func testASymbolKeepsItsDeclarationsKindModifiersAndEnds() {
        let g = graph([("A.swift", "final class FeedModel {\n  private(set) var items: [Item] = []\n  static func make() {}\n}")])
        for id in g.symbols.indices {
            let declaration = g.declaration(id)
            XCTAssertEqual(g.symbols[id].kind, declaration.kind)
            XCTAssertEqual(g.symbols[id].modifierFlags, declaration.modifierFlags)
            XCTAssertEqual(g.symbols[id].nameEnds, declaration.nameEnds)
            XCTAssertEqual(g.symbols[id].typeTextEnds, declaration.typeTextEnds)
        }
        let items = g.symbol("FeedModel.items")
        XCTAssertEqual(g.symbols[items].typeTextEnds, .ascii(first: UInt8(ascii: "["), last: UInt8(ascii: "]")))
        XCTAssertFalse(g.symbols[items].modifierFlags.isEmpty)
    }

    func testASymbolTakesFortyBytesOfTheTable() {
        // the table is read in order by every scan over all symbols: a new fact belongs in padding, or here
        XCTAssertEqual(MemoryLayout<Symbol>.stride, 40)
    }

    func testASymbolKnowsWhetherItsTypeTextIsInferred() {
        let g = graph([("A.swift", "struct FeedView {\n  let service = FeedService()\n  let count: Int = 0\n  var title = \"Feed\"\n  func load() {}\n}")])
        let inferred = g.symbols.indices.filter { g.symbols[$0].typeTextIsInferred }.map { g.qualifiedName($0) }
        XCTAssertEqual(inferred, ["FeedView.service", "FeedView.title"])
        for id in g.symbols.indices {
            XCTAssertEqual(g.symbols[id].typeTextIsInferred, g.declaration(id).inferredType != nil, g.qualifiedName(id))
        }
    }

    func testParametersWhereNameFindsNamesAndDifferingLabelsAsFunctionAndIndexInOrder() {
        let g = graph([("A.swift", "func load(page: Int, completion: () -> Void) {}\nstruct S { init(id: Int, onDone done: () -> Void) {} }"),
                       ("B.swift", "func plain(x: Int) {}\nfunc last(_ completion: () -> Void) {}")])
        let found = g.parameters(whereName: { $0 == "completion" || $0 == "onDone" })
        XCTAssertEqual(found.map { "\(g.qualifiedName($0.function)) \($0.index)" },
                       ["load(page:completion:) 1", "S.init(id:onDone:) 1", "last(_:) 0"])
    }
}

final class CallEdgeTests: XCTestCase {
    private let source = """
        final class FeedService {
            func fetch() async -> [Int] { [] }
        }
        final class FeedModel {
            let service: FeedService
            init(service: FeedService) { self.service = service }
            func refresh() async {
                _ = await service.fetch()
                reset()
                self.reset()
                let helper = Helper()
                Helper.configure()
                print("x")
            }
            func reset() {}
        }
        struct Helper { static func configure() {} }
        """

    func testCallsResolveThroughPropertyTypesSelfAndTypeNames() {
        let g = graph([("A.swift", source)])
        XCTAssertEqual(g.targets(of: g.symbol("FeedModel.refresh()"), .calls),
                       ["FeedService.fetch()", "FeedModel.reset()", "Helper", "Helper.configure()", "external:print"])
    }

    func testCallReceiversStayInTheBodyFacts() {
        let g = graph([("A.swift", source)])
        let calls = g.declaration(g.symbol("FeedModel.refresh()")).body?.calls ?? []
        XCTAssertEqual(calls.map { ($0.receiver ?? "") + "." + $0.name },
                       ["service.fetch", ".reset", "self.reset", ".Helper", "Helper.configure", ".print"])
    }

    func testSymbolIndexesByKindAndAttribute() {
        let g = graph([("A.swift", "@MainActor final class A {}\n@MainActor func f() {}\nstruct B {}")])
        XCTAssertEqual(g.symbolsByKind[.class], [0])
        XCTAssertEqual(g.symbolsByAttribute["MainActor"], [0, 1])
    }

    func testEachSymbolsEdgesAreFoundWithoutScanningTheOthers() {
        let g = graph([("A.swift", "protocol P {}\nfinal class A: P { var b: B?; func f() { g() } }\nstruct B {}\nfunc g() {}"),
                       ("C.swift", "extension A { func h() -> B { B() } }")])
        for id in g.symbols.indices {
            var found: [String] = []
            _ = g.anyProjectEdge(from: id) { kind, target in found.append("\(kind) \(target)"); return false }
            let expected = g.edges.filter { $0.source == id }.compactMap { edge -> String? in
                guard let target = edge.targetSymbol else { return nil }
                return "\(edge.kind) \(target)"
            }
            XCTAssertEqual(found, expected, g.qualifiedName(id))
        }
        XCTAssertTrue(g.anyProjectEdge(from: g.symbol("A")) { kind, _ in kind == .inherits })
        XCTAssertFalse(g.anyProjectEdge(from: g.symbol("B")) { kind, _ in kind == .inherits })
    }
}
