// PolicyParser (selectors, predicates, operands): the expression half of the grammar. And/or/not are
// consumed only when the next token can continue the same construct (one-token lookahead), so
// `X must have A and must have B` and `type matching *S and not protocol` both read as intended.

/// Where a predicate sits: after `must`/`should` its selector arguments may use and/or; inside a
/// selector's filter (`that …`, `with … that …`) they are a single selector (parenthesise for more).
enum PredicateContext {
    case requirement
    case filter
}

extension PolicyParser {
    // MARK: - Lookahead

    /// Whether the token at `index` can start a selector.
    func startsSelector(at index: Int) -> Bool {
        var index = index
        while token(at: index).isWord("not") { index += 1 }
        let token = token(at: index)
        switch token.kind {
        case .leftParen, .at: return true
        case .word: break
        default: return false
        }
        if SymbolKind(word: token.text) != nil || Modifier(word: token.text) != nil || Vocabulary.filterWords.contains(token.text) {
            return true
        }
        return token.isIdentifier && !token.isKeyword
    }

    /// Whether the token at `index` can start a predicate.
    func startsPredicate(at index: Int) -> Bool {
        var index = index
        while token(at: index).isWord("not") { index += 1 }
        let token = token(at: index)
        if token.kind == .leftParen { return true }
        return token.kind == .word && Vocabulary.predicateVerbs.contains(token.text)
    }

    /// Whether the token at `index` can start an item of a `have`/`with` list.
    func startsHasItem(at index: Int) -> Bool {
        let token = token(at: index)
        switch token.kind {
        case .at, .integer: return true
        case .word:
            return Vocabulary.quantityWords.contains(token.text) || token.text == "complexity" || token.text == "force"
                || SymbolKind(word: token.text) != nil || Modifier(word: token.text) != nil
        default: return false
        }
    }

    /// Whether qualifiers (attributes, modifiers) starting at `index` lead to a kind word on the same line,
    /// so that `have @Published property` is a member while `have @MainActor, final` is a list of items.
    func qualifiersLeadToKind(at index: Int) -> Bool {
        var cursor = index
        let line = token(at: index).span.line
        while token(at: cursor).kind != .endOfFile, token(at: cursor).span.line == line {
            let token = token(at: cursor)
            if token.kind == .at {
                cursor = self.index(afterAttributeAt: cursor)
            } else if token.kind == .word, SymbolKind(word: token.text) != nil {
                return true
            } else if token.kind == .word, Modifier(word: token.text) != nil {
                cursor += 1
                if self.token(at: cursor).kind == .leftParen, !self.token(at: cursor).hasLeadingSpace { cursor += 3 }
            } else {
                return false
            }
        }
        return false
    }

    /// The index after an attribute (`@Name` or `@Name(…)`) starting at `index`.
    func index(afterAttributeAt index: Int) -> Int {
        var cursor = index + 1
        guard token(at: cursor).kind == .word, !token(at: cursor).hasLeadingSpace else { return cursor }
        cursor += 1
        guard token(at: cursor).kind == .leftParen, !token(at: cursor).hasLeadingSpace else { return cursor }
        var open = 0
        while token(at: cursor).kind != .endOfFile {
            let kind = token(at: cursor).kind
            cursor += 1
            if kind == .leftParen { open += 1 }
            if kind == .rightParen {
                open -= 1
                if open == 0 { break }
            }
        }
        return cursor
    }

    // MARK: - Selectors

    /// `selector = sel_and { "or" sel_and }`
    mutating func parseSelector() throws(ParseAbort) -> SymbolSelector {
        var items = [try parseSelectorAnd()]
        while check("or"), startsSelector(at: position + 1) {
            advance()
            items.append(try parseSelectorAnd())
        }
        return items.count == 1 ? items[0] : SymbolSelector(kind: .any(items), span: items[0].span.through(items[items.count - 1].span))
    }

