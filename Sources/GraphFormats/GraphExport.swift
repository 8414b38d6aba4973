// GraphFormats: the symbol graph written out (`policy graph`), read through SymbolGraph's public API only.
// GraphExport: the graph as text for people and tools. `jsonl` is one object per declaration in the
// oracle's schema (`shared/tools/oracle/README.md`) plus a few fields of ours; `json` is the whole graph
// (files, symbols, edges); `summary` is counts.

import SwiftDeclarations
import SymbolGraph

public enum GraphExport {
    /// One JSON object per declaration, in the oracle's field order, one per line.
    public static func jsonLines(_ graph: SymbolGraph) -> String {
        var out = ""
        out.reserveCapacity(graph.symbols.count * 300)
        for file in graph.files {
            for id in file.symbols {
                appendRecord(graph, id, file, file.declarations[id - file.firstSymbol], to: &out)
                out += "\n"
            }
        }
        return out
    }

    static func appendRecord(_ graph: SymbolGraph, _ id: SymbolID, _ file: SourceFile, _ d: Declaration, to out: inout String) {
        var w = JSONObjectWriter()
        w.field("file", file.path)
        w.field("line", d.range.startLine)
        w.field("endLine", d.range.endLine)
        w.field("kind", d.kind.rawValue)
        w.field("name", d.name)
        w.field("parent", parentPath(graph, id))
        w.field("attributes", d.attributes.map { "@" + $0.name })
        w.field("modifiers", d.modifiers.map(\.text))
        w.field("genericWhere", d.genericWhere != nil)
        switch d.kind {
        case .class, .struct, .enum, .actor, .protocol, .extension, .associatedtype:
            w.field("inherits", d.inherits)
        case .func, .`init`:
            w.field("async", d.effects.isAsync)
            w.field("throws", d.effects.isThrowing)
            w.field("params", d.parameters.map { "\($0.label):\($0.name)" })
            w.field("returnType", d.returnType)
            if let body = d.body { appendBody(body, &w) }
        case .deinit:
            if let body = d.body { appendBody(body, &w) }
        case .var, .let:
            w.field("typeAnnotation", d.typeAnnotation)
            w.field("initializer", d.initializer.map { String($0.prefix(80)) })
            w.field("accessors", d.hasAccessorBlock)
            if let body = d.body { appendBody(body, &w) }
        case .case:
            w.field("associatedValues", d.associatedValues)
        case .import, .typealias, .subscript, .macro, .operator, .precedencegroup:
            break
        }
        w.field("id", graph.qualifiedName(id))
        w.field("module", file.module)
        out += w.finish()
    }

    static func appendBody(_ body: BodyFacts, _ w: inout JSONObjectWriter) {
        w.field("calls", Array(Set(body.calls.map(\.name))).sorted())
        w.field("identifiers", body.typeNames)
    }

    /// Dotted names of the enclosing types and extensions: the oracle's `parent`.
    public static func parentPath(_ graph: SymbolGraph, _ id: SymbolID) -> String {
        var names: [String] = []
        var next = graph.symbols[id].parent
        while let p = next {
            names.append(graph.name(p))
            next = graph.symbols[p].parent
        }
        return names.reversed().joined(separator: ".")
    }

    // MARK: Whole graph

    public static func json(_ graph: SymbolGraph) -> String {
        var out = "{\"files\":["
        for (i, file) in graph.files.enumerated() {
            if i > 0 { out += "," }
            var w = JSONObjectWriter(out: "\n")
            w.field("path", file.path)
            w.field("module", file.module)
            w.field("lines", file.lineCount)
            w.field("imports", file.imports.map { ($0.isTestable ? "@testable " : "") + ($0.kind.map { "\($0) " } ?? "") + $0.module })
            w.field("problems", file.diagnostics.map { "\($0.line):\($0.column): \($0.message)" })
            out += w.finish()
        }
        out += "],\"symbols\":["
        for (i, symbol) in graph.symbols.enumerated() {
            if i > 0 { out += "," }
            let d = graph.declaration(symbol.id)
            var w = JSONObjectWriter(out: "\n")
            w.field("id", graph.qualifiedName(symbol.id))
            w.field("index", symbol.id)
            w.field("kind", d.kind.rawValue)
            w.field("name", d.name)
            w.field("file", graph.files[symbol.file].path)
            w.field("line", d.range.startLine)
            w.field("column", d.range.startColumn)
            w.field("endLine", d.range.endLine)
            w.field("parent", symbol.parent)
            w.field("attributes", d.attributes.map { "@" + $0.name + ($0.arguments.map { "(\($0))" } ?? "") })
            w.field("modifiers", d.modifiers.map(\.text))
            if !d.inherits.isEmpty { w.field("inherits", d.inherits) }
            if let supertypes = graph.supertypes[symbol.id], !supertypes.isEmpty { w.field("supertypes", supertypes.sorted()) }
            if !d.parameters.isEmpty {
                w.field("parameters", d.parameters.map { p in
                    "\(p.label) \(p.name): \(p.type)" + (p.isVariadic ? "..." : "") + (p.defaultValue.map { " = \($0)" } ?? "")
                })
            }
            if d.kind == .func || d.kind == .`init` {
                w.field("async", d.effects.isAsync)
                w.field("throws", d.effects.isThrowing)
                w.field("returnType", d.returnType)
            }
            if d.kind == .var || d.kind == .let {
                w.field("type", d.typeAnnotation)
                w.field("stored", d.isStoredProperty)
                if !d.accessors.isEmpty { w.field("accessors", d.accessors) }
            }
            if let body = d.body {
                w.field("calls", body.calls.map { ($0.receiver.map { "\($0)." } ?? "") + $0.name })
                if !body.assignments.isEmpty { w.field("assignments", body.assignments.map(\.target)) }
                w.field("complexity", body.complexity)
                w.field("forceUnwraps", body.forceUnwraps)
                w.field("bodyLines", body.lineCount)
                w.field("await", body.hasAwait)
                w.field("defer", body.hasDefer)
                w.field("spawnsTask", body.spawnsTask)
            }
            out += w.finish()
        }
        out += "],\"edges\":["
        for (i, edge) in graph.edges.enumerated() {
            if i > 0 { out += "," }
            var w = JSONObjectWriter(out: "\n")
            w.field("kind", edge.kind.rawValue)
            w.field("source", graph.qualifiedName(edge.source))
            switch graph.target(of: edge) {
            case .symbol(let t): w.field("target", graph.qualifiedName(t))
            case .external(let name): w.field("external", name)
            }
            out += w.finish()
        }
        out += "\n]}\n"
        return out
    }

