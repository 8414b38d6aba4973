// EvaluationOptions: how rules are evaluated — through the fast paths, or by the meaning of every predicate alone
// (the reference the fast paths are tested against, run both ways by the behaviour tests' helpers).

/// How an `Evaluator` answers predicates. The findings do not depend on it; only the time does.
public struct EvaluationOptions: Sendable, Equatable {
    /// Whether the fast paths answer first: compiled checks (`CompiledCheck`), memos of answers, and candidates
    /// narrowed by indexes. Off, every subject of a selector's kind is a candidate and every predicate is answered
    /// by its meaning (`Predicates.swift`): far slower, and what the fast paths must agree with.
    public var fastPaths: Bool

    public init(fastPaths: Bool = true) {
        self.fastPaths = fastPaths
    }

    /// The environment variable that turns the fast paths off (`POLICY_FAST_PATHS=off`), for comparing a check's
    /// report with its reference by hand and for the command-line tests, which run every check both ways.
    public static let fastPathsVariable = "POLICY_FAST_PATHS"

    /// The options a command runs with: the fast paths unless the environment turns them off.
    public init(environment: [String: String]) {
        self.init(fastPaths: environment[Self.fastPathsVariable] != "off")
    }
}
