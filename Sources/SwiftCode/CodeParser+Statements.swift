// CodeParser+Statements: blocks, control flow (`if`/`guard`/`switch`/loops/`do`-`catch`), condition lists and
// `#if` blocks, which hold items, switch cases, accessors, attributes or postfix members alike.

import SwiftLexer

extension Parser {
    /// `{ items }`
    mutating func parseCodeBlock() {
        guard at(.leftBrace) else {
            problem("expected '{'")
            return
        }
        guard enter() else { return }
        defer { leave() }
        let first = pos, mark = stack.count
        advance()
        parseItems(inMembers: false, until: .brace)
        expectClose(.rightBrace, opener: first)
        makeNode(.codeBlock, from: first, mark: mark)
    }

    /// `#if cond … #elseif cond … #else … #endif`, each clause's content read by `content`.
    mutating func parseIfConfig(kind: NodeKind = .ifConfig, _ content: (inout Parser) -> Void) {
        guard enter() else { return }
        defer { leave() }
        let first = pos, mark = stack.count
        while at(.poundKeyword), spells(pos, "#if") || spells(pos, "#elseif") || spells(pos, "#else") {
            let clauseFirst = pos, clauseMark = stack.count
            let hasCondition = !spells(pos, "#else")
            advance()
            if hasCondition { parseDirectiveCondition() }
            var before = pos
            content(&self)
            // content that stopped early goes on while it makes progress (a stray closer ends the clause)
            while !atEnd, !(at(.poundKeyword) && (spells(pos, "#elseif") || spells(pos, "#else") || spells(pos, "#endif"))) {
                if pos == before || current == .rightBrace || current == .rightParen || current == .rightBracket { break }
                before = pos
                content(&self)
            }
            makeNode(.ifConfigClause, from: clauseFirst, mark: clauseMark, main: clauseFirst)
            if !at(.poundKeyword) { break }
        }
        // a missing `#endif` is the lexer's problem to report (it balances `#if` blocks for every reader of the file)
        if at(.poundKeyword), spells(pos, "#endif") { advance() }
        makeNode(kind, from: first, mark: mark, main: first)
    }

    /// The condition of `#if`/`#elseif`: an expression that ends with its line.
    mutating func parseDirectiveCondition() {
        var lineEnd = pos
        while lineEnd < limit, !tokens[lineEnd].isAtStartOfLine { lineEnd += 1 }
        guard lineEnd > pos else {
            problem("expected a condition")
            return
        }
        let savedLimit = limit
        limit = lineEnd
        parseExpression()
        if pos < limit { problem("unexpected '\(tokenText(pos))' in the condition") }
        pos = lineEnd
        limit = savedLimit
    }

    // MARK: Conditions

    /// `let x = y, case .a(let b) = c, #available(…), expr` up to the `{` (or `else`).
    mutating func parseConditionList() {
        repeat {
            if at(.comma) { advance() }
            let first = pos, mark = stack.count
            switch current {
            case .keyword where currentKeyword == .let || currentKeyword == .var:
                advance()
                if at(.leftParen) { skipBalancedGroup() } else if !atEnd { advance() }  // the name, `_` or a tuple
                if at(.colon) { advance(); skipType() }
                if at(.equal) {
                    advance()
                    parseExpression(.condition)
                }
                makeNode(.optionalBinding, from: first, mark: mark, main: first)
            case .keyword where currentKeyword == .case:
                advance()
                parseExpression(.pattern)
                if at(.colon) { advance(); skipType() }
                if at(.equal) {
                    advance()
                    parseExpression(.condition)
                }
                makeNode(.matchingCondition, from: first, mark: mark, main: first)
            case .poundIdentifier where spells(pos, "#available") || spells(pos, "#unavailable"):
                advance()
                if at(.leftParen) { skipBalancedGroup() }
                makeNode(.availabilityCondition, from: first, mark: mark, main: first)
            default:
                if startsExpression(pos) { parseExpression(.condition) }
            }
            if pos == first { break }
        } while at(.comma)
    }

    // MARK: Statements

    /// `if cond { } else if … else { }` (a statement or an expression).
    mutating func parseIf() {
        guard enter() else { return }
        defer { leave() }
        let first = pos, mark = stack.count
        advance()
        parseConditionList()
        parseCodeBlock()
        if currentKeyword == .else {
            advance()
            if currentKeyword == .if { parseIf() } else { parseCodeBlock() }
        }
        makeNode(.ifExpr, from: first, mark: mark, main: first)
    }

    mutating func parseGuard() {
        let first = pos, mark = stack.count
        advance()
        parseConditionList()
        if currentKeyword == .else { advance() } else { problem("expected 'else' in the guard") }
        parseCodeBlock()
        makeNode(.guardStmt, from: first, mark: mark, main: first)
    }

