// Benchmarks: synthetic Swift trees for `policy bench` and the tests; no stage of checking depends on it.
// SwiftSourceGenerator: deterministic, realistic-looking Swift for benchmarks. A seeded PRNG picks, file by
// file, among SwiftUI views, @Observable controllers, actor services, models, protocols, extensions, enums
// with associated values, generics, closures, string interpolation, `#if` and comments; types refer to
// types of earlier files so linking has work to do. Files are written one at a time: the generator never
// holds more than one file's text.

import Foundation

/// SplitMix64: a small, fast, seedable generator; the same seed gives the same sequence on every platform.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What `SwiftSourceGenerator.write(lines:to:)` produced.
public struct GeneratedTree: Sendable {
    public var folder: String
    public var files = 0
    public var lines = 0
    public var bytes = 0
}

public struct SwiftSourceGenerator {
    private var random: SeededGenerator
    /// Files per `Sources/<Module>/` folder.
    public var filesPerModule = 24
    /// Each file gets between this many lines and twice as many.
    public var minimumLinesPerFile = 180

    public init(seed: UInt64 = 1) { random = SeededGenerator(seed: seed) }

    /// Writes about `lines` lines of Swift (at least `lines`, at most one block more) into `folder`, as
    /// `Sources/ModuleK/FeatureN.swift` files. The folder is created when missing.
    public mutating func write(lines: Int, to folder: String) throws -> GeneratedTree {
        var tree = GeneratedTree(folder: folder)
        var index = 0
        while tree.lines < lines {
            let target = min(minimumLinesPerFile + Int(random.next() % UInt64(minimumLinesPerFile + 1)), lines - tree.lines)
            let text = file(index: index, lines: max(target, 1))
            let moduleFolder = folder + "/Sources/Module\(index / filesPerModule)"
            if index % filesPerModule == 0 {
                try FileManager.default.createDirectory(atPath: moduleFolder, withIntermediateDirectories: true)
            }
            try Data(text.utf8).write(to: URL(fileURLWithPath: moduleFolder + "/Feature\(index).swift"))
            tree.files += 1
            tree.lines += text.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            tree.bytes += text.utf8.count
            index += 1
        }
        return tree
    }

    /// The text of file number `index`, about `lines` lines long.
    public mutating func file(index: Int, lines: Int) -> String {
        var out = SourceText()
        out.line("//")
        out.line("//  Feature\(index).swift")
        out.line("//  Generated for benchmarks; seed-stable.")
        out.line("//")
        out.line("")
        for module in ["Foundation", "SwiftUI", "Observation"].prefix(1 + pick(3)) { out.line("import \(module)") }
        if index > 0, chance(30) { out.line("@testable import Module\(pick(max(1, index / filesPerModule + 1)))") }
        out.line("")
        var block = 0
        while out.lineCount < lines {
            let name = noun(index, block)
            switch pick(10) {
            case 0, 1: model(name, index, &out)
            case 2: enumeration(name, &out)
            case 3: protocolWithExtension(name, &out)
            case 4, 5: controller(name, index, &out)
            case 6: service(name, index, &out)
            case 7, 8: view(name, index, &out)
            default: generics(name, index, &out)
            }
            out.line("")
            block += 1
        }
        return out.text
    }

    // MARK: Choices

    private mutating func pick(_ n: Int) -> Int { Int(random.next() % UInt64(max(1, n))) }
    private mutating func chance(_ percent: Int) -> Bool { pick(100) < percent }
    private mutating func choose(_ words: [String]) -> String { words[pick(words.count)] }

    private static let nouns = ["Account", "Order", "Invoice", "Message", "Photo", "Track", "Recipe", "Ticket", "Device",
                                "Session", "Playlist", "Comment", "Invite", "Receipt", "Route", "Badge", "Report", "Shift"]
    private static let fields = ["title", "subtitle", "count", "price", "createdAt", "isFavorite", "tags", "owner",
                                 "rating", "notes", "identifier", "status", "duration", "location"]
    private static let fieldTypes = ["String", "Int", "Double", "Date", "Bool", "[String]", "String?", "UUID", "Decimal"]

