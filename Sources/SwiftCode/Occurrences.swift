// Occurrences: the calls, assignments and force unwraps in a syntax tree, in the schema of the oracle's
// `--occurrences` mode (swift-syntax ground truth), one JSON object per line: what `policy graph --format
// occurrences` prints and `compare_occurrences.py` measures.

import SwiftLexer

/// One call, assignment or force unwrap, at its token.
public struct Occurrence: Sendable, Equatable {
    public enum Kind: String, Sendable { case call, assign, forceUnwrap }

    public var kind: Kind
    public var line: Int
    public var column: Int
    /// call: the callee's name (backticks removed).
    public var callee: String = ""
    /// call: the base of a member call as written (white space removed, a trailing `?`/`!` dropped, at most 60
    /// characters); "" for an implicit member (`.font(…)`); nil for a plain call.
    public var receiver: String?
    /// call: each argument's label or `_`.
    public var labels: [String] = []
    /// call: `_` for a trailing closure, then each additional trailing closure's label.
    public var trailing: [String] = []
    /// assign: the assigned expression, white space removed.
    public var target: String = ""
    /// assign: `=`, `+=`, …
    public var op: String = ""
}

extension SyntaxTree {
    /// Every call (whose callee is a name or a member), assignment and force unwrap in the tree, in node order.
    public func occurrences() -> [Occurrence] {
        var result: [Occurrence] = []
        for index in nodes.indices {
            let node = nodes[index]
            switch node.kind {
            case .call:
                if let call = callOccurrence(index) { result.append(call) }
            case .infixOperator:
                guard node.flags & SyntaxNode.Flag.firstInSequence != 0, let lhs = child(index, 0) else { break }
                let isAssign: Bool
                if nodes[index].flags & SyntaxNode.Flag.assignment != 0 && tokens[Int(node.mainToken)].kind == .equal {
                    isAssign = true
                } else {
                    // the oracle's rule: an operator ending in `=` that is not one of the six comparisons
                    let full = operatorSpelling(index)
                    isAssign = full.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(full)
                }
                guard isAssign else { break }
                let (line, column) = location(of: lhs)
                var occurrence = Occurrence(kind: .assign, line: line, column: column)
                occurrence.target = compactText(of: lhs, droppingTrailingMarks: false, limit: nil)
                occurrence.op = tokens[Int(node.mainToken)].kind == .equal ? "=" : operatorSpelling(index)
                result.append(occurrence)
            case .forceUnwrap:
                let (line, column) = location(ofToken: Int(node.mainToken))
                result.append(Occurrence(kind: .forceUnwrap, line: line, column: column))
            default:
                break
            }
        }
        return result
    }

    /// The whole spelling of an infix operator node's operator (adjacent tokens, `>=` lexed as `>` `=`).
    func operatorSpelling(_ index: Int) -> String {
        let main = Int(nodes[index].mainToken)
        var end = main + 1
        let operatorKinds: Set<TokenKind> = [.operator, .equal, .question, .exclaim, .ampersand, .leftAngle, .rightAngle, .arrow]
        while end < tokens.count, operatorKinds.contains(tokens[end].kind), !tokens[end].hasSpaceBefore { end += 1 }
        return String(decoding: source[Int(tokens[main].start)..<Int(tokens[end - 1].end)], as: UTF8.self)
    }