    /// `for try await case let x in seq where cond { }`
    mutating func parseFor() {
        let first = pos, mark = stack.count
        advance()
        if currentKeyword == .try { advance() }
        if currentKeyword == .await { advance() }
        if currentKeyword == .case { advance() }
        if currentKeyword == .let || currentKeyword == .var { advance() }
        parseExpression(.pattern)
        if at(.colon) { advance(); skipType() }
        if currentKeyword == .in {
            advance()
            parseExpression(.condition)
        } else {
            problem("expected 'in' in the for loop")
        }
        if currentKeyword == .where {
            let whereFirst = pos, whereMark = stack.count
            advance()
            parseExpression(.condition)
            makeNode(.whereClause, from: whereFirst, mark: whereMark, main: whereFirst)
        }
        parseCodeBlock()
        makeNode(.forStmt, from: first, mark: mark, main: first)
    }

    mutating func parseWhile() {
        let first = pos, mark = stack.count
        advance()
        parseConditionList()
        parseCodeBlock()
        makeNode(.whileStmt, from: first, mark: mark, main: first)
    }

    mutating func parseRepeat() {
        let first = pos, mark = stack.count
        advance()
        if at(.leftBrace) {
            parseCodeBlock()
            if currentKeyword == .while {
                advance()
                parseExpression()
            }
        } else if startsExpression(pos) {
            parseExpression()  // a pack expansion `repeat each x`
        }
        makeNode(.repeatStmt, from: first, mark: mark, main: first)
    }

    /// `do { } catch pattern where cond { } …`
    mutating func parseDo() {
        let first = pos, mark = stack.count
        advance()
        if currentKeyword == .throws {
            advance()
            if at(.leftParen) { skipBalancedGroup() }
        }
        parseCodeBlock()
        while currentKeyword == .catch {
            let catchFirst = pos, catchMark = stack.count
            advance()
            while !at(.leftBrace), !atEnd {
                let start = pos
                parseExpression(.pattern)
                if currentKeyword == .where {
                    let whereFirst = pos, whereMark = stack.count
                    advance()
                    parseExpression(.condition)
                    makeNode(.whereClause, from: whereFirst, mark: whereMark, main: whereFirst)
                }
                if at(.comma) { advance() } else if pos == start || !at(.leftBrace) { break }
            }
            parseCodeBlock()
            makeNode(.catchClause, from: catchFirst, mark: catchMark, main: catchFirst)
        }
        makeNode(.doStmt, from: first, mark: mark, main: first)
    }

    /// `switch subject { case …: … default: … }` (a statement or an expression).
    mutating func parseSwitch() {
        guard enter() else { return }
        defer { leave() }
        let first = pos, mark = stack.count
        advance()
        parseExpression(.condition)
        if at(.leftBrace) {
            let opener = pos
            advance()
            parseSwitchCases()
            expectClose(.rightBrace, opener: opener)
        } else {
            problem("expected '{' after the switch subject")
        }
        makeNode(.switchExpr, from: first, mark: mark, main: first)
    }

    mutating func parseSwitchCases() {
        while !atEnd, !at(.rightBrace) {
            let start = pos
            if at(.poundKeyword) {
                if spells(pos, "#if") {
                    parseIfConfig { p in p.parseSwitchCases() }
                    continue
                }
                if spells(pos, "#elseif") || spells(pos, "#else") || spells(pos, "#endif") { return }
            }
            let first = pos, mark = stack.count
            if isSequenceMetavariable(pos) {
                // a code pattern's `$$$` (never Swift) where a case goes: a name, for any run of cases
                advance()
                makeNode(.name, from: first, mark: mark, main: first)
                continue
            }
            parseAttributes()  // @unknown
            if currentKeyword == .case {
                advance()
                repeat {
                    if at(.comma) { advance() }
                    let patternStart = pos
                    parseExpression(.pattern)
                    if currentKeyword == .where {
                        let whereFirst = pos, whereMark = stack.count
                        advance()
                        parseExpression(.condition)
                        makeNode(.whereClause, from: whereFirst, mark: whereMark, main: whereFirst)
                    }
                    if pos == patternStart { break }
                } while at(.comma)
            } else if currentKeyword == .default {
                advance()
            } else {
                // statements before any case: read them, report once
                problem("expected 'case' or 'default' in the switch")
                parseItems(inMembers: false, until: .switchCase)
                if pos == start { skipBalancedGroup() }
                makeNode(.switchCase, from: first, mark: mark)
                continue
            }
            if at(.colon) { advance() } else { problem("expected ':' after the case") }
            parseItems(inMembers: false, until: .switchCase)
            makeNode(.switchCase, from: first, mark: mark, main: first)
            if pos == start { advance() }
        }
    }

    /// A `$$$` or `$$$NAME` token: a code pattern's sequence metavariable.
    func isSequenceMetavariable(_ i: Int) -> Bool {
        guard i < limit, kind(i) == .dollarIdentifier else { return false }
        let t = tokens[i]
        return t.end - t.start >= 3 && bytes[Int(t.start) + 1] == UInt8(ascii: "$") && bytes[Int(t.start) + 2] == UInt8(ascii: "$")
    }
}