    /// `sel_and = sel_unary { "and" sel_unary }`
    mutating func parseSelectorAnd() throws(ParseAbort) -> SymbolSelector {
        var items = [try parseSelectorUnary()]
        while check("and"), startsSelector(at: position + 1) {
            advance()
            items.append(try parseSelectorUnary())
        }
        return items.count == 1 ? items[0] : SymbolSelector(kind: .all(items), span: items[0].span.through(items[items.count - 1].span))
    }

    /// `sel_unary = "not" sel_unary | sel_primary`
    mutating func parseSelectorUnary() throws(ParseAbort) -> SymbolSelector {
        try nest()
        defer { depth -= 1 }
        if check("not"), startsSelector(at: position + 1) {
            let keyword = advance()
            let inner = try parseSelectorUnary()
            return SymbolSelector(kind: .not(inner), span: keyword.span.through(inner.span))
        }
        return try parseSelectorPrimary()
    }

    /// `sel_primary = "(" selector ")" { filter } | { qualifier } [ head ] { filter }` (not empty).
    /// When `nested` (the operand of a filter such as `in`), a bare layer name or a parenthesised selector
    /// stands alone: the filters after it belong to the outer selector (`stored var in Controller without
    /// private`, `property in (class) named isLoading`), while a kind word takes them (`in struct conforming
    /// to View`).
    mutating func parseSelectorPrimary(nested: Bool = false) throws(ParseAbort) -> SymbolSelector {
        try nest()
        defer { depth -= 1 }
        let start = current
        if current.kind == .leftParen {
            advance()
            let inner = try parseSelector()
            guard current.kind == .rightParen else {
                throw fail("expected ')' to close the selector, found \(describe(current))", notes: [note("'(' opened here", at: start.span)])
            }
            advance()
            let parenthesised = SymbolSelector(kind: inner.kind, span: span(from: start))
            // `in (S) named x`: the parentheses close S, so the filters after them are the outer selector's
            if nested { return parenthesised }
            let filterStart = current
            let filters = try parseFilters()
            guard !filters.isEmpty else { return parenthesised }
            let rest = SymbolSelector(kind: .simple(SimpleSelector(head: nil, filters: filters)), span: span(from: filterStart))
            return SymbolSelector(kind: .all([parenthesised, rest]), span: span(from: start))
        }
        var modifiers: [Modifier] = []
        var filters: [SymbolPredicate] = []
        while true {
            if current.kind == .at {
                let attributeStart = current
                let attribute = try parseAttribute()
                let item = HasItem(kind: .attribute(attribute), span: span(from: attributeStart))
                filters.append(SymbolPredicate(kind: .has([item]), span: item.span))
            } else if current.kind == .word, let modifier = Modifier(word: current.text) {
                advance()
                modifiers.append(modifier)
            } else {
                break
            }
        }
        var head: SelectorHead?
        let qualified = !modifiers.isEmpty || !filters.isEmpty
        if !qualified, current.isWord("code"), peek().isWord("matching"), peek(2).kind == .codePattern {
            advance()
            advance()
            head = .code(try parseCodePattern(after: "code matching"))
        } else if !qualified, startsLayoutHead() {
            head = .layout(try parseLayoutHead())
        } else if qualified, current.startsLine {
            // Qualifiers end at the line's end: a kind on the next line starts a new statement.
        } else if current.kind == .word, let kind = SymbolKind(word: current.text) {
            advance()
            head = .kind(kind)
        } else if current.isIdentifier, !current.isKeyword {
            let name = advance()
            head = .layer(Identifier(name: name.text, span: name.span))
        }
        if nested, modifiers.isEmpty, filters.isEmpty, case .layer? = head {
            return SymbolSelector(kind: .simple(SimpleSelector(head: head)), span: span(from: start))
        }
        filters += try parseFilters()
        if modifiers.isEmpty, head == nil, filters.isEmpty {
            var notes: [DiagnosticNote] = []
            if current.kind == .word, !current.isKeyword, !current.isIdentifier {
                notes.append(DiagnosticNote(severity: .help, message: "to select by name, write 'type matching \(current.text)'"))
            }
            throw fail("expected a selector (a kind such as 'type' or 'class', a layer name, or a filter such as 'matching'), found \(describe(current))",
                       notes: notes, candidates: SymbolKind.singularWords + Vocabulary.filterWords)
        }
        return SymbolSelector(kind: .simple(SimpleSelector(head: head, modifiers: modifiers, filters: filters)), span: span(from: start))
    }

