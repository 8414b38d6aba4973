public struct LibrarySnapshot: Sendable {
    public let books: [Book]
    public let fetchedAt: Date
}
