// TypeAttributes: the attributes that never take arguments, so that a `(` right after one (`@escaping(Int) -> Void`)
// starts the type it marks, as the compiler reads it, not an argument list. Both parsers ask it.

public enum TypeAttributes {
    /// Attribute names (without `@`) that take no arguments.
    public static let withoutArguments: [StaticString] = [
        "escaping", "autoclosure", "Sendable", "noescape", "thin", "thick", "unchecked", "retroactive", "noDerivative",
    ]

    /// Whether the attribute spelled `name` (without `@`) takes no arguments.
    public static func takesNoArguments(_ name: String) -> Bool {
        withoutArguments.contains { $0.description == name }
    }
}