    mutating func parseFilters() throws(ParseAbort) -> [SymbolPredicate] {
        var filters: [SymbolPredicate] = []
        while let filter = try parseFilter() { filters.append(filter) }
        return filters
    }

    /// What follows `conforming to`/`inheriting from` (and `conform to`, `inherit from`): a parenthesised selector, a
    /// supertype the project declares that it selects; else name patterns, the predicate `named` makes of them.
    mutating func parseSupertypeOperand(after words: String, named: (Pattern) -> PredicateKind) throws(ParseAbort) -> PredicateKind {
        if current.kind == .leftParen { return .supertypeSelected(try parseSelectorPrimary(nested: true)) }
        return named(try parsePatternList(after: words))
    }

    /// One filter (`matching P`, `in S`, `with …`, `that P`, `not filter`…), or nil if none starts here.
    mutating func parseFilter() throws(ParseAbort) -> SymbolPredicate? {
        let start = current
        func made(_ kind: PredicateKind) -> SymbolPredicate { SymbolPredicate(kind: kind, span: span(from: start)) }
        if check("matching") || check("named") {
            advance()
            return made(.named(try parsePatternList(after: start.text)))
        }
        if check("under") {
            advance()
            return made(.under(try parsePatternList(after: "under")))
        }
        if check("in") {
            advance()
            return made(.isIn(try parseSelectorPrimary(nested: true)))
        }
        if check("conforming") {
            advance()
            try expect("to", "expected 'to' after 'conforming'")
            return made(try parseSupertypeOperand(after: "conforming to", named: PredicateKind.conformsTo))
        }
        if check("inheriting") {
            advance()
            try expect("from", "expected 'from' after 'inheriting'")
            return made(try parseSupertypeOperand(after: "inheriting from", named: PredicateKind.inheritsFrom))
        }
        if check("with") {
            advance()
            return made(.has(try parseHasList(after: "with")))
        }
        if check("without") {
            advance()
            let items = try parseHasList(after: "without")
            let negations = items.map { SymbolPredicate(kind: .not(SymbolPredicate(kind: .has([$0]), span: $0.span)), span: $0.span) }
            return negations.count == 1 ? made(negations[0].kind) : made(.all(negations))
        }
        if check("typed") {
            advance()
            return made(.typed(try parseOperand(after: "typed")))
        }
        if check("returning") {
            advance()
            return made(.returns(try parseOperand(after: "returning")))
        }
        if check("referencing") {
            advance()
            return made(.references(try parseSelectorPrimary(nested: true)))
        }
        if check("referenced") {
            advance()
            try expect("by", "expected 'by' after 'referenced': 'referenced by AppEntry'")
            return made(.referencedBy(try parseSelectorPrimary(nested: true)))
        }
        if check("calling") {
            advance()
            return made(.calls(try parseCallSpec()))
        }
        if check("importing") {
            advance()
            let only = accept("only")
            let pattern = try parsePatternList(after: "importing")
            return made(only ? .importsOnly(pattern) : .imports(pattern))
        }
        if check("assigning") {
            advance()
            return made(.assigns(try parseAssignSpec(.filter)))
        }
        if check("that") || check("where") {
            advance()
            return try parsePredicate(.filter)
        }
        if check("not"), peek().kind == .word, Vocabulary.filterWords.contains(peek().text) {
            advance()
            try nest()
            defer { depth -= 1 }
            guard let inner = try parseFilter() else { throw fail("expected a filter after 'not'") }
            return made(.not(inner))
        }
        return nil
    }

    // MARK: - Predicates

