// The grammar of each declaration kind, after its attributes, modifiers and keyword: names, signatures,
// bindings, accessors, member blocks. Bodies are handed to `BodyScanner`.

import SwiftLexer

extension DeclarationParser {
    // MARK: import

    mutating func parseImport(_ decl: inout Declaration) {
        switch cursor.current.keyword {
        case .typealias, .struct, .class, .enum, .protocol, .let, .var, .func:
            decl.importKind = cursor.text(cursor.current)
            cursor.advance()
        default:
            break
        }
        var path = ""
        while !cursor.atEnd, !cursor.current.isAtStartOfLine || path.isEmpty {
            let token = cursor.current
            if token.isNameLike || token.kind == .keyword || isOperatorToken(token) && token.kind != .period {
                path += token.kind == .backtickIdentifier ? String(cursor.text(token).dropFirst().dropLast()) : cursor.text(token)
                cursor.advance()
            } else {
                break
            }
            guard cursor.at(.period), !cursor.current.isAtStartOfLine else { break }
            path += "."
            cursor.advance()
        }
        decl.name = path
    }

    // MARK: class, struct, enum, actor, protocol, extension

    /// The declaration is moved into the list before its members are read.
    mutating func parseTypeDeclaration(_ decl: inout Declaration) {
        if decl.kind == .extension {
            let start = cursor.index
            skipType()
            decl.name = cursor.index > start ? cursor.text(from: start, through: cursor.index - 1) : ""
            if cursor.index == start { diagnose(at: cursor.current, "expected the extended type") }
        } else {
            decl.name = parseName()
            decl.genericParameters = parseGenericParameters()
        }
        decl.inherits = parseInheritance()
        decl.genericWhere = parseWhereClause()
        let kind = decl.kind, name = decl.name
        let index = append(moving: &decl)
        guard cursor.at(.leftBrace) else {
            diagnose(at: cursor.current, "expected '{' to open the body of \(kind.rawValue) \(name)")
            finishDeclaration(at: index)
            return
        }
        let open = cursor.current
        if nestingDepth >= Self.maximumNesting {
            // deeper than any real code: skip the members rather than recurse without bound
            diagnose(at: open, "types nested more than \(Self.maximumNesting) deep; members below were skipped")
            cursor.skipBalanced()
            finishDeclaration(at: index)
            return
        }
        cursor.advance()
        nestingDepth += 1
        parseItems(parent: index)
        nestingDepth -= 1
        if cursor.at(.rightBrace) {
            cursor.advance()
        } else {
            diagnose(at: open, "expected '}' to close the body of \(kind.rawValue) \(name)")
        }
        finishDeclaration(at: index)
    }

    // MARK: typealias, associatedtype, operator, precedencegroup

    mutating func parseTypealias(_ decl: inout Declaration) {
        decl.name = parseName()
        decl.genericParameters = parseGenericParameters()
        decl.typeAnnotation = parseAssignedType()
        decl.genericWhere = parseWhereClause()
    }

    mutating func parseAssociatedType(_ decl: inout Declaration) {
        decl.name = parseName()
        decl.inherits = parseInheritance()
        decl.typeAnnotation = parseAssignedType()
        decl.genericWhere = parseWhereClause()
    }

    /// `= Type` (a typealias's target, an associated type's default), as written.
    mutating func parseAssignedType() -> String? {
        guard cursor.at(.equal) else { return nil }
        cursor.advance()
        let start = cursor.index
        skipType()
        return cursor.index > start ? cursor.text(from: start, through: cursor.index - 1) : nil
    }

    mutating func parseOperator(_ decl: inout Declaration) {
        var name = ""
        while !cursor.atEnd, !cursor.current.isAtStartOfLine, cursor.current.kind != .colon, cursor.current.kind != .leftBrace,
              cursor.current.kind != .semicolon {
            if !name.isEmpty, cursor.current.hasSpaceBefore { break }
            name += cursor.text(cursor.current)
            cursor.advance()
        }
        decl.name = name
        if cursor.at(.colon) {
            cursor.advance()
            while cursor.current.isNameLike, !cursor.current.isAtStartOfLine {
                cursor.advance()
                guard cursor.at(.comma) else { break }
                cursor.advance()
            }
        } else if cursor.at(.leftBrace) {
            cursor.skipBalanced()
        }
    }