    private mutating func noun(_ file: Int, _ block: Int) -> String { "\(choose(Self.nouns))\(file)x\(block)" }

    /// A type declared by an earlier file (or this one), for cross-file references.
    private mutating func earlierModel(_ index: Int) -> String {
        "\(Self.nouns[pick(Self.nouns.count)])\(pick(index + 1))x0"
    }

    // MARK: Blocks

    private mutating func model(_ name: String, _ index: Int, _ out: inout SourceText) {
        out.line("/// A \(name.lowercased()) as the server sends it.")
        out.open("public struct \(name): Codable, Hashable, Identifiable, Sendable {")
        out.line("public let id: UUID")
        let count = 3 + pick(6)
        var names: [String] = []
        for i in 0..<count {
            let field = Self.fields[(i + pick(3)) % Self.fields.count] + (i > 4 ? "\(i)" : "")
            if names.contains(field) { continue }
            names.append(field)
            out.line("public var \(field): \(choose(Self.fieldTypes))")
        }
        out.line("")
        out.open("public var summary: String {")
        out.line("\"\\(id.uuidString.prefix(8)) – \\(\(names.count) > 3 ? \"long\" : \"short\")\"")
        out.close()
        out.line("")
        out.line("/// Problems a form would show before saving; empty when the value can be sent.")
        out.open("public func validate(strict: Bool = false) -> [String] {")
        out.line("var problems: [String] = []")
        for field in names.prefix(2 + pick(3)) {
            out.open("if String(describing: \(field)).isEmpty {")
            out.line("problems.append(\"\(field) is required\")")
            out.closeOpen("} else if strict, String(describing: \(field)).count > \(20 + pick(200)) {")
            out.line("problems.append(\"\(field) is too long (\\(String(describing: \(field)).count) characters)\")")
            out.close()
        }
        out.line("// Strict mode also rejects values the server would normalise.")
        out.line("return strict ? problems : problems.filter { !$0.hasSuffix(\"characters)\") }")
        out.close()
        if chance(50) {
            out.line("")
            out.open("enum CodingKeys: String, CodingKey {")
            out.line("case id" + names.map { ", \($0)" }.joined())
            out.close()
        }
        out.close()
        if chance(60) {
            out.line("")
            out.open("extension \(name) {")
            out.line("static let placeholder = \(name).sample(seed: \(pick(1000)))")
            out.open("static func sample(seed: Int) -> \(name) {")
            out.line("fatalError(\"sample \\(seed) not available in benchmarks\")")
            out.close()
            out.close()
        }
    }

    private mutating func enumeration(_ name: String, _ out: inout SourceText) {
        out.open("enum \(name)Event: Equatable {")
        let cases = ["loaded([String])", "failed(message: String, code: Int)", "progress(Double)", "idle",
                     "selected(id: UUID)", "retry(after: TimeInterval)"]
        for c in cases.prefix(3 + pick(4)) { out.line("case \(c)") }
        out.line("")
        out.open("var isTerminal: Bool {")
        out.open("switch self {")
        out.caseLabel("case .loaded, .failed: return true")
        out.caseLabel("default: return false")
        out.close()
        out.close()
        out.close()
        out.line("")
        out.open("enum \(name)Kind: String, CaseIterable {")
        out.line("case primary, secondary, archived")
        out.line("/* A raw value for the API: keep in sync with the server's enum. */")
        out.line("var label: String { rawValue.capitalized }")
        out.close()
    }

    private mutating func protocolWithExtension(_ name: String, _ out: inout SourceText) {
        out.open("protocol \(name)Providing: AnyObject, Sendable {")
        out.line("associatedtype Item: Identifiable")
        out.line("var items: [Item] { get }")
        out.line("func refresh() async throws")
        out.line("func item(withID id: Item.ID) -> Item?")
        out.close()
        out.line("")
        out.open("extension \(name)Providing {")
        out.open("func item(withID id: Item.ID) -> Item? {")
        out.line("items.first { $0.id == id }")
        out.close()
        out.line("")
        out.line("var isEmpty: Bool { items.isEmpty }")
        out.close()
    }

