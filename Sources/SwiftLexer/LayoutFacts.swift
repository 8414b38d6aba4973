// LayoutFacts: how a Swift file's text is laid out, line by line (length, trailing white space, indentation, blank
// lines, whether a line lies in a comment or a multi-line string), and its import declarations in order. Read from
// the bytes and the lexer's tokens only when a layout rule asks: the declaration parser never needs them.

/// The layout of one file. Offsets are byte offsets into the text; a line break is `\n`, `\r\n` or a lone `\r`.
public struct LayoutFacts: Sendable {
    /// One line of the file, without its line break.
    public struct Line: Sendable, Equatable {
        /// 1-based.
        public var number: Int
        /// Where the line begins (columns count from here, in UTF-8 bytes).
        public var start: Int
        /// Where its text begins: `start`, or after a UTF-8 byte order mark on the first line.
        public var textStart: Int
        /// Just past its last byte before the line break.
        public var end: Int
        /// Just past the leading spaces and tabs.
        public var indentationEnd: Int
        /// Where the trailing spaces and tabs begin (`end` when there are none; `textStart` for a blank line).
        public var trailingStart: Int
        /// Tabs and spaces in the indentation.
        public var indentationTabs: Int
        public var indentationSpaces: Int
        /// The line begins inside a block comment, or inside a string literal (a multi-line or raw string, or a
        /// multi-line regex literal): its indentation is text, not code.
        public var startsInComment: Bool
        public var startsInString: Bool
        /// Not blank, and nothing on it is code: only comment text (and white space).
        public var isCommentOnly: Bool
        /// The trailing white space lies inside a comment (it ends a `//` comment, or a line of a block comment) or
        /// inside a string literal.
        public var trailingInComment: Bool
        public var trailingInString: Bool

        /// Only spaces and tabs, or nothing.
        public var isBlank: Bool { indentationEnd == end }
        /// Whether the line has spaces or tabs at its end (a blank line with any has only those).
        public var hasTrailingWhitespace: Bool { trailingStart < end }
    }

    /// One `import` declaration.
    public struct Import: Sendable, Equatable {
        /// The line of its first token (an attribute, a modifier or `import`).
        public var line: Int
        /// Where the declaration begins and ends (just past the module path).
        public var start: Int
        public var end: Int
        /// The line its module path ends on.
        public var endLine: Int
        /// The module path as written without white space: `Foundation`, `Darwin.C`, `SwiftUI.View`.
        public var module: String
        /// Marked `@testable`.
        public var isTestable: Bool
    }

