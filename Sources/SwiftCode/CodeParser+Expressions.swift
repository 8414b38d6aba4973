// CodeParser+Expressions: expressions. An expression is a sequence of elements (each a prefix-operator,
// `try`/`await` and postfix chain around a primary) joined by infix operators, casts and ternaries, folded by
// the standard precedence groups without recursion (`OperatorPrecedence`).

import SwiftLexer

/// An operator met in a sequence, before folding.
struct PendingOperator {
    var kind: NodeKind
    var main: Int
    var flags: UInt8
    var precedence: Int
    var rightAssociative: Bool
    /// A ternary's middle expression.
    var middle: Int32 = -1
}

extension Parser {
    /// Parses an expression; pushes its node and returns true, or returns false having consumed nothing.
    @discardableResult
    mutating func parseExpression(_ context: ExprContext = .plain) -> Bool {
        guard enter() else { return true }
        defer { leave() }
        guard parseElement(context) else { return false }
        var elements: [Int32] = [pop()]
        var operators: [PendingOperator] = []
        while !atEnd {
            let opStart = pos
            if current == .question, spaceBefore(pos) {
                // ternary `c ? a : b`
                advance()
                var middle: Int32 = -1
                if parseExpression(.plain) { middle = pop() }
                if at(.colon) { advance() } else { problem("expected ':' in the ternary expression") }
                operators.append(PendingOperator(kind: .ternary, main: opStart, flags: 0,
                                                 precedence: OperatorPrecedence.ternary, rightAssociative: true, middle: middle))
            } else if current == .equal, !context.inPattern {
                advance()
                operators.append(PendingOperator(kind: .infixOperator, main: opStart, flags: SyntaxNode.Flag.assignment,
                                                 precedence: OperatorPrecedence.assignment, rightAssociative: true))
            } else if current == .keyword, currentKeyword == .as || currentKeyword == .is {
                let isCast = currentKeyword == .as
                advance()
                var flags: UInt8 = 0
                if isCast, current == .question, !spaceBefore(pos) { flags = SyntaxNode.Flag.optional; advance() }
                else if isCast, current == .exclaim, !spaceBefore(pos) { flags = SyntaxNode.Flag.forced; advance() }
                operators.append(PendingOperator(kind: isCast ? .cast : .typeCheck, main: opStart, flags: flags,
                                                 precedence: OperatorPrecedence.casting, rightAssociative: false))
                skipType()
                elements.append(pop())
                continue
            } else if isOperatorLike(current), current != .equal, current != .question || spaceBefore(pos) {
                let end = operatorEnd(pos)
                // binary when white space is on both sides or on neither
                let before = spaceBefore(pos)
                let after = spaceOrCloserAt(end)
                guard before == after else { break }
                if kind(end) == .rightParen || kind(end) == .comma || kind(end) == .rightBracket { break }
                let text = operatorText(pos, end)
                while pos < end { advance() }
                let (precedence, right) = OperatorPrecedence.of(text)
                var flags: UInt8 = 0
                if OperatorPrecedence.isAssignment(text) { flags = SyntaxNode.Flag.assignment }
                operators.append(PendingOperator(kind: .infixOperator, main: opStart, flags: flags,
                                                 precedence: precedence, rightAssociative: right))
            } else {
                break
            }
            if parseElement(context) {
                elements.append(pop())
            } else {
                problem("expected an expression after the operator")
                elements.append(makeNode(.error, children: [], first: pos, end: pos))
            }
        }
        if operators.isEmpty {
            stack.append(elements[0])
        } else {
            stack.append(fold(elements, operators))
        }
        return true
    }

    mutating func pop() -> Int32 { stack.removeLast() }