    /// `predicate = pred_and { "or" pred_and }`
    mutating func parsePredicate(_ context: PredicateContext) throws(ParseAbort) -> SymbolPredicate {
        try nest()
        defer { depth -= 1 }
        var items = [try parsePredicateAnd(context)]
        while check("or"), startsPredicate(at: position + 1) {
            advance()
            items.append(try parsePredicateAnd(context))
        }
        return items.count == 1 ? items[0] : SymbolPredicate(kind: .any(items), span: items[0].span.through(items[items.count - 1].span))
    }

    /// `pred_and = pred_unary { "and" pred_unary }`
    mutating func parsePredicateAnd(_ context: PredicateContext) throws(ParseAbort) -> SymbolPredicate {
        var items = [try parsePredicateUnary(context)]
        while check("and"), startsPredicate(at: position + 1) {
            advance()
            items.append(try parsePredicateUnary(context))
        }
        return items.count == 1 ? items[0] : SymbolPredicate(kind: .all(items), span: items[0].span.through(items[items.count - 1].span))
    }

    /// `pred_unary = "not" pred_unary | "(" predicate ")" | pred_atom`
    mutating func parsePredicateUnary(_ context: PredicateContext) throws(ParseAbort) -> SymbolPredicate {
        try nest()
        defer { depth -= 1 }
        let start = current
        if accept("not") {
            let inner = try parsePredicateUnary(context)
            return SymbolPredicate(kind: .not(inner), span: span(from: start))
        }
        if current.kind == .leftParen {
            advance()
            let inner = try parsePredicate(context)
            guard current.kind == .rightParen else {
                throw fail("expected ')' to close the predicate, found \(describe(current))", notes: [note("'(' opened here", at: start.span)])
            }
            advance()
            return SymbolPredicate(kind: inner.kind, span: span(from: start))
        }
        return try parsePredicateAtom(context)
    }

    mutating func parsePredicateAtom(_ context: PredicateContext) throws(ParseAbort) -> SymbolPredicate {
        let start = current
        func made(_ kind: PredicateKind) -> SymbolPredicate { SymbolPredicate(kind: kind, span: span(from: start)) }
        let verb = current.kind == .word ? current.text : ""
        switch verb {
        case "have", "has":
            advance()
            return made(.has(try parseHasList(after: verb)))
        case "be", "is", "are":
            advance()
            return try parseBe(context, start: start)
        case "match", "matches":
            advance()
            return made(.named(try parsePatternList(after: verb)))
        case "conform", "conforms":
            advance()
            try expect("to", "expected 'to' after '\(verb)'")
            return made(try parseSupertypeOperand(after: "\(verb) to", named: PredicateKind.conformsTo))
        case "inherit", "inherits":
            advance()
            try expect("from", "expected 'from' after '\(verb)'")
            return made(try parseSupertypeOperand(after: "\(verb) from", named: PredicateKind.inheritsFrom))
        case "reference", "references":
            advance()
            return made(.references(try parseSelectorArgument(context)))
        case "call", "calls":
            advance()
            return made(.calls(try parseCallSpec()))
        case "use", "uses":
            advance()
            return made(.uses(try parsePatternList(after: verb)))
        case "import", "imports":
            advance()
            let only = accept("only")
            let pattern = try parsePatternList(after: only ? "\(verb) only" : verb)
            return made(only ? .importsOnly(pattern) : .imports(pattern))
        case "assign", "assigns":
            advance()
            return made(.assigns(try parseAssignSpec(context)))
        case "return", "returns":
            advance()
            return made(.returns(try parseOperand(after: verb)))
        case "exist", "exists":
            advance()
            return made(.exists)
        case "contain", "contains":
            advance()
            return made(.contains(try parseCodePattern(after: verb)))
        case "begin", "begins":
            advance()
            try expect("with", "expected 'with' after '\(verb)': '\(verb) with a verb'")
            _ = accept("a")
            guard current.isWord("verb") else {
                throw fail("expected 'verb' after '\(verb) with', found \(describe(current))",
                           notes: [DiagnosticNote(severity: .note, message: "the one word class is 'verb'; a pack adds words to it with 'verbs WORD, …'")])
            }
            advance()
            return made(.beginsWithVerb)
        default:
            expectedWords += ["have", "be", "match", "conform", "inherit", "reference", "call", "use", "import", "assign", "return", "exist",
                              "contain", "begin"]
            throw fail("expected a predicate such as 'have', 'be', 'conform to', 'reference', 'call', 'use', 'import', 'assign', 'contain' or 'exist', found \(describe(current))")
        }
    }