    /// The file's text.
    public let bytes: [UInt8]
    public let lines: [Line]
    /// In source order.
    public let imports: [Import]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let tokens = Lexer.tokenize(bytes).tokens.filter { $0.kind != .endOfFile }
        let comments = Self.commentRanges(bytes, tokens)
        lines = Self.lines(bytes, tokens, comments)
        imports = Self.imports(bytes, tokens)
    }

    // MARK: - Lengths

    /// The number of characters (grapheme clusters, as Swift's `String.count` and SwiftLint count them) in the
    /// line's text; a tab is one character, and each byte that is not UTF-8 counts as one.
    public func characterCount(_ line: Line) -> Int {
        characterWalk(line.textStart..<line.end, stoppingAt: nil).count
    }

    /// The characters of a part of a line, counted as `characterCount` counts them.
    public func characterCount(_ range: Range<Int>) -> Int {
        characterWalk(range, stoppingAt: nil).count
    }

    /// The offset of the character after the first `count` characters of the line (its `end` when it has no more).
    public func offset(afterCharacters count: Int, in line: Line) -> Int {
        characterWalk(line.textStart..<line.end, stoppingAt: count).offset
    }

    /// Counts the characters of `range` (within one line), stopping after `limit` of them when given: how many, and
    /// where the walk ended.
    private func characterWalk(_ range: Range<Int>, stoppingAt limit: Int?) -> (count: Int, offset: Int) {
        let slice = bytes[range]
        if let limit, limit <= 0 { return (0, range.lowerBound) }
        if slice.allSatisfy({ $0 < 0x80 }) {
            // ASCII: a byte is a character, except `\r\n`, which cannot occur inside a line
            let count = limit.map { min($0, slice.count) } ?? slice.count
            return (count, range.lowerBound + count)
        }
        let text = String(decoding: slice, as: UTF8.self)
        if text.utf8.elementsEqual(slice) {
            var count = 0
            var index = text.startIndex
            while index < text.endIndex {
                if let limit, count == limit { break }
                index = text.index(after: index)
                count += 1
            }
            return (count, range.lowerBound + text.utf8.distance(from: text.startIndex, to: index))
        }
        // not all UTF-8: code points, each byte of a bad sequence one character
        var count = 0
        var offset = range.lowerBound
        while offset < range.upperBound {
            if let limit, count == limit { break }
            let length = bytes.withUnsafeBufferPointer { UTF8Sequence.validLength($0, at: offset) }
            offset += max(1, length)
            count += 1
        }
        return (count, offset)
    }

    /// The URLs of a line: each `scheme://` (a letter, then letters, digits, `+`, `-` or `.`) with what follows it up
    /// to a space, a tab, a quote, `<`, `>` or a backtick.
    public func urls(in line: Line) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var i = line.textStart
        while i + 2 < line.end {
            guard bytes[i] == UInt8(ascii: ":"), bytes[i + 1] == UInt8(ascii: "/"), bytes[i + 2] == UInt8(ascii: "/") else {
                i += 1
                continue
            }
            var start = i
            while start > line.textStart, Self.isSchemeByte(bytes[start - 1]) { start -= 1 }
            // the scheme begins with a letter
            while start < i, !Self.isLetter(bytes[start]) { start += 1 }
            guard start < i, found.last.map({ $0.upperBound <= start }) ?? true else {
                i += 3
                continue
            }
            var end = i + 3
            while end < line.end, !Self.endsURL(bytes[end]) { end += 1 }
            found.append(start..<end)
            i = end
        }
        return found
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    static func endsURL(_ byte: UInt8) -> Bool {
        switch byte {
        case 32, 9, UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "`"): return true
        default: return false
        }
    }

    // MARK: - Comments

    /// The comments of the file (each `//` to its line's end, each `/* … */` with what it nests), in order: what lies
    /// between tokens besides white space. A `#!` first line counts as a comment.
    static func commentRanges(_ bytes: [UInt8], _ tokens: [Token]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var gapStart = 0
        func scan(_ from: Int, _ to: Int) {
            var i = from
            while i < to {
                let c = bytes[i]
                if c == 32 || c == 9 || c == 10 || c == 13 || c == 11 || c == 12 || c == 0 {
                    i += 1
                } else if c == UInt8(ascii: "/"), i + 1 < to, bytes[i + 1] == UInt8(ascii: "/") {
                    let start = i
                    while i < to, bytes[i] != 10, bytes[i] != 13 { i += 1 }
                    ranges.append(start..<i)
                } else if c == UInt8(ascii: "/"), i + 1 < to, bytes[i + 1] == UInt8(ascii: "*") {
                    let start = i
                    var depth = 0
                    while i < to {
                        if bytes[i] == UInt8(ascii: "/"), i + 1 < to, bytes[i + 1] == UInt8(ascii: "*") {
                            depth += 1
                            i += 2
                        } else if bytes[i] == UInt8(ascii: "*"), i + 1 < to, bytes[i + 1] == UInt8(ascii: "/") {
                            depth -= 1
                            i += 2
                            if depth == 0 { break }
                        } else {
                            i += 1
                        }
                    }
                    ranges.append(start..<i)
                } else if i == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                    i += 3
                } else if c == UInt8(ascii: "#"), i + 1 < to, bytes[i + 1] == UInt8(ascii: "!") {
                    let start = i
                    while i < to, bytes[i] != 10, bytes[i] != 13 { i += 1 }
                    ranges.append(start..<i)
                } else {
                    // nothing else lies between tokens; a byte that does is taken as comment text
                    ranges.append(i..<(i + 1))
                    i += 1
                }
            }
        }
        for token in tokens {
            scan(gapStart, Int(token.start))
            gapStart = max(gapStart, Int(token.end))
        }
        scan(gapStart, bytes.count)
        return ranges
    }

    // MARK: - Lines

    static func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }

    static func lines(_ bytes: [UInt8], _ tokens: [Token], _ comments: [Range<Int>]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        var number = 1
        // the first token and comment that end after the current position: lines only move forward
        var nextToken = 0
        var nextComment = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 10, bytes[end] != 13 { end += 1 }
            let textStart = number == 1 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : start
            var indentationEnd = textStart
            var tabs = 0, spaces = 0
            while indentationEnd < end, isBlank(bytes[indentationEnd]) {
                if bytes[indentationEnd] == 9 { tabs += 1 } else { spaces += 1 }
                indentationEnd += 1
            }
            var trailingStart = end
            while trailingStart > indentationEnd, isBlank(bytes[trailingStart - 1]) { trailingStart -= 1 }
            if indentationEnd == end { trailingStart = textStart }

            while nextToken < tokens.count, Int(tokens[nextToken].end) <= start { nextToken += 1 }
            while nextComment < comments.count, comments[nextComment].upperBound <= start { nextComment += 1 }
            let startsInString = nextToken < tokens.count && Int(tokens[nextToken].start) < start
                && Self.spansLines(tokens[nextToken].kind)
            let startsInComment = nextComment < comments.count && comments[nextComment].lowerBound < start
            // code on the line: a token overlapping its text (past the indentation)
            var hasCode = false
            var token = nextToken
            while token < tokens.count, Int(tokens[token].start) < trailingStart {
                if Int(tokens[token].end) > indentationEnd, tokens[token].end > tokens[token].start {
                    hasCode = true
                    break
                }
                token += 1
            }
            let isBlankLine = indentationEnd == end
            var trailingInComment = false, trailingInString = false
            if trailingStart < end {
                trailingInComment = comments[nextComment...].prefix { $0.lowerBound <= trailingStart }
                    .contains { $0.contains(trailingStart) }
                trailingInString = tokens[nextToken...].prefix { Int($0.start) <= trailingStart }
                    .contains { Int($0.start) <= trailingStart && trailingStart < Int($0.end) }
            }
            lines.append(Line(number: number, start: start, textStart: textStart, end: end, indentationEnd: indentationEnd,
                              trailingStart: trailingStart, indentationTabs: tabs, indentationSpaces: spaces,
                              startsInComment: startsInComment, startsInString: startsInString,
                              isCommentOnly: !isBlankLine && !hasCode && !startsInString,
                              trailingInComment: trailingInComment, trailingInString: trailingInString))
            // the line break: `\r\n` is one
            if end < bytes.count, bytes[end] == 13, end + 1 < bytes.count, bytes[end + 1] == 10 {
                start = end + 2
            } else {
                start = end + 1
            }
            number += 1
        }
        return lines
    }

    /// Tokens that may hold a line break: string text and regex literals.
    static func spansLines(_ kind: TokenKind) -> Bool {
        switch kind {
        case .stringSegment, .regexLiteral: return true
        default: return false
        }
    }

    // MARK: - Imports

    /// The `import` declarations: `import` at the start of a line, or after attributes and modifiers that start it.
    static func imports(_ bytes: [UInt8], _ tokens: [Token]) -> [Import] {
        var imports: [Import] = []
        for index in tokens.indices where tokens[index].keyword == .import && tokens[index].kind == .keyword {
            // back over `@testable`, `@_spi(Name)`, `public`… to the line's first token
            var first = index
            var isTestable = false
            var isDeclaration = true
            while !tokens[first].isAtStartOfLine, first > 0 {
                let previous = tokens[first - 1]
                switch previous.kind {
                case .atSign, .identifier, .leftParen, .rightParen:
                    if previous.kind == .identifier, first >= 2, tokens[first - 2].kind == .atSign,
                       text(bytes, previous) == "testable" {
                        isTestable = true
                    }
                case .keyword:
                    switch previous.keyword {
                    case .public, .private, .fileprivate, .internal, .package, .open: break
                    default: isDeclaration = false
                    }
                default:
                    isDeclaration = false
                }
                guard isDeclaration else { break }
                first -= 1
            }
            guard isDeclaration else { continue }
            // the module path: an optional kind word, then names joined by dots, on the lines that follow
            var next = index + 1
            if next < tokens.count, tokens[next].kind == .keyword, !tokens[next].isAtStartOfLine,
               [.struct, .class, .enum, .protocol, .typealias, .func, .var, .let].contains(tokens[next].keyword) {
                next += 1
            }
            var module = ""
            var end = Int(tokens[index].end)
            var endLine = Int(tokens[index].line)
            while next < tokens.count, !tokens[next].isAtStartOfLine {
                let token = tokens[next]
                guard token.kind == .identifier || token.kind == .period || token.kind == .backtickIdentifier
                        || token.kind == .operator || token.kind == .keyword else { break }
                module += text(bytes, token)
                end = Int(token.end)
                endLine = Int(token.line)
                next += 1
            }
            imports.append(Import(line: Int(tokens[first].line), start: Int(tokens[first].start), end: end, endLine: endLine,
                                  module: module, isTestable: isTestable))
        }
        return imports
    }

    static func text(_ bytes: [UInt8], _ token: Token) -> String {
        String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }
}