    mutating func parsePrecedenceGroup(_ decl: inout Declaration) {
        decl.name = parseName()
        if cursor.at(.leftBrace) { cursor.skipBalanced() }
    }

    // MARK: func, init, macro, deinit, subscript

    mutating func parseFunction(_ decl: inout Declaration) {
        if decl.kind == .`init` {
            decl.name = "init"
            if (cursor.at(.question) || cursor.at(.exclaim)), !cursor.current.hasSpaceBefore { cursor.advance() }
        } else {
            decl.name = parseName(allowOperator: decl.kind == .func)
        }
        decl.genericParameters = parseGenericParameters()
        guard cursor.at(.leftParen) else {
            diagnose(at: cursor.current, "expected '(' to open the parameter list of \(decl.name)")
            return
        }
        decl.parameters = parseParameters()
        decl.effects = parseEffects()
        if cursor.at(.arrow) {
            cursor.advance()
            let start = cursor.index
            skipType()
            if cursor.index > start { decl.returnType = cursor.text(from: start, through: cursor.index - 1) }
        }
        if decl.kind == .macro, cursor.at(.equal) {
            cursor.advance()
            skipExpression()
        }
        decl.genericWhere = parseWhereClause()
        if cursor.at(.leftBrace) { decl.body = scanBody() }
    }

    mutating func parseDeinit(_ decl: inout Declaration) {
        decl.name = "deinit"
        decl.effects = parseEffects()
        if cursor.at(.leftBrace) { decl.body = scanBody() }
    }

    mutating func parseSubscript(_ decl: inout Declaration) {
        decl.name = "subscript"
        decl.genericParameters = parseGenericParameters()
        if cursor.at(.leftParen) { decl.parameters = parseParameters() }
        if cursor.at(.arrow) {
            cursor.advance()
            let start = cursor.index
            skipType()
            if cursor.index > start { decl.returnType = cursor.text(from: start, through: cursor.index - 1) }
        }
        decl.genericWhere = parseWhereClause()
        if cursor.at(.leftBrace) {
            let (accessors, body) = parseAccessorBlock()
            decl.hasAccessorBlock = true
            decl.accessors = accessors
            decl.body = body
        }
    }

    /// `async`, `reasync`, `throws`, `rethrows`, `throws(E)`, in any order.
    mutating func parseEffects() -> Effects {
        var effects = Effects()
        while true {
            switch cursor.current.keyword {
            case .async: effects.isAsync = true
            case .reasync: effects.isAsync = true; effects.isReasync = true
            case .rethrows: effects.isThrowing = true; effects.isRethrowing = true
            case .throws:
                effects.isThrowing = true
                cursor.advance()
                // `throws(E)`, or `throws (E)` as some write it: nothing else may follow `throws` in parentheses
                if cursor.at(.leftParen), !cursor.current.isAtStartOfLine {
                    let open = cursor.index
                    if let close = cursor.skipBalanced(), close > open + 1 {
                        effects.thrownType = cursor.text(from: open + 1, through: close - 1)
                    }
                }
                continue
            default:
                return effects
            }
            cursor.advance()
        }
    }

