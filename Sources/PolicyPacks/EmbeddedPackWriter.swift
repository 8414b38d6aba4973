// EmbeddedPackWriter: renders the built-in packs' files as the Swift source of `EmbeddedPacks`, so a copied
// `policy` binary carries its packs. `policies/` stays the editable source of truth.

import Foundation

public enum EmbeddedPackWriter {
    /// The files of `policies/` that are embedded: manifests, policy files, pack READMEs and test fixtures.
    public static func collect(policiesFolder: String) throws -> [PackFile] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: policiesFolder) else { throw PackError("cannot read \(policiesFolder)") }
        var files: [PackFile] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".policy") || relative.hasSuffix("pack.json") || relative.hasSuffix(".swift")
                || relative.hasSuffix("README.md") else { continue }
            let path = policiesFolder + "/" + relative
            guard let data = fm.contents(atPath: path) else { throw PackError("cannot read \(path)") }
            files.append(PackFile(path: relative, text: String(decoding: data, as: UTF8.self)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Swift source defining `EmbeddedPacks.files`.
    public static func render(_ files: [PackFile]) -> String {
        var out = """
        // Generated from policies/ by `UPDATE_EMBEDDED_PACKS=1 swift test --filter EmbeddedPacksTests`. Do not edit:
        // edit policies/ and regenerate; a test fails while the two differ.

        enum EmbeddedPacks {
            static let files: [(path: String, text: String)] = [

        """
        for file in files {
            // a multi-line literal turns "\r\n" and "\r" into "\n" and rejects most control characters: escape those texts
            if file.text.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F }) {
                out += "        (\(literal(file.path)), \(escapedLiteral(file.text))),\n"
                continue
            }
            let pounds = String(repeating: "#", count: delimiterDepth(for: file.text))
            // a multi-line literal drops the line break before its closing delimiter: add one so the text is exact
            out += "        (\(literal(file.path)), \(pounds)\"\"\"\n\(file.text)\n\"\"\"\(pounds)),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// The current embedded files.
    public static var embedded: [PackFile] { EmbeddedPacks.files.map { PackFile(path: $0.path, text: $0.text) } }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A one-line string literal with every control character escaped.
    static func escapedLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// One more `#` than the longest run of `#` following a quote or backslash in the text.
    static func delimiterDepth(for text: String) -> Int {
        var longest = 0, run = 0, afterSpecial = false
        for c in text.unicodeScalars {
            if c == "#", afterSpecial { run += 1; longest = max(longest, run); continue }
            afterSpecial = c == "\"" || c == "\\"
            run = 0
        }
        return longest + 1
    }
}
