// UnifiedDiff: `diff -u` output between a file's text before and after its fixes, for `check --fix --dry-run`.
// Lines are compared with a longest-common-subsequence table over the changed middle only (fixes touch a few
// lines of a file, so the common prefix and suffix are trimmed first and the table stays small).

public enum UnifiedDiff {
    /// The unified diff of `old` and `new` with `context` lines around each change, headed `--- a/path`,
    /// `+++ b/path`; empty when the texts are equal.
    public static func render(path: String, old: String, new: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        guard a != b else { return "" }
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middle = operations(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
        // the whole script: equal lines around the middle's edits
        var script: [(op: Character, text: String)] = a[..<prefix].map { (" ", $0) }
        script += middle
        script += a[(a.count - suffix)...].map { (" ", $0) }
        return "--- a/\(path)\n+++ b/\(path)\n" + hunks(script, context: context)
    }

    static func lines(_ text: String) -> [String] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if result.last == "" { result.removeLast() }
        return result
    }

    /// An edit script turning `a` into `b`: " " keep, "-" delete, "+" insert.
    static func operations(_ a: [String], _ b: [String]) -> [(op: Character, text: String)] {
        let n = a.count, m = b.count
        // the table is (n+1)×(m+1); past a few million cells (fixes far apart in a long file) the middle is shown
        // as replaced whole, which is still a correct diff
        guard (n + 1) * (m + 1) <= 4_000_000 else { return a.map { ("-", $0) } + b.map { ("+", $0) } }
        var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i * (m + 1) + j] = a[i] == b[j] ? table[(i + 1) * (m + 1) + j + 1] + 1
                    : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
            }
        }
        var result: [(op: Character, text: String)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] {
                result.append((" ", a[i])); i += 1; j += 1
            } else if i < n, j == m || table[(i + 1) * (m + 1) + j] >= table[i * (m + 1) + j + 1] {
                // deletions first on a tie, as diff -u shows a replaced line
                result.append(("-", a[i])); i += 1
            } else {
                result.append(("+", b[j])); j += 1
            }
        }
        return result
    }

    static func hunks(_ script: [(op: Character, text: String)], context: Int) -> String {
        let changed = script.indices.filter { script[$0].op != " " }
        var out = ""
        var index = 0
        while index < changed.count {
            let first = max(0, changed[index] - context)
            var last = changed[index]
            while index + 1 < changed.count, changed[index + 1] - last <= 2 * context { index += 1; last = changed[index] }
            last = min(script.count - 1, last + context)
            index += 1
            // line numbers of the hunk's start in the old and new texts
            let before = script[..<first]
            let oldStart = before.filter { $0.op != "+" }.count + 1
            let newStart = before.filter { $0.op != "-" }.count + 1
            let body = script[first...last]
            let oldCount = body.filter { $0.op != "+" }.count
            let newCount = body.filter { $0.op != "-" }.count
            out += "@@ -\(oldCount == 0 ? oldStart - 1 : oldStart),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n"
            for line in body { out += String(line.op) + line.text + "\n" }
        }
        return out
    }
}