    /// `(label name: Type = default, …)`
    mutating func parseParameters() -> [Parameter] {
        let open = cursor.index
        cursor.advance()
        var parameters: [Parameter] = []
        while !cursor.atEnd, !cursor.at(.rightParen) {
            let before = cursor.index
            if let parameter = parseParameter() { parameters.append(parameter) }
            // anything left of this parameter up to its comma
            while !cursor.atEnd, !cursor.at(.comma), !cursor.at(.rightParen) {
                if cursor.at(.rightBrace) || cursor.at(.leftBrace) { break }
                if cursor.at(.leftParen) || cursor.at(.leftBracket) { cursor.skipBalanced() } else { cursor.advance() }
            }
            if cursor.at(.comma) { cursor.advance() }
            if cursor.at(.leftBrace) || cursor.at(.rightBrace) || cursor.index == before { break }
        }
        if cursor.at(.rightParen) {
            cursor.advance()
        } else {
            diagnose(at: cursor.token(open), "expected ')' to close the parameter list")
        }
        return parameters
    }

    mutating func parseParameter() -> Parameter? {
        var attributes: [String] = []
        while cursor.at(.atSign), let attribute = parseAttribute() { attributes.append("@" + attribute.name) }
        let first = cursor.current
        guard first.kind == .identifier || first.kind == .keyword || first.kind == .backtickIdentifier else { return nil }
        cursor.advance()
        var second: Token?
        if cursor.current.kind == .identifier || cursor.current.kind == .keyword || cursor.current.kind == .backtickIdentifier {
            second = cursor.current
            cursor.advance()
        }
        // read into plain values and made at the end: a parameter set field by field was copied on its way out
        let label = cursor.text(first)
        let name = second.map { cursor.text($0) } ?? label
        guard cursor.at(.colon) else { return Parameter(label: label, name: name, type: "") }
        cursor.advance()
        while cursor.at(.atSign), let attribute = parseAttribute() { attributes.append("@" + attribute.name) }
        let isInout = cursor.at(.inout)
        let typeStart = cursor.index
        skipType()
        let type = cursor.index > typeStart ? cursor.text(from: typeStart, through: cursor.index - 1) : ""
        var isVariadic = false
        if (cursor.current.kind == .operator), cursor.spells(cursor.current, "...") {
            isVariadic = true
            cursor.advance()
        }
        var defaultValue: String?
        if cursor.at(.equal) {
            cursor.advance()
            let start = cursor.index
            skipExpression()
            if cursor.index > start { defaultValue = cursor.text(from: start, through: cursor.index - 1) }
        }
        return Parameter(label: label, name: name, type: type, defaultValue: defaultValue, isVariadic: isVariadic,
                         isInout: isInout, attributes: attributes)
    }

    // MARK: var, let

    /// One declaration per binding: `let a = 1, b = 2` gives two, sharing the statement's range.
    mutating func parseVariable(_ template: borrowing Declaration) {
        // the bindings go straight into the list (nothing else is added to it meanwhile) and are ended together;
        // each is set in place there (a declaration built in a variable and then appended was copied whole)
        let firstBinding = declarations.count
        repeat {
            if declarations.count > firstBinding { cursor.advance() }  // the comma
            let name: String
            let patternStart = cursor.index
            if cursor.at(.leftParen) {
                cursor.skipBalanced()
                name = cursor.text(from: patternStart, through: cursor.index - 1)
            } else if cursor.current.kind == .backtickIdentifier {
                name = String(cursor.text(cursor.current).dropFirst().dropLast())
                cursor.advance()
            } else if cursor.current.kind == .identifier || cursor.current.kind == .keyword {
                name = cursor.text(cursor.current)
                cursor.advance()
            } else {
                diagnose(at: cursor.current, "expected a name after '\(template.kind.rawValue)'")
                break
            }
            let index = appendBinding(of: template, named: name)
            if cursor.at(.colon) {
                cursor.advance()
                let start = cursor.index
                skipType()
                if cursor.index > start { declarations[index].typeAnnotation = cursor.text(from: start, through: cursor.index - 1) }
            }
            // a closure initializer's facts, then an accessor block's, merged in that order
            var body: BodyFacts?
            if cursor.at(.equal) {
                cursor.advance()
                let start = cursor.index
                let isClosure = cursor.at(.leftBrace)
                skipExpression()
                if cursor.index > start {
                    declarations[index].initializer = cursor.text(from: start, through: cursor.index - 1)
                    if isClosure, isClosureInitializer(from: start, to: cursor.index) {
                        body = BodyScanner.scan(cursor: cursor, range: start..<cursor.index)
                    } else if let facts = initialValueFacts(start..<cursor.index) {
                        declarations[index].initializerFacts = facts
                    }
                }
            }
            if cursor.at(.leftBrace) {
                let (accessors, accessorBody) = parseAccessorBlock()
                declarations[index].hasAccessorBlock = true
                declarations[index].accessors = accessors
                body = body.map { $0.merged(with: accessorBody) } ?? accessorBody
            }
            if let body { declarations[index].body = body }
        } while cursor.at(.comma)
        for i in firstBinding..<declarations.count { finishDeclaration(at: i) }
    }