    // MARK: Summary

    public static func summary(_ graph: SymbolGraph, problems: Int) -> String {
        var lines: [String] = []
        let lineCount = graph.files.reduce(0) { $0 + $1.lineCount }
        let bytes = graph.files.reduce(0) { $0 + $1.byteCount }
        lines.append("files: \(graph.files.count)  lines: \(lineCount)  bytes: \(bytes)  problems: \(problems)")
        lines.append("symbols: \(graph.symbols.count)")
        for kind in DeclarationKind.allCases {
            let count = graph.symbolsByKind[kind]?.count ?? 0
            if count > 0 { lines.append("  \(kind.rawValue): \(count)") }
        }
        lines.append("edges: \(graph.edges.count)")
        // counted per kind by its place in `allCases`, the edges read in place: a dictionary keyed by kind hashed
        // each kind's raw string, and a copy of each edge retained its external name
        let kinds = Edge.Kind.allCases
        var project = [Int](repeating: 0, count: kinds.count), external = project
        graph.edges.withUnsafeBufferPointer { edges in
            for i in edges.indices {
                guard let k = kinds.firstIndex(of: edges[i].kind) else { continue }
                if edges[i].targetSymbol != nil { project[k] += 1 } else { external[k] += 1 }
            }
        }
        for (k, kind) in kinds.enumerated() where project[k] + external[k] > 0 {
            lines.append("  \(kind.rawValue): \(project[k] + external[k]) (\(project[k]) to project symbols, \(external[k]) external)")
        }
        var modules: [String: Int] = [:]
        for file in graph.files { modules[file.module, default: 0] += 1 }
        lines.append("modules: " + modules.keys.sorted().map { "\($0.isEmpty ? "(root)" : $0) (\(modules[$0] ?? 0) files)" }.joined(separator: ", "))
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Writes one JSON object field by field, in the order given.
public struct JSONObjectWriter {
    var out: String
    var first = true

    public init(out: String = "") {
        self.out = out
        self.out += "{"
    }

    mutating func key(_ name: String) {
        if !first { out += "," }
        first = false
        out += "\""
        out += name
        out += "\":"
    }

    public mutating func field(_ name: String, _ value: String) { key(name); JSONText.appendQuoted(value, to: &out) }
    public mutating func field(_ name: String, _ value: Int) { key(name); out += String(value) }
    public mutating func field(_ name: String, _ value: Bool) { key(name); out += value ? "true" : "false" }
    public mutating func field(_ name: String, _ value: String?) {
        key(name)
        if let value { JSONText.appendQuoted(value, to: &out) } else { out += "null" }
    }
    public mutating func field(_ name: String, _ value: Int?) {
        key(name)
        if let value { out += String(value) } else { out += "null" }
    }
    public mutating func field(_ name: String, _ values: [String]) {
        key(name)
        out += "["
        for (i, v) in values.enumerated() {
            if i > 0 { out += "," }
            JSONText.appendQuoted(v, to: &out)
        }
        out += "]"
    }

    public mutating func finish() -> String {
        out += "}"
        return out
    }
}

public enum JSONText {
    public static func appendQuoted(_ s: String, to out: inout String) {
        out += "\""
        var needsEscape = false
        for b in s.utf8 where b < 0x20 || b == 0x22 || b == 0x5C { needsEscape = true; break }
        if !needsEscape {
            out += s
        } else {
            for u in s.unicodeScalars {
                switch u {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case _ where u.value < 0x20:
                    let hex = String(u.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(u)
                }
            }
        }
        out += "\""
    }
}
