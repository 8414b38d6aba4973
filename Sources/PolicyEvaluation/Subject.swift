// Subjects and bindings: what a rule is checked against (a symbol, a file, or a function's parameter)
// and the names bound with `as` while matching it.

import SymbolGraph
import SwiftDeclarations

/// One thing a selector can match.
public enum SubjectRef: Hashable, Sendable, Comparable {
    case symbol(SymbolID)
    case file(Int)
    case parameter(ParameterRef)

    private var order: (Int, Int, Int) {
        switch self {
        case .file(let f): return (0, f, -1)
        case .symbol(let s): return (1, s, -1)
        case .parameter(let p): return (1, p.function, p.index)
        }
    }

    public static func < (a: SubjectRef, b: SubjectRef) -> Bool { a.order < b.order }

    var symbol: SymbolID? {
        switch self {
        case .symbol(let id): return id
        case .file, .parameter: return nil
        }
    }

    /// The declaration the subject is or belongs to: the symbol, or the function a parameter is declared by.
    var declaration: SymbolID? {
        switch self {
        case .symbol(let id): return id
        case .parameter(let parameter): return parameter.function
        case .file: return nil
        }
    }
}

/// A function's parameter: the function and the parameter's index, in 8 bytes so that a `SubjectRef` takes 16, not
/// 24 (lists of subjects, and the memos that keep them, are the largest tables evaluation makes).
public struct ParameterRef: Hashable, Sendable {
    private let storedFunction: Int32
    private let storedIndex: Int32

    public var function: SymbolID { Int(storedFunction) }
    public var index: Int { Int(storedIndex) }

    public init(function: SymbolID, index: Int) {
        storedFunction = Int32(clamping: function)
        storedIndex = Int32(clamping: index)
    }
}

/// A symbol bound by `as name`.
struct BoundSymbol: Hashable {
    var name: String
    var subject: SubjectRef
}

/// The names bound so far while matching one subject.
struct Bindings: Hashable {
    var values: [String: BoundSymbol] = [:]

    /// These bindings with `name` bound to `value`. With nothing bound yet, the one-name table is built at its size
    /// (inserting into an empty table first grows it, and costs about twice as much).
    func binding(_ name: String, to value: BoundSymbol) -> Bindings {
        guard !values.isEmpty else { return Bindings(values: [name: value]) }
        var copy = self
        copy.values[name] = value
        return copy
    }

    subscript(name: String) -> BoundSymbol? { values[name] }
}