    private mutating func controller(_ name: String, _ index: Int, _ out: inout SourceText) {
        let model = earlierModel(index)
        out.line("// MARK: - \(name)Controller")
        out.line("")
        out.line("@MainActor")
        out.line("@Observable")
        out.open("final class \(name)Controller {")
        out.line("private(set) var items: [\(model)] = []")
        out.line("var isLoading = false")
        out.line("var errorMessage: String?")
        out.line("private let service: \(name)Service")
        out.line("private var loadTask: Task<Void, Never>?")
        out.line("")
        out.open("init(service: \(name)Service = \(name)Service()) {")
        out.line("self.service = service")
        out.close()
        out.line("")
        out.open("func load() {")
        out.line("loadTask?.cancel()")
        out.line("isLoading = true")
        out.open("loadTask = Task { [weak self] in")
        out.line("guard let self else { return }")
        out.line("defer { self.isLoading = false }")
        out.open("do {")
        out.line("let fetched = try await service.fetch(limit: \(10 + pick(90)))")
        out.line("self.items = fetched.filter { !$0.summary.isEmpty }.sorted { $0.summary < $1.summary }")
        out.closeOpen("} catch {")
        out.line("self.errorMessage = \"Could not load \\(String(describing: \(model).self)): \\(error.localizedDescription)\"")
        out.close()
        out.close()
        out.close()
        out.line("")
        out.open("func apply(_ event: \(name)Event) {")
        out.open("switch event {")
        out.caseLabel("case .loaded(let names):")
        out.line("errorMessage = names.isEmpty ? \"Nothing here yet\" : nil")
        out.line("isLoading = false")
        out.caseLabel("case .failed(let message, let code) where code >= 500:")
        out.line("errorMessage = \"Server error \\(code): \\(message)\"")
        out.line("load()")
        out.caseLabel("case .failed(let message, _):")
        out.line("errorMessage = message")
        out.caseLabel("case .progress(let fraction):")
        out.line("isLoading = fraction < 1.0")
        out.caseLabel("default:")
        out.line("break")
        out.close()
        out.close()
        out.line("")
        out.open("func remove(at offsets: IndexSet) {")
        out.open("for offset in offsets.sorted(by: >) where offset < items.count {")
        out.line("items.remove(at: offset)")
        out.close()
        if chance(30) { out.line("let first = items.first!") ; out.line("print(\"first: \\(first.id)\")") }
        out.close()
        out.close()
    }

    private mutating func service(_ name: String, _ index: Int, _ out: inout SourceText) {
        let model = earlierModel(index)
        out.line("/// Loads and caches \(model) values; safe to call from any task.")
        out.open("actor \(name)Service {")
        out.line("private var cache: [UUID: \(model)] = [:]")
        out.line("private let session: URLSession")
        out.line("private let baseURL = URL(string: \"https://api.example.com/v\(1 + pick(3))\")")
        out.line("")
        out.open("init(session: URLSession = .shared) {")
        out.line("self.session = session")
        out.close()
        out.line("")
        out.open("func fetch(limit: Int) async throws -> [\(model)] {")
        out.line("guard let url = baseURL?.appendingPathComponent(\"\(name.lowercased())\") else { throw URLError(.badURL) }")
        out.line("let (data, response) = try await session.data(from: url)")
        out.open("guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {")
        out.line("throw URLError(.badServerResponse)")
        out.close()
        out.line("let decoded = try JSONDecoder().decode([\(model)].self, from: data)")
        out.line("for value in decoded.prefix(limit) { cache[value.id] = value }")
        out.line("return Array(decoded.prefix(limit))")
        out.close()
        out.line("")
        out.open("func cached<T>(_ transform: (\(model)) throws -> T) rethrows -> [T] {")
        out.line("try cache.values.map(transform)")
        out.close()
        out.close()
    }