    /// After `be`: `[a|an] {modifier} [kind]`, or `named P`, `under P`, `in S`, `typed T`, `isolated to ACTOR`.
    mutating func parseBe(_ context: PredicateContext, start: PolicyToken) throws(ParseAbort) -> SymbolPredicate {
        func made(_ kind: PredicateKind) -> SymbolPredicate { SymbolPredicate(kind: kind, span: span(from: start)) }
        _ = accept("a") || accept("an")
        var parts: [SymbolPredicate] = []
        while current.kind == .word, Modifier(word: current.text) != nil {
            let itemStart = current
            let item = try parseModifierItem()
            let hasItem = HasItem(kind: .modifier(item), span: span(from: itemStart))
            parts.append(SymbolPredicate(kind: .has([hasItem]), span: hasItem.span))
        }
        if current.kind == .word, let kind = SymbolKind(word: current.text), parts.isEmpty || !current.startsLine {
            let word = advance()
            parts.append(SymbolPredicate(kind: .isKind(kind), span: word.span))
        }
        if !parts.isEmpty { return parts.count == 1 ? made(parts[0].kind) : made(.all(parts)) }
        if check("named") {
            advance()
            return made(.named(try parsePatternList(after: "named")))
        }
        if check("under") {
            advance()
            return made(.under(try parsePatternList(after: "under")))
        }
        if check("in") {
            advance()
            return made(.isIn(try parseSelectorArgument(context)))
        }
        if check("typed") {
            advance()
            return made(.typed(try parseOperand(after: "typed")))
        }
        if check("referenced") {
            advance()
            try expect("by", "expected 'by' after 'referenced': 'be referenced by AppEntry'")
            return made(.referencedBy(try parseSelectorArgument(context)))
        }
        if check("isolated") {
            advance()
            try expect("to", "expected 'to' after 'isolated': 'be isolated to MainActor'")
            if current.kind == .at {
                throw fail("expected a global actor's name after 'isolated to', found '@'",
                           notes: [DiagnosticNote(severity: .help, message: "name the actor without '@': 'be isolated to MainActor'")])
            }
            guard current.isIdentifier, !current.isKeyword else {
                throw fail("expected a global actor's name after 'isolated to', such as MainActor, found \(describe(current))")
            }
            let name = advance()
            return made(.isolatedTo(Identifier(name: name.text, span: name.span)))
        }
        throw fail("expected a kind, a modifier, 'named', 'under', 'in', 'typed', 'referenced by' or 'isolated to' after '\(start.text)', found \(describe(current))",
                   candidates: SymbolKind.singularWords + Modifier.allCases.map(\.rawValue))
    }

    /// A selector operand of a predicate: full and/or/not after a modal, a single selector inside a filter.
    mutating func parseSelectorArgument(_ context: PredicateContext) throws(ParseAbort) -> SymbolSelector {
        context == .requirement ? try parseSelector() : try parseSelectorPrimary(nested: true)
    }

    // MARK: - Have items

    mutating func parseHasList(after word: String) throws(ParseAbort) -> [HasItem] {
        var items = [try parseHasItem(after: word)]
        while current.kind == .comma, startsHasItem(at: position + 1) {
            advance()
            items.append(try parseHasItem(after: word))
        }
        return items
    }

