// ColorPolicy: whether the text reporter should emit ANSI colour, from the environment and the
// terminal. Honours NO_COLOR (https://no-color.org), FORCE_COLOR, CLICOLOR_FORCE, CLICOLOR and TERM=dumb.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Decides colour once, in the CLI; reporters only read `ReportOptions.color`.
public enum ColorPolicy {
    /// Colour on or off, in this order of precedence:
    /// 1. `NO_COLOR` set to any non-empty value → off (an explicit opt-out always wins);
    /// 2. `FORCE_COLOR` or `CLICOLOR_FORCE` set to a non-empty value other than `0`/`false` → on;
    /// 3. not a terminal → off;
    /// 4. `CLICOLOR=0` or `TERM=dumb` → off;
    /// 5. otherwise on.
    public static func shouldColor(environment: [String: String], isTerminal: Bool) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if isEnabled(environment["FORCE_COLOR"]) || isEnabled(environment["CLICOLOR_FORCE"]) { return true }
        guard isTerminal else { return false }
        if environment["CLICOLOR"] == "0" { return false }
        if environment["TERM"] == "dumb" { return false }
        return true
    }

    /// Whether standard output is a terminal (false where that cannot be asked).
    public static var standardOutputIsTerminal: Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        return isatty(STDOUT_FILENO) == 1
        #else
        return false
        #endif
    }

    private static func isEnabled(_ value: String?) -> Bool {
        guard let value, !value.isEmpty else { return false }
        return !["0", "false", "no", "off"].contains(value.lowercased())
    }
}