    func operatorText(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[Int(tokens[start].start)..<Int(tokens[end - 1].end)], as: UTF8.self)
    }

    /// Folds elements and the operators between them by precedence (shunting-yard, no recursion).
    mutating func fold(_ elements: [Int32], _ operators: [PendingOperator]) -> Int32 {
        var operands: [Int32] = [elements[0]]
        var pending: [(op: PendingOperator, index: Int)] = []
        func reduce(_ parser: inout Parser) {
            let (op, index) = pending.removeLast()
            let right = operands.removeLast()
            let left = operands.removeLast()
            var flags = op.flags
            if index == 0 { flags |= SyntaxNode.Flag.firstInSequence }
            let children = op.middle >= 0 ? [left, op.middle, right] : [left, right]
            let first = Int(parser.tree.nodes[Int(left)].firstToken)
            let end = max(Int(parser.tree.nodes[Int(right)].endToken), op.main + 1)
            operands.append(parser.makeNode(op.kind, children: children, first: first, end: end, main: op.main, flags: flags))
        }
        for (i, op) in operators.enumerated() {
            while let top = pending.last,
                  top.op.precedence > op.precedence || (top.op.precedence == op.precedence && !op.rightAssociative) {
                reduce(&self)
            }
            pending.append((op, i))
            operands.append(elements[i + 1])
        }
        while !pending.isEmpty { reduce(&self) }
        return operands[0]
    }

    /// One element of a sequence: `try`, `await`, prefix operators, `&`, `let`/`var`/`is` in patterns, then a
    /// postfix expression. Pushes one node, or returns false having consumed nothing.
    mutating func parseElement(_ context: ExprContext) -> Bool {
        let first = pos, mark = stack.count
        switch current {
        case .keyword:
            switch currentKeyword {
            case .try:
                guard enter() else { return true }
                defer { leave() }
                advance()
                var flags: UInt8 = 0
                if current == .question, !spaceBefore(pos) { flags = SyntaxNode.Flag.optional; advance() }
                else if current == .exclaim, !spaceBefore(pos) { flags = SyntaxNode.Flag.forced; advance() }
                if !parseElement(context) { problem("expected an expression after 'try'") }
                makeNode(.tryExpr, from: first, mark: mark, main: first, flags: flags)
                return true
            case .await:
                guard startsExpression(pos + 1) || kind(pos + 1) == .keyword else { break }
                guard enter() else { return true }
                defer { leave() }
                advance()
                if !parseElement(context) { problem("expected an expression after 'await'") }
                makeNode(.awaitExpr, from: first, mark: mark, main: first)
                return true
            case .let, .var:
                guard enter() else { return true }
                defer { leave() }
                advance()
                _ = parseElement(context)
                makeNode(.bindingPattern, from: first, mark: mark, main: first)
                return true
            case .is:
                advance()
                skipType()
                makeNode(.typeCheck, from: first, mark: mark, main: first)
                return true
            default: break
            }
        case .identifier:
            // `consume x`, `copy x`, `each x`, `repeat each x`
            if spells(pos, "consume") || spells(pos, "copy") || spells(pos, "each"),
               kind(pos + 1) == .identifier || kind(pos + 1) == .keyword, !newlineBefore(pos + 1) {
                guard enter() else { return true }
                defer { leave() }
                advance()
                _ = parseElement(context)
                makeNode(.prefixOperator, from: first, mark: mark, main: first)
                return true
            }
        case .ampersand:
            guard enter() else { return true }
            defer { leave() }
            advance()
            if !parseElement(context) { problem("expected an expression after '&'") }
            makeNode(.inoutExpr, from: first, mark: mark, main: first)
            return true
        case .operator, .exclaim, .leftAngle, .rightAngle, .equal, .arrow:
            let end = operatorEnd(pos)
            // a bare operator passed as a function (`reduce(0, +)`)
            if spaceOrCloserAt(end), kind(end) == .rightParen || kind(end) == .comma || kind(end) == .rightBracket
                || kind(end) == .endOfFile {
                while pos < end { advance() }
                makeNode(.operatorReference, from: first, mark: mark, main: first)
                return true
            }
            if current == .equal || current == .arrow { return false }
            guard enter() else { return true }
            defer { leave() }
            while pos < end { advance() }
            if !parseElement(context) { problem("expected an expression after the prefix operator") }
            makeNode(.prefixOperator, from: first, mark: mark, main: first)
            return true
        default: break
        }
        return parsePostfixExpression(context)
    }

    /// A primary expression and its postfix suffixes: members, calls, subscripts, trailing closures, `?`, `!`,
    /// generic arguments, postfix operators and `#if` blocks of members.
    mutating func parsePostfixExpression(_ context: ExprContext) -> Bool {
        let first = pos
        guard parsePrimary(context) else { return false }
        var steps = 0
        while !atEnd {
            steps += 1
            let mark = stack.count - 1
            switch current {
            case .period:
                guard let name = memberNameAfterPeriod() else { return true }
                advance(); advance()
                makeNode(.memberAccess, from: first, mark: mark, main: name, flags: SyntaxNode.Flag.hasBase)
                if isCompoundNameArguments(at: pos) { skipBalancedGroup(); extendTop(to: pos) }
            case .leftParen where !newlineBefore(pos):
                if isCompoundNameArguments(at: pos) {
                    skipBalancedGroup()
                    extendTop(to: pos)
                    continue
                }
                guard enter() else { return true }
                parseArgumentList(closer: .rightParen)
                parseTrailingClosures(context)
                leave()
                makeNode(.call, from: first, mark: mark)
            case .leftBracket where !newlineBefore(pos):
                guard enter() else { return true }
                parseArgumentList(closer: .rightBracket)
                parseTrailingClosures(context)
                leave()
                makeNode(.subscriptCall, from: first, mark: mark)
            case .leftBrace:
                guard isTrailingClosure(context) else { return true }
                guard enter() else { return true }
                parseTrailingClosures(context)
                leave()
                makeNode(.call, from: first, mark: mark)
            case .exclaim where !spaceBefore(pos):
                let bang = pos
                advance()
                makeNode(.forceUnwrap, from: first, mark: mark, main: bang)
            case .question where !spaceBefore(pos):
                let question = pos
                advance()
                makeNode(.optionalChain, from: first, mark: mark, main: question)
            case .leftAngle where !spaceBefore(pos):
                guard isGenericArgumentList(at: pos) else { return true }
                let angle = pos
                skipAngles()
                makeNode(.genericArguments, from: first, mark: mark, main: angle)
            case .operator where !spaceBefore(pos), .rightAngle where !spaceBefore(pos), .ampersand where !spaceBefore(pos):
                let end = operatorEnd(pos)
                guard spaceOrCloserAt(end) || kind(end) == .period else { return true }
                let op = pos
                while pos < end { advance() }
                makeNode(.postfixOperator, from: first, mark: mark, main: op)
            case .poundKeyword where spells(pos, "#if"):
                var lineEnd = pos + 1
                while lineEnd < limit, !tokens[lineEnd].isAtStartOfLine { lineEnd += 1 }
                guard kind(lineEnd) == .period else { return true }
                parseIfConfig(kind: .postfixIfConfig) { p in
                    if p.at(.period) { _ = p.parsePostfixExpression(context) }
                }
                // the `#if` block wraps the expression before it
                let block = pop()
                let base = pop()
                stack.append(base)
                stack.append(block)
                let merged = makeNode(.postfixIfConfig, children: [base] + Array(tree.children(of: Int(block))),
                                      first: first, end: pos, main: Int(tree.nodes[Int(block)].mainToken))
                stack.removeLast(2)
                stack.append(merged)
            default:
                return true
            }
            if steps > 1_000_000 { return true }
        }
        return true
    }

    /// Widens the node on top of the stack to end at `end` (a compound name's argument labels).
    mutating func extendTop(to end: Int) {
        guard let top = stack.last else { return }
        tree.nodes[Int(top)].endToken = Int32(end)
    }

    /// The member name after the `.` at the cursor, if there is one.
    func memberNameAfterPeriod() -> Int? {
        switch kind(pos + 1) {
        case .identifier, .keyword, .backtickIdentifier, .integerLiteral, .dollarIdentifier: return pos + 1
        default: return nil
        }
    }

    /// `(label:label:)` after a name: a reference to a function by its argument labels, not a call.
    func isCompoundNameArguments(at i: Int) -> Bool {
        guard kind(i) == .leftParen, !spaceBefore(i) else { return false }
        var j = i + 1
        var labels = 0
        while j < limit {
            switch tokens[j].kind {
            case .identifier, .keyword, .backtickIdentifier:
                guard kind(j + 1) == .colon, !spaceBefore(j + 1) else { return false }
                j += 2
                labels += 1
            case .rightParen:
                return labels > 0
            default:
                return false
            }
        }
        return false
    }

    /// Whether the `{` at the cursor is a trailing closure (not a body, an accessor block or a `case` body).
    func isTrailingClosure(_ context: ExprContext) -> Bool {
        guard at(.leftBrace) else { return false }
        // `var x = y { didSet { … } }`
        var j = pos + 1
        while kind(j) == .atSign { j += 2 }
        if keyword(j) == .willSet || keyword(j) == .didSet { return false }
        if keyword(j) == .get || keyword(j) == .set {
            if kind(j + 1) == .leftBrace || kind(j + 1) == .rightBrace { return false }
        }
        guard context.inCondition else { return true }
        // in a condition a `{` opens the body, unless a body, a case's `:`, a `,` or a member follows its closer
        // bounded lookahead: a closure this long in a condition is taken for a body
        j = indexAfterGroup(openingAt: pos)
        switch kind(j) {
        case .leftBrace, .colon: return true
        case .comma: return !context.inPattern
        case .period, .question, .exclaim: return !newlineBefore(j) && !spaceBefore(j)
        default: return false
        }
    }

    /// The trailing closure at the cursor (if any) and the labelled ones after it.
    mutating func parseTrailingClosures(_ context: ExprContext) {
        if parseTrailingClosureRun() { return }
        guard isTrailingClosure(context) else { return }
        let first = pos, mark = stack.count
        parseClosure()
        makeNode(.trailingClosure, from: first, mark: mark)
        while (current == .identifier || current == .keyword || current == .backtickIdentifier),
              kind(pos + 1) == .colon, kind(pos + 2) == .leftBrace,
              currentKeyword != .case, currentKeyword != .default {
            let label = pos, labelMark = stack.count
            advance(); advance()
            parseClosure()
            makeNode(.trailingClosure, from: label, mark: labelMark, main: label)
        }
        _ = parseTrailingClosureRun()
    }

    /// A code pattern's `$$$` (never Swift) on the line of a call's arguments or closures: a trailing closure node
    /// holding only it, which stands for any run of further trailing closures (`AsyncImage($$$) $$$`).
    mutating func parseTrailingClosureRun() -> Bool {
        guard isSequenceMetavariable(pos), !newlineBefore(pos) else { return false }
        let first = pos, mark = stack.count
        advance()
        makeNode(.trailingClosure, from: first, mark: mark)
        return true
    }

    /// `(a, label: b, …)` or `[…]` (the opener at the cursor): pushes one `argument` node per argument.
    mutating func parseArgumentList(closer: TokenKind) {
        let opener = pos
        advance()
        while !atEnd, !at(closer) {
            let first = pos, mark = stack.count
            var label = -1
            if current == .identifier || current == .keyword || current == .backtickIdentifier || current == .dollarIdentifier,
               kind(pos + 1) == .colon, kind(pos + 2) != .colon {
                label = pos
                advance(); advance()
            }
            var hadValue = (current == .comma || at(closer)) ? false : parseExpression(.plain)
            if !hadValue, current == .keyword, kind(pos + 1) == .comma || kind(pos + 1) == closer {
                leaf(.name)  // `@attached(extension, …)`
                hadValue = true
            }
            if !hadValue, label < 0 {
                // nothing readable: skip a token (a closer of another bracket ends the list)
                switch current {
                case .rightBrace, .endOfFile, .poundKeyword:
                    problem("expected '\(closer == .rightParen ? ")" : "]")' to close the one at \(location(opener))")
                    return
                case .comma:
                    break
                default:
                    problem("unexpected '\(tokenText(pos))' in the argument list")
                    skipBalancedGroup()
                    continue
                }
            }
            makeNode(.argument, from: first, mark: mark, main: label)
            if at(.comma) {
                advance()
            } else if !at(closer) {
                if at(.rightBrace) || atEnd || at(.poundKeyword) { break }
                problem("expected ',' or '\(closer == .rightParen ? ")" : "]")'")
                // recover: to the next comma or the closer
                skip { p in p.current == .comma || p.at(closer) }
                if at(.comma) { advance() }
            }
        }
        expectClose(closer, opener: opener)
    }

    // MARK: Primary expressions

    mutating func parsePrimary(_ context: ExprContext) -> Bool {
        let first = pos, mark = stack.count
        switch current {
        case .identifier:
            if currentKeyword == .some || currentKeyword == .any,
               kind(pos + 1) == .identifier || keyword(pos + 1) == .Any || keyword(pos + 1) == .Self, !newlineBefore(pos + 1) {
                skipType()
                return true
            }
            leaf(.name)
        case .backtickIdentifier, .dollarIdentifier:
            leaf(.name)
        case .keyword:
            switch currentKeyword {
            case .self, .Self, .super, .Any, .`init`: leaf(.name)
            case .nil: leaf(.nilLiteral)
            case .true, .false: leaf(.booleanLiteral)
            case .if: parseIf()
            case .switch: parseSwitch()
            default: return false
            }
        case .integerLiteral: leaf(.integerLiteral)
        case .floatLiteral: leaf(.floatLiteral)
        case .regexLiteral: leaf(.regexLiteral)
        case .stringSegment: parseStringLiteral()
        case .period:
            guard let name = memberNameAfterPeriod() else { return false }
            advance(); advance()
            makeNode(.memberAccess, from: first, mark: mark, main: name)
        case .leftParen:
            guard enter() else { return true }
            defer { leave() }
            parseArgumentList(closer: .rightParen)
            makeNode(.tuple, from: first, mark: mark)
        case .leftBracket:
            guard enter() else { return true }
            defer { leave() }
            parseCollection()
        case .leftBrace:
            parseClosure()
        case .backslash:
            parseKeyPath()
        case .poundIdentifier:
            parseMacroExpansion(context)
        case .atSign:
            // an attributed function type used as a value (`(@Sendable () -> Void).self`)
            skipType()
        default:
            return false
        }
        return true
    }

    /// `"text \(expr) text"`: segments and interpolations, one node.
    mutating func parseStringLiteral() {
        let first = pos, mark = stack.count
        var pounds = 0
        let start = Int(tokens[pos].start)
        while start + pounds < bytes.count, bytes[start + pounds] == UInt8(ascii: "#") { pounds += 1 }
        while at(.stringSegment) {
            let segment = pos
            advance()
            guard continuesIntoInterpolation(segment, pounds: pounds) else { break }
            guard enter() else { break }
            let interpolationFirst = pos, interpolationMark = stack.count
            parseArgumentList(closer: .rightParen)
            makeNode(.interpolation, from: interpolationFirst, mark: interpolationMark)
            leave()
            // the literal goes on right after the `)`
            guard at(.stringSegment), tokens[pos].start == tokens[pos - 1].end else { break }
        }
        makeNode(.stringLiteral, from: first, mark: mark)
    }

    func continuesIntoInterpolation(_ segment: Int, pounds: Int) -> Bool {
        let next = segment + 1
        guard kind(next) == .leftParen, tokens[next].start == tokens[segment].end else { return false }
        let end = Int(tokens[segment].end)
        guard end - 1 - pounds >= Int(tokens[segment].start) else { return false }
        for k in (end - pounds)..<end where bytes[k] != UInt8(ascii: "#") { return false }
        return bytes[end - 1 - pounds] == UInt8(ascii: "\\")
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[]` (the `[` at the cursor).
    mutating func parseCollection() {
        let first = pos, mark = stack.count
        advance()
        var isDictionary = false
        if at(.colon), kind(pos + 1) == .rightBracket {
            advance()
            isDictionary = true
        }
        while !atEnd, !at(.rightBracket) {
            let elementFirst = pos, elementMark = stack.count
            let hadKey = parseExpression(.plain)
            if at(.colon) {
                isDictionary = true
                advance()
                _ = parseExpression(.plain)
                makeNode(.dictionaryElement, from: elementFirst, mark: elementMark)
            } else if !hadKey {
                if at(.rightBrace) || atEnd || at(.rightParen) { break }
                if !at(.comma) {
                    problem("unexpected '\(tokenText(pos))' in the collection")
                    skipBalancedGroup()
                    continue
                }
            }
            if at(.comma) {
                advance()
            } else if !at(.rightBracket) {
                if at(.rightBrace) || atEnd || at(.rightParen) { break }
                problem("expected ',' or ']'")
                skip { p in p.current == .comma || p.current == .rightBracket }
                if at(.comma) { advance() }
            }
        }
        expectClose(.rightBracket, opener: first)
        makeNode(isDictionary ? .dictionaryLiteral : .arrayLiteral, from: first, mark: mark)
    }

    /// `{ [capture] (params) async throws -> T in statements }` (the `{` at the cursor).
    mutating func parseClosure() {
        guard enter() else { return }
        defer { leave() }
        let first = pos, mark = stack.count
        advance()
        if hasClosureSignature(pos) {
            let signatureFirst = pos, signatureMark = stack.count
            parseAttributes()
            if at(.leftBracket) { parseCaptureList() }
            skip { p in p.currentKeyword == .in && p.current == .keyword }
            if currentKeyword == .in { advance() }
            makeNode(.closureParameters, from: signatureFirst, mark: signatureMark)
        }
        parseItems(inMembers: false, until: .brace)
        expectClose(.rightBrace, opener: first)
        makeNode(.closure, from: first, mark: mark)
    }

    mutating func parseCaptureList() {
        let opener = pos
        advance()
        while !atEnd, !at(.rightBracket) {
            let first = pos, mark = stack.count
            // `weak`, `unowned(safe)`
            while currentKeyword == .weak || currentKeyword == .unowned {
                advance()
                if at(.leftParen) { skipBalancedGroup() }
            }
            if (current == .identifier || current == .keyword), kind(pos + 1) == .equal {
                advance(); advance()
            }
            let hadValue = parseExpression(.plain)
            makeNode(.captureItem, from: first, mark: mark)
            if at(.comma) { advance() } else if !at(.rightBracket) {
                if !hadValue || at(.rightBrace) || atEnd { break }
                problem("expected ',' or ']' in the capture list")
                skip { p in p.current == .comma || p.current == .rightBracket }
            }
        }
        expectClose(.rightBracket, opener: opener)
    }

    /// Whether the tokens from `i` (just inside a `{`) are a closure signature ending with `in`.
    func hasClosureSignature(_ i: Int) -> Bool {
        var j = i
        func skipGroup(_ k: inout Int) {
            var level = 0
            let start = k
            repeat {
                if k - start > 4096 { return }  // bounded lookahead: no signature is this long
                switch kind(k) {
                case .leftParen, .leftBracket, .leftBrace: level += 1
                case .rightParen, .rightBracket, .rightBrace: level -= 1
                case .endOfFile: return
                default: break
                }
                k += 1
            } while level > 0
        }
        while kind(j) == .atSign {
            j += 2
            if kind(j) == .leftParen, !spaceBefore(j), attributeTakesArguments(j - 1) { skipGroup(&j) }
        }
        if kind(j) == .leftBracket { skipGroup(&j) }
        if kind(j) == .leftParen {
            skipGroup(&j)
        } else {
            while kind(j) == .identifier || kind(j) == .backtickIdentifier || kind(j) == .dollarIdentifier {
                // `x: Int` parameters without parentheses are not Swift; names and commas only
                j += 1
                if kind(j) == .comma { j += 1 } else { break }
            }
        }
        while keyword(j) == .async || keyword(j) == .throws || keyword(j) == .rethrows {
            j += 1
            if opensEffectGroup(j) { skipGroup(&j) }
        }
        if kind(j) == .arrow {
            var count = 0
            while j < limit, count < 200, !(kind(j) == .keyword && keyword(j) == .in) {
                switch kind(j) {
                case .leftBrace, .rightBrace: return false
                case .leftParen, .leftBracket: skipGroup(&j); count += 1; continue
                default: break
                }
                j += 1
                count += 1
            }
        }
        return kind(j) == .keyword && keyword(j) == .in
    }

    /// `\Root.path?.to[0]!` (the `\` at the cursor). Its `?` and `!` are components, not force unwraps.
    mutating func parseKeyPath() {
        let first = pos, mark = stack.count
        advance()
        // the root type
        if current == .identifier || (current == .keyword && (currentKeyword == .Self || currentKeyword == .Any))
            || current == .backtickIdentifier {
            advance()
            if at(.leftAngle), !spaceBefore(pos) { skipAngles() }
        } else if at(.leftBracket) || at(.leftParen) {
            skipBalancedGroup()
        }
        var count = 0
        while !atEnd, count < 100_000 {
            count += 1
            switch current {
            case .period where !spaceBefore(pos):
                advance()
                if current == .identifier || current == .keyword || current == .backtickIdentifier
                    || current == .integerLiteral || current == .dollarIdentifier {
                    advance()
                }
            case .question where !spaceBefore(pos), .exclaim where !spaceBefore(pos):
                advance()
            case .operator where !spaceBefore(pos) && bytesAreOnly(pos, "?!") && !spaceOrCloserAt(pos + 1) && kind(pos + 1) == .period:
                advance()
            case .leftBracket where !spaceBefore(pos), .leftParen where !spaceBefore(pos):
                guard enter() else { break }
                parseArgumentList(closer: current == .leftBracket ? .rightBracket : .rightParen)
                leave()
            default:
                makeNode(.keyPath, from: first, mark: mark, main: first)
                return
            }
        }
        makeNode(.keyPath, from: first, mark: mark, main: first)
    }

    /// `#name<T>(arguments) { trailing closures }`
    mutating func parseMacroExpansion(_ context: ExprContext) {
        let first = pos, mark = stack.count
        let isAvailability = spells(pos, "#available") || spells(pos, "#unavailable")
        advance()
        if at(.leftAngle), !spaceBefore(pos) { skipAngles() }
        if at(.leftParen), !newlineBefore(pos) {
            if isAvailability {
                skipBalancedGroup()
            } else if enter() {
                parseArgumentList(closer: .rightParen)
                leave()
            }
        }
        if !isAvailability, enter() {
            parseTrailingClosures(context)
            leave()
        }
        makeNode(.macroExpansion, from: first, mark: mark, main: first)
    }
}

/// The standard library's precedence groups, highest binding last.
enum OperatorPrecedence {
    static let assignment = 1
    static let ternary = 2
    static let defaultGroup = 3
    static let disjunction = 4
    static let conjunction = 5
    static let comparison = 6
    static let nilCoalescing = 7
    static let casting = 8
    static let rangeFormation = 9
    static let addition = 10
    static let multiplication = 11
    static let bitwiseShift = 12

    /// Precedence and right-associativity of an infix operator by its spelling.
    static func of(_ text: String) -> (Int, Bool) {
        switch text {
        case "||": return (disjunction, false)
        case "&&": return (conjunction, false)
        case "==", "!=", "<", "<=", ">", ">=", "===", "!==", "~=", ".==", ".!=", ".<", ".<=", ".>", ".>=":
            return (comparison, false)
        case "??": return (nilCoalescing, true)
        case "...", "..<": return (rangeFormation, false)
        case "+", "-", "&+", "&-", "|", "^", ".|", ".^": return (addition, false)
        case "*", "/", "%", "&*", "&", ".&": return (multiplication, false)
        case "<<", ">>", "&<<", "&>>": return (bitwiseShift, false)
        case "->": return (defaultGroup, true)
        default:
            if isAssignment(text) { return (assignment, true) }
            return (defaultGroup, false)
        }
    }

    /// `=` and compound assignments: an operator ending in `=` that is not a comparison.
    static func isAssignment(_ text: String) -> Bool {
        guard text.hasSuffix("=") else { return false }
        switch text {
        case "==", "!=", "<=", ">=", "===", "!==", ".==", ".!=", ".<=", ".>=": return false
        default: return true
        }
    }
}
