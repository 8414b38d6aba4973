// SourceTree: which `.swift` files a set of paths names. Folders are walked in sorted order, hidden
// entries and `.build` skipped; symbolic links to folders are followed once each (a link back to a
// folder already being walked is not entered again), so no layout of links can loop.

import Foundation

public struct SourceTree: Sendable {
    /// A Swift file to read: its path as reached from the arguments, and the argument it was found under.
    public struct Entry: Sendable, Hashable {
        public var path: String
        public var root: String
    }

    public var files: [Entry]
    /// Paths that do not exist or could not be listed, with the reason.
    public var problems: [(path: String, reason: String)]

    /// Walks `paths`; a file argument is taken as it is, whatever its extension.
    public static func discover(_ paths: [String], isExcluded: @escaping (String) -> Bool = { _ in false }) -> SourceTree {
        discover(paths, isExcluded: isExcluded, found: { _ in })
    }

    /// `discover`, telling `found` about each file as soon as it is found (in the order of `files`), so that
    /// reading can start while the walk goes on.
    static func discover(_ paths: [String], isExcluded: @escaping (String) -> Bool,
                         found: @escaping (Entry) -> Void) -> SourceTree {
        var walker = Walker(isExcluded: isExcluded, found: found, argumentsMayOverlap: mayOverlap(paths))
        for path in paths { walker.visit(argument: path) }
        return SourceTree(files: walker.files, problems: walker.problems)
    }

    /// Whether two arguments could reach the same path: every path found under an argument starts with it, so two
    /// equal paths from two arguments start with both, and one argument starts with the other. One walk never
    /// reaches a path twice (each is a folder's path and one of its entries' names). Asked of neighbours in byte
    /// order: the paths starting with an argument sort right after it, so if any does, the next one does (a
    /// check given thousands of file arguments compares each with one other, not with every other).
    static func mayOverlap(_ paths: [String]) -> Bool {
        let sorted = paths.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        return zip(sorted, sorted.dropFirst()).contains { shorter, next in next.starts(with: shorter) }
    }
}

private struct Walker {
    let isExcluded: (String) -> Bool
    let found: (SourceTree.Entry) -> Void
    var files: [SourceTree.Entry] = []
    var problems: [(path: String, reason: String)] = []
    /// Paths found so far, kept only when the arguments may overlap (hashing every path costs more than the
    /// rest of the walk).
    var seen: Set<String>?
    /// Device and inode of the folders on the current walk, to stop link cycles.
    var activeFolders = Set<FileIdentity>()
    /// The files and folders named by the arguments so far: one named twice (`src ./src`) is walked once.
    var arguments = Set<FileIdentity>()

    init(isExcluded: @escaping (String) -> Bool, found: @escaping (SourceTree.Entry) -> Void, argumentsMayOverlap: Bool) {
        self.isExcluded = isExcluded
        self.found = found
        if argumentsMayOverlap { seen = [] }
    }

    mutating func visit(argument: String) {
        guard let status = FileKind.status(of: argument) else {
            problems.append((argument, "no such file or folder"))
            return
        }
        guard arguments.insert(status.identity).inserted else { return }
        if status.kind == .folder {
            walk(folder: argument, root: argument)
        } else {
            add(argument, root: (argument as NSString).deletingLastPathComponent)
        }
    }

    mutating func add(_ path: String, root: String) {
        guard !isExcluded(path), seen?.insert(path).inserted ?? true else { return }
        let entry = SourceTree.Entry(path: path, root: root)
        files.append(entry)
        found(entry)
    }

    mutating func walk(folder: String, root: String) {
        guard let listing = FolderListing.read(folder) else {
            problems.append((folder, "folder could not be listed"))
            return
        }
        guard activeFolders.insert(listing.identity).inserted else { return }
        defer { activeFolders.remove(listing.identity) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for (name, listedKind) in listing.entries.sorted(by: { $0.name < $1.name })
        where !name.hasPrefix(".") && name != ".build" {
            let child = prefix + name
            // a link (or a file system that does not report kinds) is followed with `stat`; a dangling link is skipped
            guard let kind = listedKind ?? FileKind.of(path: child) else { continue }
            if kind == .folder {
                if !isExcluded(child + "/") { walk(folder: child, root: root) }
            } else if name.hasSuffix(".swift") {
                add(child, root: root)
            }
        }
    }
}

/// A file's or folder's identity on disk, whatever path reached it.
private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64

    init(_ info: stat) {
        device = UInt64(truncatingIfNeeded: info.st_dev)
        inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
}

private enum FileKind {
    case folder, other

    /// What `path` is once links are followed; nil when nothing is there.
    static func of(path: String) -> FileKind? { status(of: path)?.kind }

    /// What `path` is once links are followed, and its identity; nil when nothing is there.
    static func status(of path: String) -> (kind: FileKind, identity: FileIdentity)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return ((info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other, FileIdentity(info))
    }
}

/// One folder's entries read with `opendir`/`readdir`: names with the kind the directory entry reports
/// (nil for links and unknown kinds, which need a `stat`), and the folder's identity.
private struct FolderListing {
    var identity: FileIdentity
    var entries: [(name: String, kind: FileKind?)] = []

    static func read(_ path: String) -> FolderListing? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var info = stat()
        guard fstat(dirfd(folder), &info) == 0 else { return nil }
        var listing = FolderListing(identity: FileIdentity(info))
        while let entry = readdir(folder) {
            // read in place, up to its terminating zero: the entry's record in the listing's buffer is only as long
            // as its name, so copying the whole `d_name` field out would read past the end of the last record
            let name = withUnsafeMutablePointer(to: &entry.pointee.d_name) { field in
                UnsafeMutableRawPointer(field).withMemoryRebound(to: CChar.self, capacity: 1) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            let kind: FileKind?
            switch Int(entry.pointee.d_type) {
            case Int(DT_DIR): kind = .folder
            case Int(DT_REG): kind = .other
            default: kind = nil
            }
            listing.entries.append((name, kind))
        }
        return listing
    }
}