    mutating func parseHasItem(after word: String) throws(ParseAbort) -> HasItem {
        let start = current
        func made(_ kind: HasItemKind) -> HasItem { HasItem(kind: kind, span: span(from: start)) }
        if current.kind == .at, !qualifiersLeadToKind(at: position) {
            return made(.attribute(try parseAttribute()))
        }
        if check("complexity") {
            advance()
            return made(.complexity(try parseQuantity(numericOnly: true, after: "complexity")))
        }
        if check("force") {
            let implicit = Quantity(kind: .atLeast(1), text: "", span: current.span)
            try parseForceUnwraps()
            return made(.forceUnwraps(implicit))
        }
        if current.kind == .integer || (current.kind == .word && Vocabulary.quantityWords.contains(current.text)) {
            let quantity = try parseQuantity(numericOnly: false, after: word)
            if check("force") {
                try parseForceUnwraps()
                return made(.forceUnwraps(quantity))
            }
            if accept("lines") { return made(.lines(quantity)) }
            let selector = try parseSelectorPrimary()
            return made(.member(MemberItem(quantity: quantity, selector: selector, binding: try parseBinding())))
        }
        if current.kind == .word, Modifier(word: current.text) != nil, !qualifiersLeadToKind(at: position) {
            return made(.modifier(try parseModifierItem()))
        }
        if current.kind == .at || (current.kind == .word && (SymbolKind(word: current.text) != nil || Modifier(word: current.text) != nil)) {
            let selector = try parseSelectorPrimary()
            let implicit = Quantity(kind: .atLeast(1), text: "", span: start.span)
            return made(.member(MemberItem(quantity: implicit, selector: selector, binding: try parseBinding())))
        }
        throw fail("expected an attribute ('@Name'), a modifier, or a member such as 'a stored property' after '\(word)', found \(describe(current))",
                   candidates: SymbolKind.singularWords + Modifier.allCases.map(\.rawValue) + ["complexity", "force"] + Vocabulary.quantityWords)
    }

    mutating func parseForceUnwraps() throws(ParseAbort) {
        advance()
        guard accept("unwraps") || accept("unwrap") else { throw fail("expected 'unwraps' after 'force'") }
    }

