// InferredType: the type a var/let without a written type gets from its initial value, as far as the text
// shows it: the type a call constructs (`Foo()`, `[Item]()`) or a literal's default type. Read once, as the
// declaration is parsed.

/// The type of an initial value, read from its text.
public enum InferredType {
    /// `FeatureController()` → `FeatureController`, `Foo.Bar<T>(x)` → `Foo.Bar<T>`, `[Item]()` → `[Item]`;
    /// literals get Swift's default types: `false` → `Bool`, `"…"` → `String`, `0` → `Int`, `0.5` → `Double`.
    public static func of(_ initializer: String) -> String? {
        var initializer = initializer
        if let ascii = initializer.withUTF8(ofASCII) { return ascii }
        let text = trimmingSpaces(initializer)
        if let literal = literalType(text) { return literal }
        guard let paren = text.firstIndex(of: "("), paren != text.startIndex else { return nil }
        var head = String(text[..<paren])
        if head.hasSuffix(".init") { head = String(head.dropLast(5)) }
        let allowed = head.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil
            || "_.<>[]:, ?".unicodeScalars.contains($0) }
        guard allowed, let first = head.unicodeScalars.first, first == "[" || first.properties.isUppercase else { return nil }
        return head
    }

    /// The text without leading and trailing tabs and space separators (Unicode category Zs), as Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives it, without going through Foundation: an initializer can be a
    /// whole closure, and Foundation's trimming reads all of it.
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    /// `of` read as bytes, looking at no more of the text than the answer needs (an initializer can be a
    /// whole closure); nil (rather than `.some(nil)`, no type) when a byte it must look at is not ASCII, for the
    /// text as Unicode to decide.
    static func ofASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        var low = 0, high = bytes.count
        while low < high, bytes[low] == 32 || bytes[low] == 9 { low += 1 }
        while high > low, bytes[high - 1] == 32 || bytes[high - 1] == 9 { high -= 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[low..<high])
        guard let first = text.first, let last = text.last else { return .some(nil) }
        // a space separator that is not ASCII may end or start the text
        guard first < 0x80, last < 0x80 else { return nil }
        if text.elementsEqual("true".utf8) || text.elementsEqual("false".utf8) { return "Bool" }
        if first == UInt8(ascii: "\"") { return "String" }
        let digits = first == UInt8(ascii: "-") ? text.dropFirst() : text[...]
        if let lead = digits.first, lead >= 48, lead <= 57,
           digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }) {
            return digits.contains(UInt8(ascii: ".")) ? "Double" : "Int"
        }
        // `make() ?? Fallback()`: the value is the right side's type when the left is nil
        if first != UInt8(ascii: "{"), let coalescing = lastTopLevelCoalescing(in: text) {
            return ofASCII(UnsafeBufferPointer(rebasing: text[(coalescing + 2)...]))
        }
        if last == UInt8(ascii: ")") || last == UInt8(ascii: "!"), let resolved = resolvedType(text) { return resolved }
        // `Type(…)` or `[Element](…)`: the name before the first parenthesis
        guard first == UInt8(ascii: "[") || (first >= 65 && first <= 90) else { return .some(nil) }
        var paren = 0
        while paren < text.count, text[paren] != UInt8(ascii: "(") {
            if text[paren] >= 0x80 { return nil }
            paren += 1
        }
        guard paren < text.count else { return .some(nil) }
        var end = paren
        if end >= 5, text[(end - 5)..<end].elementsEqual(".init".utf8) { end -= 5 }
        guard end > 0 else { return .some(nil) }
        for byte in text[0..<end] {
            guard Assignment.isNameByte(byte) || ".<>[]:, ?".utf8.contains(byte) else { return .some(nil) }
        }
        // `Factory.make()` calls a function: a type's name begins with a capital (`Foo.Bar()`)
        if let dot = text[0..<end].lastIndex(of: UInt8(ascii: ".")), dot + 1 < end, text[dot + 1] >= 97, text[dot + 1] <= 122,
           !text[0..<end].contains(UInt8(ascii: "<")) {
            return .some(nil)
        }
        return String(decoding: UnsafeBufferPointer(rebasing: text[0..<end]), as: UTF8.self)
    }

    /// `container.resolve(ImageRepository.self)` (or `…)!`, `resolve(type: T.self)`, `Resolver.resolved(T.self)`) →
    /// `ImageRepository`: a dependency container's lookup returns the type it is asked for (Swinject, Resolver and
    /// hand-written containers spell it so). Nil for anything else.
    static func resolvedType(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        var end = text.count
        if text[end - 1] == UInt8(ascii: "!") { end -= 1 }
        let suffix = Array(".self)".utf8)
        guard end > suffix.count, text[(end - suffix.count)..<end].elementsEqual(suffix) else { return nil }
        let typeEnd = end - suffix.count
        var typeStart = typeEnd
        while typeStart > 0, Assignment.isNameByte(text[typeStart - 1]) || text[typeStart - 1] == UInt8(ascii: ".") { typeStart -= 1 }
        guard typeStart < typeEnd, text[typeStart] >= 65, text[typeStart] <= 90 else { return nil }
        var open = typeStart
        let label = Array("type: ".utf8)
        if open >= label.count, text[(open - label.count)..<open].elementsEqual(label) { open -= label.count }
        guard open > 0, text[open - 1] == UInt8(ascii: "(") else { return nil }
        let callee = text[..<(open - 1)]
        let name = callee.lastIndex(of: UInt8(ascii: ".")).map { callee[($0 + 1)...] } ?? callee
        guard name.elementsEqual("resolve".utf8) || name.elementsEqual("resolved".utf8),
              callee.allSatisfy({ Assignment.isNameByte($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: ")") })
        else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: text[typeStart..<typeEnd]), as: UTF8.self)
    }

    /// Where the last `??` outside brackets, parentheses, braces and string literals begins, if any.
    static func lastTopLevelCoalescing(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var depth = 0, inString = false, found: Int?
        var index = 0
        while index < text.count {
            let byte = text[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                case UInt8(ascii: "?") where depth == 0 && index + 1 < text.count && text[index + 1] == UInt8(ascii: "?"):
                    found = index
                    index += 1
                default: break
                }
            }
            index += 1
        }
        return found
    }

    /// `Store.shared` → (`Store`, `shared`), `DispatchQueue.main` → (`DispatchQueue`, `main`), `Theme.Colors.accent`
    /// → (`Theme.Colors`, `accent`): an initial value that reads a static member of a type, whose type the linker
    /// works out (`Linker.typeStaticMemberReads`): the member's own where the project declares it, else the type's
    /// (Swift's convention for `.shared`, `.main`, `.default`, and what an implicit member expression relies on).
    /// Nil for anything else: a call, a longer chain (`Bundle.main.bundleIdentifier`), a lowercase head.
    public static func staticMemberRead(_ initializer: String) -> (type: String, member: String)? {
        var initializer = initializer
        // read as bytes: every untyped var and let of a project is asked, and nearly all answer at the first byte
        return initializer.withUTF8 { bytes -> (type: String, member: String)? in
            var low = 0, high = bytes.count
            while low < high, bytes[low] == 32 || bytes[low] == 9 { low += 1 }
            while high > low, bytes[high - 1] == 32 || bytes[high - 1] == 9 { high -= 1 }
            func isUppercase(_ byte: UInt8) -> Bool { byte >= 65 && byte <= 90 }
            guard low < high, isUppercase(bytes[low]) else { return nil }
            var lastDot = -1, partStart = low
            for i in low..<high {
                let byte = bytes[i]
                if byte == UInt8(ascii: ".") {
                    // each part before the member names a type: it starts with a capital
                    guard i > partStart, isUppercase(bytes[partStart]) else { return nil }
                    lastDot = i
                    partStart = i + 1
                } else if !Assignment.isNameByte(byte) {
                    return nil
                }
            }
            guard lastDot > low, partStart < high,
                  bytes[partStart] == UInt8(ascii: "_") || (bytes[partStart] >= 97 && bytes[partStart] <= 122) else { return nil }
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            return (text(low..<lastDot), text(partStart..<high))
        }
    }

    /// `@Environment(FeedModel.self) var model` → `FeedModel`: an observable object read from the environment by
    /// its type (a key path, `@Environment(\.dismiss)`, names no type).
    public static func environmentObject(_ attributes: [Attribute]) -> String? {
        guard let argument = environmentArgument(attributes), argument.hasSuffix(".self") else { return nil }
        let type = String(argument.dropLast(5))
        guard let first = type.unicodeScalars.first, first.properties.isUppercase,
              type.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || "_.".unicodeScalars.contains($0) })
        else { return nil }
        return type
    }

    /// `@Environment(\.container) var container` → `container`: the `EnvironmentValues` property a key path names,
    /// whose type the project may declare (the linker reads it, `Linker.typeEnvironmentReads`).
    public static func environmentKeyPath(_ attributes: [Attribute]) -> String? {
        guard let argument = environmentArgument(attributes), argument.hasPrefix("\\.") else { return nil }
        let name = argument.dropFirst(2)
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil })
        else { return nil }
        return String(name)
    }

    /// The argument of an `@Environment(…)` attribute, trimmed: a type (`Model.self`) or a key path (`\.key`).
    private static func environmentArgument(_ attributes: [Attribute]) -> String? {
        attributes.first(where: { $0.name == "Environment" })?.arguments.map(trimmingSpaces)
    }

    static func literalType(_ text: String) -> String? {
        if text == "true" || text == "false" { return "Bool" }
        if text.hasPrefix("\"") { return "String" }
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        guard let first = digits.unicodeScalars.first, ("0"..."9").contains(first),
              digits.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "_" || $0 == "." }) else { return nil }
        return digits.contains(".") ? "Double" : "Int"
    }
}