    private mutating func view(_ name: String, _ index: Int, _ out: inout SourceText) {
        out.open("struct \(name)View: View {")
        out.line("@State private var controller = \(name)Controller()")
        out.line("@State private var query = \"\"")
        out.line("@Environment(\\.dismiss) private var dismiss")
        out.line("let title: String")
        out.line("")
        out.open("var body: some View {")
        out.open("NavigationStack {")
        out.open("List {")
        out.open("ForEach(controller.items) { item in")
        out.open("VStack(alignment: .leading, spacing: \(2 + pick(8))) {")
        out.line("Text(item.summary)")
        out.line("    .font(.headline)")
        out.line("Text(\"#\\(item.id.uuidString.prefix(4))\")")
        out.line("    .foregroundStyle(.secondary)")
        out.close()
        out.close()
        out.line(".onDelete { controller.remove(at: $0) }")
        out.close()
        out.line(".navigationTitle(title)")
        out.line(".searchable(text: $query)")
        out.line("#if os(iOS)")
        out.line(".listStyle(.insetGrouped)")
        out.line("#else")
        out.line(".listStyle(.inset)")
        out.line("#endif")
        out.open(".toolbar {")
        out.open("Button(\"Done\") {")
        out.line("dismiss()")
        out.close()
        out.close()
        out.line(".task { controller.load() }")
        out.close()
        out.close()
        out.close()
        out.line("")
        out.line("/// The summary above the list: counts, and a hint while loading.")
        out.line("@ViewBuilder")
        out.open("private var header: some View {")
        out.open("HStack(spacing: 12) {")
        out.line("Image(systemName: controller.isLoading ? \"arrow.triangle.2.circlepath\" : \"tray.full\")")
        out.line("    .imageScale(.large)")
        out.open("VStack(alignment: .leading) {")
        out.line("Text(\"\\(controller.items.count) items\")")
        out.line("    .font(.subheadline.weight(.semibold))")
        out.open("if let message = controller.errorMessage {")
        out.line("Text(message)")
        out.line("    .font(.caption)")
        out.line("    .foregroundStyle(.red)")
        out.close()
        out.close()
        out.line("Spacer()")
        out.close()
        out.line(".padding(.horizontal, \(8 + pick(16)))")
        out.close()
        if chance(40) {
            out.line("")
            out.open("#Preview {")
            out.line("\(name)View(title: \"Preview \(index)\")")
            out.close()
        }
    }

    private mutating func generics(_ name: String, _ index: Int, _ out: inout SourceText) {
        out.open("struct \(name)Page<Element: Sendable>: Sequence where Element: Hashable {")
        out.line("var elements: [Element]")
        out.line("var next: Int?")
        out.line("")
        out.line("func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }")
        out.line("")
        out.open("func map<T: Sendable & Hashable>(_ transform: (Element) throws -> T) rethrows -> \(name)Page<T> {")
        out.line("\(name)Page<T>(elements: try elements.map(transform), next: next)")
        out.close()
        out.close()
        out.line("")
        out.open("func merge\(name)<Key: Hashable, Value>(_ lhs: [Key: Value], _ rhs: [Key: Value], prefer: (Value, Value) -> Value) -> [Key: Value] {")
        out.line("lhs.merging(rhs) { prefer($0, $1) }")
        out.close()
    }
}

/// Indented Swift text, built line by line.
struct SourceText {
    private(set) var text = ""
    private(set) var lineCount = 0
    private var indent = 0

    mutating func line(_ content: String) {
        if !content.isEmpty { text += String(repeating: "    ", count: indent) + content }
        text += "\n"
        lineCount += 1
    }

    /// A line ending in `{`; what follows is indented.
    mutating func open(_ content: String) {
        line(content)
        indent += 1
    }

    /// `case …:` in a `switch`: at the level of the `switch` itself.
    mutating func caseLabel(_ content: String) {
        indent = max(0, indent - 1)
        line(content)
        indent += 1
    }

    /// `}` at the enclosing indentation.
    mutating func close() {
        indent = max(0, indent - 1)
        line("}")
    }

    /// `} else {`, `} catch {`: closes and reopens at the same level.
    mutating func closeOpen(_ content: String) {
        indent = max(0, indent - 1)
        line(content)
        indent += 1
    }
}
