public struct ImportSnapshot: Sendable {
    public let imported: [Book]
}