    /// Appends a declaration of the same statement as `template` (`let a = 1, b = 2`, `case a, b`), made anew from
    /// the few facts the statement gives all of them rather than copied with every field; returns its index.
    mutating func appendBinding(of template: borrowing Declaration, named name: String) -> Int {
        declarations.append(Declaration(kind: template.kind, name: name, parent: template.parent, range: template.range))
        let index = declarations.count - 1
        declarations[index].measureName()
        if !template.attributes.isEmpty { declarations[index].attributes = template.attributes }
        if !template.modifiers.isEmpty { declarations[index].setModifiers(template.modifiers, flags: template.modifierFlags) }
        return index
    }

    /// `{ … }` or `{ … }()` spanning exactly `start..<end`.
    func isClosureInitializer(from start: Int, to end: Int) -> Bool {
        guard let close = cursor.matchingCloser(openingAt: start) else { return false }
        if close == end - 1 { return true }
        return close + 3 == end && cursor.token(close + 1).kind == .leftParen && cursor.token(close + 2).kind == .rightParen
    }

    /// `{ get set }`, `{ get async throws { … } set { … } }`, `{ willSet { … } didSet { … } }`, or a getter's
    /// statements directly. Returns the accessors present and the facts of all their bodies together.
    mutating func parseAccessorBlock() -> ([AccessorKind], BodyFacts) {
        let open = cursor.index
        guard startsAccessor(at: open + 1) || cursor.token(open + 1).kind == .rightBrace else {
            let start = cursor.index
            cursor.skipBalanced()
            let body = BodyScanner.scan(cursor: cursor, range: start..<cursor.index)
            return (["get"], body)
        }
        cursor.advance()
        var accessors: [AccessorKind] = []
        var facts = BodyFacts()
        var first = true
        while !cursor.atEnd, !cursor.at(.rightBrace) {
            let before = cursor.index
            skipAttributes()
            while Self.isModifierKeyword(cursor.current.keyword), !startsAccessorKeyword(cursor.current) { cursor.advance() }
            if startsAccessorKeyword(cursor.current) {
                accessors.append(cursor.text(cursor.current))
                cursor.advance()
                if cursor.at(.leftParen) { cursor.skipBalanced() }
                _ = parseEffects()
                if cursor.at(.leftBrace) {
                    let start = cursor.index
                    cursor.skipBalanced()
                    let body = BodyScanner.scan(cursor: cursor, range: start..<cursor.index)
                    facts = first ? body : facts.merged(with: body)
                    first = false
                }
            } else if cursor.at(.leftBrace) {
                cursor.skipBalanced()
            } else if cursor.index == before {
                cursor.advance()
            }
        }
        if cursor.at(.rightBrace) { cursor.advance() }
        if first {
            facts.startLine = cursor.line(cursor.token(open))
            facts.endLine = cursor.endLine(cursor.token(cursor.index - 1))
        }
        return (accessors, facts)
    }

