// PolicyParser (code patterns): a `` `Swift code` `` operand, compiled with SwiftPatterns as it is read so that a
// pattern that does not parse (or parses to nothing) is reported at its line and column inside the policy file.

import Foundation
import SwiftPatterns

extension PolicyParser {
    /// A backticked code pattern after `word`. A pattern that does not compile is reported (at the place inside the
    /// backticks) and kept: the policy then has an error, so it is never evaluated.
    /// `relations`: whether relations (`inside \`Q\``, `not before \`Q\``…) and `where $X < N` may follow (not after a
    /// related pattern).
    /// `loneMetavariable`: whether the pattern may be a lone metavariable (after `after`/`before`: any statement).
    mutating func parseCodePattern(after word: String, relations allowsRelations: Bool = true,
                                   loneMetavariable: Bool = false) throws(ParseAbort) -> CodePatternLiteral {
        guard current.kind == .codePattern else {
            throw fail("expected a code pattern in backticks after '\(word)' (such as `DispatchQueue.main.async { $$$ }`), found \(describe(current))")
        }
        let token = advance()
        var literal = CodePatternLiteral(text: String(token.text.dropFirst().dropLast(token.lexicalError == nil ? 1 : 0)), span: token.span)
        // an unterminated pattern is already reported by the lexer
        guard token.lexicalError == nil else { return literal }
        var variables: [String] = []
        do {
            variables = try CodePattern.compile(literal.text, allowingLoneMetavariable: loneMetavariable).metavariables
        } catch let error as PatternError {
            let start = token.span.offset + 1
            let offset = start + Self.offset(ofLine: error.line, column: error.column, in: literal.text)
            var message = relocated(error.message, patternText: literal.text, patternStart: start)
            if !allowsRelations, (try? CodePattern.compile(literal.text, allowingLoneMetavariable: true))?.isLoneMetavariable == true {
                message += "; only 'after' and 'before' take one (any other statement of the list: `not after `$_`` is"
                    + " the first statement); after '\(word)' write the code around it, such as `if $C { $$$ }`"
            }
            diagnostics.append(.error("invalid code pattern: \(message)", at: source.span(offset: offset, length: 1), in: source))
        } catch {
            diagnostics.append(.error("invalid code pattern: \(error)", at: token.span, in: source))
        }
        guard allowsRelations else { return literal }
        // on the same line or a continuation: a word starting the next line may be the next statement's layer, but
        // `where $X` and a relation before a pattern (`not before \`Q\``) cannot start a statement
        while !current.startsLine || (current.isWord("where") && peek().kind == .word && peek().text.hasPrefix("$"))
                || startsRelation() {
            let negated = current.isWord("not")
            let word = negated ? peek() : current
            if word.kind == .word, let kind = CodePatternRelation.Kind(rawValue: (negated ? "not " : "") + word.text),
               peek(negated ? 2 : 1).kind == .codePattern {
                advance()
                if negated { advance() }
                let related = try parseCodePattern(after: kind.rawValue, relations: false, loneMetavariable: kind.takesLoneMetavariable)
                if kind.isPositive {
                    variables += (try? CodePattern.compile(related.text, allowingLoneMetavariable: kind.takesLoneMetavariable).metavariables) ?? []
                }
                literal.relations.append(CodePatternRelation(kind: kind, pattern: related))
            } else if current.isWord("where"), peek().kind == .word, peek().text.hasPrefix("$") {
                advance()
                literal.constraints.append(try parseCodeConstraint(variables: variables))
                // `where A and B`: `and` continues only before another metavariable (else it joins predicates)
                while current.isWord("and"), peek().kind == .word, peek().text.hasPrefix("$") {
                    advance()
                    literal.constraints.append(try parseCodeConstraint(variables: variables))
                }
            } else {
                break
            }
        }
        return literal
    }

    /// Whether the tokens from here are a relation word (after `not` or not) and a backticked pattern.
    func startsRelation() -> Bool {
        let negated = current.isWord("not")
        let word = negated ? peek() : current
        return word.kind == .word && CodePatternRelation.Kind(rawValue: (negated ? "not " : "") + word.text) != nil
            && peek(negated ? 2 : 1).kind == .codePattern
    }

    /// The backticked template of `fix replace with \`T\``, with the place of each metavariable it uses (the checker
    /// compares them with what the rule's pattern binds).
    mutating func parseCodeTemplate() throws(ParseAbort) -> CodeTemplateLiteral {
        guard current.kind == .codePattern else {
            throw fail("expected the replacement code in backticks after 'fix replace with' (such as `Task { $$$BODY }`), found \(describe(current))")
        }
        let token = advance()
        let text = String(token.text.dropFirst().dropLast(token.lexicalError == nil ? 1 : 0))
        let start = token.span.offset + 1
        let variables = CodeTemplate(text).uses.map { use in
            CodeTemplateLiteral.Variable(name: use.name, span: source.span(offset: start + use.range.lowerBound, length: use.range.count))
        }
        return CodeTemplateLiteral(text: text, span: token.span, variables: variables)
    }

