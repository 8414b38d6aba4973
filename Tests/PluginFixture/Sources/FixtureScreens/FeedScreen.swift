// A screen that breaks the fixture's rule: it holds a FeedService from the other target.
import FixtureServices

public struct FeedScreen: Sendable {
    let service = FeedService()

    public init() {}

    public var titles: [String] { service.titles() }
}