    /// The text of node `index` with white space removed, trailing `?`/`!` dropped when asked, cut to `limit`
    /// characters: read from the bytes (a modifier chain's receivers are long and overlap), with the `String`
    /// path only for the rare text that holds non-ASCII bytes.
    func compactText(of index: Int, droppingTrailingMarks: Bool, limit: Int?) -> String {
        let range = byteRange(of: index)
        var end = range.upperBound
        var bytes: [UInt8] = []
        func isSpace(_ b: UInt8) -> Bool { b == 32 || (b >= 9 && b <= 13) }
        if droppingTrailingMarks {
            while end > range.lowerBound, isSpace(source[end - 1]) || source[end - 1] == UInt8(ascii: "?")
                    || source[end - 1] == UInt8(ascii: "!") { end -= 1 }
        }
        // enough bytes for `limit` characters, with room for clusters of several bytes
        let byteLimit = limit.map { $0 * 8 } ?? Int.max
        var i = range.lowerBound
        while i < end, bytes.count < byteLimit {
            let b = source[i]
            if b >= 0x80 {
                var text = String(decoding: source[range], as: UTF8.self).filter { !$0.isWhitespace }
                if droppingTrailingMarks { while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() } }
                return limit.map { String(text.prefix($0)) } ?? text
            }
            if !isSpace(b) { bytes.append(b) }
            i += 1
        }
        if let limit, bytes.count > limit { bytes.removeSubrange(limit...) }
        return String(decoding: bytes, as: UTF8.self)
    }


    func callOccurrence(_ index: Int) -> Occurrence? {
        guard var callee = child(index, 0) else { return nil }
        // through `<T>`, `?` and `!`
        while true {
            switch nodes[callee].kind {
            case .genericArguments, .optionalChain, .forceUnwrap:
                guard let inner = child(callee, 0) else { return nil }
                callee = inner
                continue
            default: break
            }
            break
        }
        let node = nodes[callee]
        let nameToken: Int
        var receiver: String?
        switch node.kind {
        case .name:
            guard tokens[Int(node.mainToken)].keyword != .super else { return nil }
            nameToken = Int(node.mainToken)
        case .memberAccess:
            nameToken = Int(node.mainToken)
            if node.flags & SyntaxNode.Flag.hasBase != 0, let base = child(callee, 0) {
                receiver = compactText(of: base, droppingTrailingMarks: true, limit: 60)
            } else {
                receiver = ""
            }
        default:
            return nil
        }
        let (line, column) = location(ofToken: nameToken)
        var occurrence = Occurrence(kind: .call, line: line, column: column)
        var name = text(ofToken: nameToken)
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") { name = String(name.dropFirst().dropLast()) }
        occurrence.callee = name
        occurrence.receiver = receiver
        for argument in children(of: index).dropFirst() {
            let a = nodes[Int(argument)]
            switch a.kind {
            case .argument: occurrence.labels.append(a.mainToken >= 0 ? text(ofToken: Int(a.mainToken)) : "_")
            case .trailingClosure: occurrence.trailing.append(a.mainToken >= 0 ? text(ofToken: Int(a.mainToken)) : "_")
            default: break
            }
        }
        return occurrence
    }
}

extension Occurrence {
    /// The oracle's JSON object for this occurrence in `file`.
    public func jsonLine(file: String) -> String {
        var out = "{\"file\":" + JSONString.quoted(file) + ",\"line\":\(line),\"column\":\(column),\"kind\":\"\(kind.rawValue)\""
        switch kind {
        case .call:
            out += ",\"callee\":" + JSONString.quoted(callee)
            out += ",\"receiver\":" + (receiver.map(JSONString.quoted) ?? "null")
            out += ",\"labels\":[" + labels.map(JSONString.quoted).joined(separator: ",") + "]"
            out += ",\"trailing\":[" + trailing.map(JSONString.quoted).joined(separator: ",") + "]"
        case .assign:
            out += ",\"target\":" + JSONString.quoted(target) + ",\"op\":" + JSONString.quoted(op)
        case .forceUnwrap:
            break
        }
        return out + "}"
    }
}

/// A JSON string literal of a text, escaped as JSON needs (quotes, backslashes, control characters); shared by the
/// occurrence dump and the pattern query's JSON.
public enum JSONString {
    public static func quoted(_ s: String) -> String {
        // plain ASCII text (nearly all) needs no escapes
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x80 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + s + "\""
        }
        var out = "\""
        for u in s.unicodeScalars {
            switch u {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where u.value < 0x20: out += "\\u00" + (u.value < 16 ? "0" : "") + String(u.value, radix: 16)
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }
}