    /// `@Name` or `@Name(arguments)`; the name must follow `@` directly.
    mutating func parseAttribute() throws(ParseAbort) -> AttributeItem {
        let at = advance()
        guard current.kind == .word, !current.hasLeadingSpace else {
            let adjacent = !current.hasLeadingSpace && current.kind != .endOfFile
            let span = adjacent ? current.span : source.span(offset: at.span.endOffset, length: 1)
            throw fail("expected an attribute name after '@'", span: span)
        }
        let name = advance()
        let valid = name.text.utf8.allSatisfy { PolicyToken.isIdentifierByte($0) || $0 == UInt8(ascii: "*") }
            && !(name.text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? true)
        guard valid else {
            var notes: [DiagnosticNote] = []
            if name.text.hasSuffix("."), name.text.dropLast().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                notes.append(DiagnosticNote(severity: .help, message: "remove the trailing '.': statements do not end with a period"))
            }
            throw fail("invalid attribute name '\(name.text)'", span: name.span, notes: notes)
        }
        var arguments: String?
        if current.kind == .leftParen, !current.hasLeadingSpace {
            let open = advance()
            var nesting = 1
            while nesting > 0 {
                if atEnd { throw fail("expected ')' to close the arguments of '@\(name.text)'", notes: [note("'(' opened here", at: open.span)]) }
                let token = advance()
                if token.kind == .leftParen { nesting += 1 }
                if token.kind == .rightParen { nesting -= 1 }
            }
            arguments = source.slice(from: open.span.endOffset, to: previous.span.offset)
        }
        return AttributeItem(name: name.template ?? Template(parts: [.literal(name.text)]), arguments: arguments)
    }

    /// `private`, `private(set)`, `nonisolated(unsafe)`.
    mutating func parseModifierItem() throws(ParseAbort) -> ModifierItem {
        let word = advance()
        let modifier = Modifier(word: word.text) ?? .public
        guard current.kind == .leftParen, !current.hasLeadingSpace else { return ModifierItem(modifier: modifier) }
        let open = advance()
        guard current.kind == .word else { throw fail("expected a word in '\(word.text)(…)', such as 'set'") }
        let detail = advance()
        guard current.kind == .rightParen else {
            throw fail("expected ')' after '\(word.text)(\(detail.text)'", notes: [note("'(' opened here", at: open.span)])
        }
        advance()
        return ModifierItem(modifier: modifier, detail: detail.text)
    }

    /// `as name`, if present.
    mutating func parseBinding() throws(ParseAbort) -> Identifier? {
        guard accept("as") else { return nil }
        guard current.isIdentifier, !current.isKeyword else {
            throw fail("expected a binding name after 'as', found \(describe(current))")
        }
        let name = advance()
        return Identifier(name: name.text, span: name.span)
    }

    // MARK: - Quantities

    mutating func parseQuantity(numericOnly: Bool, after word: String) throws(ParseAbort) -> Quantity {
        let start = current
        func made(_ kind: QuantityKind) -> Quantity {
            Quantity(kind: kind, text: source.slice(from: start.span.offset, to: previous.span.endOffset), span: span(from: start))
        }
        if current.kind == .integer { return made(.exactly(try parseNumber(after: word))) }
        let numericHelp = DiagnosticNote(severity: .help, message: "write a bound such as 'at most 10', 'at least 1' or 'exactly 2'")
        if !numericOnly {
            if accept("a") || accept("an") { return made(.atLeast(1)) }
            if accept("no") { return made(.exactly(0)) }
        } else if current.kind == .word, ["a", "an", "no"].contains(current.text) {
            throw fail("expected a numeric bound after '\(word)', found '\(current.text)'", notes: [numericHelp])
        }
        if accept("at") {
            if accept("most") { return made(.atMost(try parseNumber(after: "at most"))) }
            if accept("least") { return made(.atLeast(try parseNumber(after: "at least"))) }
            throw fail("expected 'most' or 'least' after 'at', found \(describe(current))")
        }
        if accept("exactly") { return made(.exactly(try parseNumber(after: "exactly"))) }
        if accept("more") {
            try expect("than", "expected 'than' after 'more'")
            let number = try parseNumber(after: "more than")
            return made(.atLeast(number + 1))
        }
        if accept("fewer") {
            try expect("than", "expected 'than' after 'fewer'")
            let numberToken = current
            let number = try parseNumber(after: "fewer than")
            guard number > 0 else { throw fail("'fewer than 0' can never hold", span: numberToken.span) }
            return made(.atMost(number - 1))
        }
        expectedWords += ["at", "exactly", "more", "fewer"]
        throw fail("expected a bound after '\(word)', found \(describe(current))", notes: [numericHelp])
    }

    mutating func parseNumber(after word: String) throws(ParseAbort) -> Int {
        guard current.kind == .integer else {
            throw fail("expected a number after '\(word)', found \(describe(current))")
        }
        guard let value = Int(current.text), value <= 1_000_000 else {
            throw fail("number '\(current.text)' is too large (at most 1000000)")
        }
        advance()
        return value
    }

    // MARK: - Patterns and operands

    /// `regex STRING`, or glob alternatives: `(WORD | STRING) { "," (WORD | STRING) }`. A list may go on on the next
    /// line after a comma (the comma says more follows).
    mutating func parsePatternList(after word: String) throws(ParseAbort) -> Pattern {
        let start = current
        let first = try parseSinglePattern(after: word)
        guard case .glob(var alternatives) = first.kind else { return first }
        while current.kind == .comma, isPatternToken(peek()) {
            advance()
            guard case .glob(let more) = try parseSinglePattern(after: ",", continuingList: true).kind else { break }
            alternatives += more
        }
        return Pattern(kind: .glob(alternatives), span: span(from: start))
    }

    func isPatternToken(_ token: PolicyToken) -> Bool {
        token.kind == .string || (token.kind == .word && !token.isKeyword)
    }

    mutating func parseSinglePattern(after word: String, continuingList: Bool = false) throws(ParseAbort) -> Pattern {
        let start = current
        if accept("regex") {
            guard current.kind == .string else { throw fail("expected a string after 'regex', such as \"^test_[a-z]+$\"") }
            return compileRegex(advance())
        }
        guard isPatternToken(current), continuingList || !current.startsLine || current.kind == .string else {
            var notes: [DiagnosticNote] = []
            if current.isKeyword { notes.append(DiagnosticNote(severity: .help, message: "to match the word '\(current.text)', quote it: \"\(current.text)\"")) }
            throw fail("expected a pattern after '\(word)', found \(describe(current))", notes: notes)
        }
        let token = advance()
        let template = token.template ?? Template(parts: [.literal(token.text)])
        if template.parts.isEmpty { throw fail("a pattern cannot be empty", span: token.span) }
        return Pattern(kind: .glob([template]), span: span(from: start))
    }

    /// Compiles a regex string; a syntax error is reported at its column and the pattern then matches nothing.
    mutating func compileRegex(_ token: PolicyToken) -> Pattern {
        let text = token.template?.text ?? ""
        do {
            return Pattern(kind: .regex(try SafeRegex(text)), span: token.span)
        } catch {
            var offset = token.span.offset
            if !token.text.hasPrefix("\"\"\"") {
                offset += 1 + PolicyLexer.rawOffset(ofCooked: error.offset, inStringToken: token.text)
            }
            diagnostics.append(.error("invalid regular expression: \(error.message)", at: source.span(offset: offset, length: 1), in: source))
            return Pattern(kind: .glob([]), span: token.span)
        }
    }

    /// The operand of `typed`, `returning`, `return`, `on`, `before assigning`.
    mutating func parseOperand(after word: String) throws(ParseAbort) -> Operand {
        let start = current
        if current.kind == .word, let template = current.template, template.parts.count == 1,
           case .placeholder(let placeholder) = template.parts[0] {
            advance()
            return Operand(kind: .binding(Identifier(name: placeholder.name, span: start.span)), span: start.span)
        }
        if current.kind == .string || current.isWord("regex") {
            return Operand(kind: .pattern(try parsePatternList(after: word)), span: span(from: start))
        }
        if current.kind == .leftParen || current.kind == .at
            || (current.kind == .word && (SymbolKind(word: current.text) != nil || Modifier(word: current.text) != nil)) {
            // `typed (S) in Model`: as after `in`, the parentheses close S and the filters after them are the outer
            // selector's (a KIND takes its filters: `typed struct with …`)
            return Operand(kind: .selector(try parseSelectorPrimary(nested: true)), span: span(from: start))
        }
        // `typed URL, DeepLink*, *Route`: a list of alternatives is a pattern (layers stand alone)
        let isList = peek().kind == .comma && isPatternToken(peek(2))
        if current.isIdentifier, !current.isKeyword, !isList {
            let name = advance()
            return Operand(kind: .nameOrLayer(Identifier(name: name.text, span: name.span)), span: name.span)
        }
        if isPatternToken(current) {
            return Operand(kind: .pattern(try parsePatternList(after: word)), span: span(from: start))
        }
        throw fail("expected a type pattern, a layer or a kind after '\(word)', found \(describe(current))",
                   candidates: SymbolKind.singularWords)
    }

    /// `NAME [on operand] [before assigning operand]`
    mutating func parseCallSpec() throws(ParseAbort) -> CallSpec {
        let name = try parsePatternList(after: "call")
        let receiver = accept("on") ? try parseOperand(after: "on") : nil
        var before: Operand?
        if accept("before") {
            try expect("assigning", "expected 'assigning' after 'before'")
            before = try parseOperand(after: "assigning")
        }
        return CallSpec(name: name, receiver: receiver, beforeAssigning: before)
    }

    /// `[VALUE] to TARGET [as NAME]`
    mutating func parseAssignSpec(_ context: PredicateContext) throws(ParseAbort) -> AssignSpec {
        var value: Pattern?
        if !check("to") { value = try parseSinglePattern(after: "assign") }
        try expect("to", "expected 'to' in an assignment, as in 'assign Task to property'")
        let target = try parseSelectorArgument(context)
        return AssignSpec(value: value, target: target, binding: try parseBinding())
    }
}
