// A service the screen in the other target uses directly.
public final class FeedService: Sendable {
    public init() {}

    public func titles() -> [String] { ["first", "second"] }
}