    func startsAccessor(at i: Int) -> Bool {
        var probe = cursor
        probe.index = i
        while probe.at(.atSign), probe.parseAttributeSyntax() != nil {}
        var j = probe.index
        while Self.isModifierKeyword(cursor.token(j).keyword), !startsAccessorKeyword(cursor.token(j)) { j += 1 }
        let token = cursor.token(j)
        guard startsAccessorKeyword(token) else { return false }
        let next = cursor.token(j + 1)
        switch next.kind {
        case .leftBrace, .rightBrace: return true
        case .leftParen: return token.keyword != .get
        case .identifier, .keyword:
            return next.keyword == .async || next.keyword == .throws || startsAccessorKeyword(next)
                || Self.isModifierKeyword(next.keyword)
        default: return false
        }
    }

    func startsAccessorKeyword(_ token: Token) -> Bool {
        switch token.keyword {
        case .get, .set, .willSet, .didSet, ._read, ._modify, .unsafeAddress, .unsafeMutableAddress: return true
        case .`init`: return true
        case .yielding: return true
        default:
            // Swift 6.2's `borrow` and `mutate` accessors
            return token.kind == .identifier && (cursor.spells(token, "borrow") || cursor.spells(token, "mutate"))
        }
    }

    // MARK: case

    /// `case a, b(x: Int, String), c = 3`: one declaration per element.
    mutating func parseEnumCase(_ template: borrowing Declaration) {
        // the elements go straight into the list (nothing else is added to it meanwhile), are set in place there
        // and are ended together
        let firstElement = declarations.count
        repeat {
            if declarations.count > firstElement { cursor.advance() }
            let name = parseName()
            if name.isEmpty { break }
            let index = appendBinding(of: template, named: name)
            if cursor.at(.leftParen) {
                let open = cursor.index
                cursor.advance()
                var associatedValues: [String] = []  // set once: appending through the property copies the list each time
                defer { if !associatedValues.isEmpty { declarations[index].associatedValues = associatedValues } }
                while !cursor.atEnd, !cursor.at(.rightParen) {
                    let start = cursor.index
                    while !cursor.atEnd, !cursor.at(.comma), !cursor.at(.rightParen) {
                        if cursor.at(.leftBrace) || cursor.at(.rightBrace) { break }
                        if cursor.at(.leftParen) || cursor.at(.leftBracket) { cursor.skipBalanced() } else if cursor.at(.leftAngle) {
                            if !cursor.skipAngles() { cursor.advance() }
                        } else { cursor.advance() }
                    }
                    if cursor.index > start { associatedValues.append(cursor.text(from: start, through: cursor.index - 1)) }
                    if cursor.at(.comma) { cursor.advance() } else if !cursor.at(.rightParen) { break }
                }
                if cursor.at(.rightParen) { cursor.advance() } else { diagnose(at: cursor.token(open), "expected ')' to close the associated values") }
            }
            if cursor.at(.equal) {
                cursor.advance()
                let start = cursor.index
                skipExpression()
                if cursor.index > start { declarations[index].initializer = cursor.text(from: start, through: cursor.index - 1) }
            }
        } while cursor.at(.comma)
        for i in firstElement..<declarations.count { finishDeclaration(at: i) }
    }

    // MARK: Bodies

    /// What an initial value's expression calls, names and force-unwraps; nil when it does none of these.
    func initialValueFacts(_ range: Range<Int>) -> BodyFacts? {
        var interesting = false
        for i in range {
            let token = cursor.token(i)
            if token.kind == .exclaim || token.kind == .leftParen || token.kind == .leftBrace
                || (token.kind == .identifier && cursor.firstByte(token) >= 65 && cursor.firstByte(token) <= 90) {
                interesting = true
                break
            }
        }
        guard interesting else { return nil }
        let facts = BodyScanner.scan(cursor: cursor, range: range)
        return facts.calls.isEmpty && facts.typeNames.isEmpty && facts.forceUnwraps == 0 ? nil : facts
    }

    /// At `{`: skips the body and returns what it does.
    mutating func scanBody() -> BodyFacts {
        let start = cursor.index
        cursor.skipBalanced()
        return BodyScanner.scan(cursor: cursor, range: start..<cursor.index)
    }
}