    /// One constraint after `where` or `and`: `$W < 44` (`<`, `<=`, `>`, `>=` or `==`, then an integer or decimal
    /// number, `-` allowed), `$N [not] matching P`, `$S is [not] integer` (a literal kind), `$C is [not] [stored]
    /// property [typed T]`, `$S is [not] Layer`.
    mutating func parseCodeConstraint(variables: [String]) throws(ParseAbort) -> CodePatternConstraint {
        let variableToken = advance()
        let start = variableToken
        let name = String(variableToken.text.dropFirst())
        if !variables.contains(name) {
            let bound = variables.isEmpty ? "the pattern binds no metavariable" : "the pattern binds " + variables.map { "$" + $0 }.joined(separator: ", ")
            // reported, and the constraint read on: the rule keeps its assertion, so this is its only error
            _ = fail("unknown metavariable '\(variableToken.text)' in 'where': \(bound)", span: variableToken.span)
        }
        if current.isWord("matching") || (current.isWord("not") && peek().isWord("matching")) {
            let negated = accept("not")
            advance()
            let pattern = try parsePatternList(after: "matching")
            return CodePatternConstraint(variable: name, negated: negated, test: .matching(pattern), span: span(from: start))
        }
        if accept("is") {
            let negated = accept("not")
            return CodePatternConstraint(variable: name, negated: negated, test: try parseCodeReferent(after: variableToken.text),
                                         span: span(from: start))
        }
        var comparison: CodePatternConstraint.Comparison?
        // `<` and `>` are word characters and `=` punctuation: `<=` is two tokens, written together
        if current.kind == .word, current.text == "<" || current.text == ">", peek().kind == .equals, !peek().hasLeadingSpace {
            comparison = current.text == "<" ? .lessOrEqual : .greaterOrEqual
            advance()
            advance()
        } else if current.kind == .word {
            comparison = CodePatternConstraint.Comparison(rawValue: current.text)
            if comparison != nil { advance() }
        } else if current.kind == .equals, peek().kind == .equals, !peek().hasLeadingSpace {
            advance()
            advance()
            comparison = .equal
        }
        guard let comparison else {
            throw fail("expected a comparison ('<', '<=', '>', '>=' or '=='), 'matching', 'not matching' or 'is' after '\(variableToken.text)', found \(describe(current))")
        }
        guard current.kind == .integer || current.kind == .word, let number = Double(current.text), number.isFinite else {
            throw fail("expected a number after '\(variableToken.text) \(comparison.rawValue)', found \(describe(current))")
        }
        advance()
        return CodePatternConstraint(variable: name, comparison: comparison, number: number, span: span(from: start))
    }

    /// After `$X is [not]`: a literal kind (`integer`, `float`, `string`, `bool`, `nil`, `array`, `dictionary`,
    /// `regex`), `[stored] property [typed T]`, or a layer name (the checker resolves it).
    mutating func parseCodeReferent(after variable: String) throws(ParseAbort) -> CodePatternConstraint.Test {
        if current.kind == .word, let kind = CodePatternConstraint.LiteralKind(rawValue: current.text) {
            advance()
            return .literal(kind)
        }
        if current.isWord("property") || (current.isWord("stored") && peek().isWord("property")) {
            let stored = accept("stored")
            advance()
            let typed = accept("typed") ? try parseOperand(after: "typed") : nil
            return .property(stored: stored, typed: typed)
        }
        guard current.kind == .word, current.isIdentifier, !current.isKeyword, !current.startsLine else {
            let kinds = CodePatternConstraint.LiteralKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw fail("expected a literal kind (\(kinds)), 'property' or a layer after '\(variable) is', found \(describe(current))",
                       candidates: CodePatternConstraint.LiteralKind.allCases.map(\.rawValue) + ["property"])
        }
        let layer = advance()
        return .layer(Identifier(name: layer.text, span: layer.span))
    }

    /// `… the one at 1:6` (a place inside the pattern) as the place in the policy file (`… the one at 3:28`).
    func relocated(_ message: String, patternText: String, patternStart: Int) -> String {
        guard let range = message.range(of: #"at (\d+):(\d+)"#, options: .regularExpression) else { return message }
        let numbers = message[range].dropFirst(3).split(separator: ":").compactMap { Int($0) }
        guard numbers.count == 2 else { return message }
        let place = source.span(offset: patternStart + Self.offset(ofLine: numbers[0], column: numbers[1], in: patternText), length: 1)
        return message.replacingCharacters(in: range, with: "at \(place.line):\(place.column)")
    }

    /// The byte offset in `text` of a 1-based line and UTF-8 column (clamped to the text).
    static func offset(ofLine line: Int, column: Int, in text: String) -> Int {
        let bytes = Array(text.utf8)
        var lineStart = 0
        var currentLine = 1
        while currentLine < line, let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            lineStart = newline + 1
            currentLine += 1
        }
        return min(lineStart + max(0, column - 1), bytes.count)
    }
}
