// FileParameters: every parameter of a file's declarations, flat in declaration order, made as the file is parsed
// (while its declarations are fresh in memory), so that a pass over all the parameters of a project reads one
// list per file in order instead of reaching into each function's own list.

/// The name and label of each parameter of a file's declarations, and whose it is, in declaration order.
public struct FileParameters: Sendable {
    public struct Entry: Sendable {
        /// The index in the file's declarations of the declaration the parameter belongs to.
        public var owner: Int32
        public var name: String
        public var label: String
    }

    /// In declaration order, each declaration's parameters in order (owners ascending). One list, not one per
    /// field: a pass over a project's files then meets one list per file it has not read before.
    public private(set) var entries: [Entry] = []

    public init() {}

    public init(_ declarations: [Declaration]) {
        declarations.withUnsafeBufferPointer { declarations in
            // by index: a closure over the declarations themselves would be handed each one copied whole
            let count = declarations.indices.reduce(0) { $0 + declarations[$1].parameters.count }
            guard count > 0 else { return }
            entries.reserveCapacity(count)
            for owner in declarations.indices {
                // each field is read in place: iterating a list of parameters copies every parameter whole
                declarations[owner].parameters.withUnsafeBufferPointer { parameters in
                    for index in parameters.indices {
                        entries.append(Entry(owner: Int32(truncatingIfNeeded: owner), name: parameters[index].name,
                                             label: parameters[index].label))
                    }
                }
            }
        }
    }
}
