// FixPlanner: turns a rule's fix (`add @MainActor, final`) into text edits of one declaration's head. Adding
// what is there or removing what is not yields no edit, so a fix is safe to plan for every finding of its rule.

import PolicyLanguage
import SwiftLexer

/// One Swift file, lexed once for all the fixes planned in it.
public struct FixableSource {
    public let bytes: [UInt8]
    let tokens: [Token]
    let lines: LineTable

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens = Lexer.tokenize(bytes).tokens
        lines = LineTable(bytes)
    }

    /// The byte offset of a 1-based line and UTF-8 column, or nil when it is outside the file.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, line <= lines.lineCount, column >= 1 else { return nil }
        let offset = Int(lines.lineStarts[line - 1]) + column - 1
        return offset < bytes.count ? offset : nil
    }
}

public enum FixPlanner {
    /// The edits that make the declaration starting at `line`:`column` satisfy `actions`, or nil when no
    /// declaration head starts there (the fix cannot be applied safely). `subject` names it in the summaries.
    public static func edits(for actions: [FixAction], declarationAt line: Int, column: Int, in source: FixableSource,
                             subject: String) -> [TextEdit]? {
        guard let offset = source.offset(line: line, column: column),
              let head = DeclarationHead(source: source.bytes, tokens: source.tokens, at: offset) else { return nil }
        var edits: [TextEdit] = []
        for action in actions {
            let summary = "\(action.description) \(action.verb == .add ? "to" : "from") \(subject)"
            switch (action.verb, action.item) {
            case (.add, .attribute(let name, _)):
                guard !head.items.contains(where: { $0.kind == .attribute && $0.name == name }) else { continue }
                edits.append(TextEdit(range: head.startOffset..<head.startOffset, replacement: action.itemText + " ", summary: summary))
            case (.add, .modifier(let name, let detail)):
                guard !head.items.contains(where: { $0.kind == .modifier && $0.name == name && $0.detail == detail }) else { continue }
                // a second access level (`public private class`) or `final` beside `open` would not compile
                if conflicts(name: name, detail: detail, with: head.items) { return nil }
                edits.append(TextEdit(range: head.keywordOffset..<head.keywordOffset, replacement: action.itemText + " ", summary: summary))
            case (.remove, .attribute(let name, let arguments)):
                for item in head.items where item.kind == .attribute && item.name == name && (arguments == nil || item.detail == arguments) {
                    edits.append(TextEdit(range: removalRange(of: item.range, in: source.bytes), replacement: "", summary: summary))
                }
            case (.remove, .modifier(let name, let detail)):
                for item in head.items where item.kind == .modifier && item.name == name && item.detail == detail {
                    edits.append(TextEdit(range: removalRange(of: item.range, in: source.bytes), replacement: "", summary: summary))
                }
            }
        }
        return edits
    }

    static let accessLevels: Set<String> = ["open", "public", "package", "internal", "fileprivate", "private"]

    /// Whether adding modifier `name(detail)` contradicts one the head has: two access levels for the same thing,
    /// or `final` with `open`.
    static func conflicts(name: String, detail: String?, with items: [HeadItem]) -> Bool {
        let modifiers = items.filter { $0.kind == .modifier }
        if accessLevels.contains(name) {
            return modifiers.contains { accessLevels.contains($0.name) && $0.detail == detail }
        }
        if name == "final" { return modifiers.contains { $0.name == "open" } }
        return false
    }

    /// What removing an item takes: the item and the blanks after it on its line; the whole line when the item
    /// stood alone on it (an attribute on a line of its own), so no blank line is left behind.
    static func removalRange(of item: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        var end = item.upperBound
        while end < bytes.count, isBlank(bytes[end]) { end += 1 }
        var lineStart = item.lowerBound
        while lineStart > 0, isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
        let aloneOnLine = (lineStart == 0 || bytes[lineStart - 1] == 0x0A) && (end == bytes.count || bytes[end] == 0x0A || bytes[end] == 0x0D)
        if aloneOnLine {
            if end < bytes.count, bytes[end] == 0x0D { end += 1 }
            if end < bytes.count, bytes[end] == 0x0A { end += 1 }
            return lineStart..<end
        }
        return item.lowerBound..<end
    }
}
