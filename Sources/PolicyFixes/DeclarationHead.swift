// DeclarationHead: the attributes, modifiers and keyword that open a declaration, read from its tokens, so a
// fix can add or remove one of them without touching anything else in the file.

import SwiftLexer

/// One attribute or modifier written before a declaration's keyword.
struct HeadItem: Equatable {
    enum Kind: Equatable { case attribute, modifier }
    var kind: Kind
    /// `MainActor` (the last component of `@SwiftUI.MainActor`), `private`.
    var name: String
    /// `set` in `private(set)`, the text between the parentheses of `@available(…)`.
    var detail: String?
    /// Bytes of the item, from `@` or the modifier word through its closing parenthesis.
    var range: Range<Int>
}

/// The head of the declaration whose first token starts at a byte offset.
struct DeclarationHead {
    /// Whether the `var`/`let`/`case` at `keyword` declares more than one name: a comma outside brackets (and
    /// outside `<…>` before the first `=`) before the statement ends. Errs towards "several", so that a fix is
    /// skipped rather than applied to names that did not ask for it.
    static func bindsSeveral(_ tokens: [Token], after keyword: Int) -> Bool {
        var depth = 0
        var angles = 0
        var sawEqual = false
        var cursor = keyword + 1
        while cursor < tokens.count {
            let token = tokens[cursor]
            if cursor > keyword + 1, token.isAtStartOfLine, depth == 0, angles == 0, token.kind != .comma {
                // a new line that does not continue a list ends the declaration, unless the line before ended with a comma
                if tokens[cursor - 1].kind != .comma { return false }
            }
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .rightBrace:
                depth -= 1
                if depth < 0 { return false }
            case .leftAngle where !sawEqual: angles += 1
            case .rightAngle where !sawEqual: angles = max(0, angles - 1)
            case .equal: if depth == 0 { sawEqual = true }
            case .comma: if depth == 0, angles == 0 { return true }
            case .semicolon, .endOfFile: if depth == 0 { return false }
            default: break
            }
            // an accessor or observer block ends a single binding
            if token.kind == .leftBrace, depth == 1, !sawEqual { return false }
            cursor += 1
        }
        return false
    }

    var items: [HeadItem]
    /// Where the declaration's keyword (`class`, `func`, `var`…) starts: where new modifiers go.
    var keywordOffset: Int
    /// Where the declaration's first token starts: where new attributes go.
    var startOffset: Int

    static let declarationKeywords: Set<Keyword> = [
        .class, .struct, .enum, .protocol, .extension, .typealias, .associatedtype, .func, .`init`, .deinit, .subscript,
        .var, .let, .case, .operator, .precedencegroup, .actor, .macro,
    ]
    static let modifierKeywords: Set<Keyword> = [
        .public, .private, .fileprivate, .internal, .open, .package, .static, .final, .override, .required, .convenience,
        .mutating, .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .indirect, .prefix, .postfix, .infix,
        .nonisolated, .distributed, .consuming, .borrowing, .isolated,
    ]

    /// Reads the head starting at `offset` (a finding's declaration location). Nil when the tokens there are not
    /// a plain declaration head (an `#if` inside the attributes, a statement, text the lexer does not know): a fix
    /// is then not applied rather than guessed.
    init?(source: [UInt8], tokens: [Token], at offset: Int) {
        guard var index = tokens.firstIndex(where: { Int($0.start) >= offset }), Int(tokens[index].start) == offset else { return nil }
        func text(_ token: Token) -> String { String(decoding: source[Int(token.start)..<Int(token.end)], as: UTF8.self) }
        /// The index after a `( … )` group opening at `open`, or nil when it does not close.
        func skipParentheses(from open: Int) -> Int? {
            var depth = 0
            var cursor = open
            while cursor < tokens.count {
                switch tokens[cursor].kind {
                case .leftParen: depth += 1
                case .rightParen:
                    depth -= 1
                    if depth == 0 { return cursor + 1 }
                case .endOfFile: return nil
                default: break
                }
                cursor += 1
            }
            return nil
        }
        var items: [HeadItem] = []
        startOffset = offset
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .atSign {
                // `@Name`, `@Module.Name`, `@Name(arguments)`, `@Name<T>` is not a head attribute we edit
                var cursor = index + 1
                guard cursor < tokens.count, tokens[cursor].isNameLike || tokens[cursor].kind == .keyword else { return nil }
                var name = text(tokens[cursor])
                cursor += 1
                while cursor + 1 < tokens.count, tokens[cursor].kind == .period, !tokens[cursor].hasSpaceBefore, tokens[cursor + 1].isNameLike {
                    name = text(tokens[cursor + 1])
                    cursor += 2
                }
                var detail: String?
                if cursor < tokens.count, tokens[cursor].kind == .leftParen, !tokens[cursor].hasSpaceBefore {
                    guard let after = skipParentheses(from: cursor) else { return nil }
                    detail = String(decoding: source[Int(tokens[cursor].end)..<Int(tokens[after - 1].start)], as: UTF8.self)
                    cursor = after
                }
                items.append(HeadItem(kind: .attribute, name: name, detail: detail,
                                      range: Int(token.start)..<Int(tokens[cursor - 1].end)))
                index = cursor
                continue
            }
            // `class func`/`class var`: `class` is a modifier when a declaration keyword follows
            let isClassModifier = token.keyword == .class && index + 1 < tokens.count
                && (Self.declarationKeywords.contains(tokens[index + 1].keyword) || Self.modifierKeywords.contains(tokens[index + 1].keyword))
            if Self.modifierKeywords.contains(token.keyword) || isClassModifier {
                // a contextual modifier word used as a name (`var open = 1`) is followed by neither a keyword nor a modifier
                var cursor = index + 1
                var detail: String?
                if cursor + 2 < tokens.count, tokens[cursor].kind == .leftParen, !tokens[cursor].hasSpaceBefore,
                   tokens[cursor + 1].isNameLike || tokens[cursor + 1].kind == .keyword, tokens[cursor + 2].kind == .rightParen {
                    detail = text(tokens[cursor + 1])
                    cursor += 3
                }
                items.append(HeadItem(kind: .modifier, name: text(token), detail: detail,
                                      range: Int(token.start)..<Int(tokens[cursor - 1].end)))
                index = cursor
                continue
            }
            if Self.declarationKeywords.contains(token.keyword) {
                // `var a = 1, b = 2` and `case a, b`: an edit of the head would change every binding, not only the
                // one a finding is about
                if [.var, .let, .case].contains(token.keyword), Self.bindsSeveral(tokens, after: index) { return nil }
                self.items = items
                keywordOffset = Int(token.start)
                return
            }
            return nil
        }
        return nil
    }
}
