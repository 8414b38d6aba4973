// SubjectHeadings: data-driven mapping from a subject's kind ("Controller") to its markdown
// section heading ("Controllers"), with the order known sections appear in.

/// Maps subject kinds to section headings. Known kinds come first, in the order given; any other
/// kind gets its own pluralised heading ("Repository" → "Repositories"), sorted after them.
public struct SubjectHeadings: Sendable, Hashable {
    /// One known kind and its heading.
    public struct Entry: Sendable, Hashable {
        public var kind: String
        public var heading: String

        public init(kind: String, heading: String) {
            self.kind = kind
            self.heading = heading
        }
    }

    /// Known kinds, in display order. Matching is case-insensitive.
    public var entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The MVC layers of the SwiftUI conventions: Controllers, Services, Views, Models.
    public static let standard = SubjectHeadings([
        Entry(kind: "Controller", heading: "Controllers"),
        Entry(kind: "Service", heading: "Services"),
        Entry(kind: "View", heading: "Views"),
        Entry(kind: "Model", heading: "Models"),
    ])

    /// The heading for `kind`: the known heading, or the kind capitalised and pluralised.
    public func heading(for kind: String) -> String {
        if let entry = entry(for: kind) { return entry.heading }
        let trimmed = kind.trimmingWhitespace()
        guard let first = trimmed.first else { return "Other" }
        return Self.pluralize(first.uppercased() + trimmed.dropFirst())
    }

    /// Sort key for the section of `kind`: known kinds by position, then others by heading.
    func sortKey(for kind: String) -> (Int, String) {
        let heading = heading(for: kind)
        if let index = entries.firstIndex(where: { $0.heading == heading }) { return (index, heading) }
        return (entries.count, heading)
    }

    private func entry(for kind: String) -> Entry? {
        let key = kind.trimmingWhitespace().lowercased()
        return entries.first { $0.kind.lowercased() == key }
    }

    /// English plural of a noun, good enough for layer names: Service → Services,
    /// Repository → Repositories, Class → Classes, Match → Matches, Key → Keys.
    public static func pluralize(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z")
            || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return word + "es"
        }
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) {
            return word.dropLast() + "ies"
        }
        return word + "s"
    }
}
