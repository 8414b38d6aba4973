// SourceFiles: which Swift files a set of paths names, and their bytes; the first stage, before the lexer.
// SourceTree: which `.swift` files a set of paths names. Folders are walked in sorted order, hidden
// entries and `.build` skipped, symbolic links followed (a `*.swift` link that leads nowhere is a problem of
// its path, never skipped without a word). Each folder is walked and each file taken once,
// whatever paths reach it (compared by device and inode), so no layout of links can loop and overlapping
// arguments (`src ./src/Sub`) give each file once.

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
    /// The build manifests found in the walked folders (`Package.swift`, an Xcode project's `project.pbxproj`),
    /// not excluded: where a project's settings for its Swift files are (`DefaultIsolation`).
    public var manifests: [String] = []

    /// Walks `paths`; a file argument is taken as it is, whatever its extension.
    public static func discover(_ paths: [String], isExcluded: @escaping (String) -> Bool = { _ in false }) -> SourceTree {
        discover(paths, isExcluded: isExcluded, found: { _ in })
    }

    /// `discover`, telling `found` about each file as soon as it is found (in the order of `files`), so that
    /// reading can start while the walk goes on.
    package static func discover(_ paths: [String], isExcluded: @escaping (String) -> Bool,
                         found: @escaping (Entry) -> Void) -> SourceTree {
        let statuses = paths.map(FileKind.status(of:))
        var walker = Walker(isExcluded: isExcluded, found: found,
                            tracksFiles: statuses.contains { $0?.kind == .other })
        for (path, status) in zip(paths, statuses) { walker.visit(argument: path, status) }
        return SourceTree(files: walker.files, problems: walker.problems, manifests: walker.manifests)
    }
}

/// Walks the arguments in order. A file is taken once and a folder walked once, whatever paths reach them (`src`
/// and `./src/Sub`, a link to a folder, a link back up the tree), compared by device and inode: the first path
/// that reaches one is the one kept.
private struct Walker {
    let isExcluded: (String) -> Bool
    let found: (SourceTree.Entry) -> Void
    var files: [SourceTree.Entry] = []
    var problems: [(path: String, reason: String)] = []
    var manifests: [String] = []
    /// Every folder entered so far: one reached again is not walked again, which also ends any cycle of links.
    var walkedFolders = Set<FileIdentity>()
    /// The files taken so far, kept only when some argument is a file (a file named on its own may also be found
    /// in a folder named before or after it); a walk of folders alone reaches each file once.
    var takenFiles: Set<FileIdentity>?

    init(isExcluded: @escaping (String) -> Bool, found: @escaping (SourceTree.Entry) -> Void, tracksFiles: Bool) {
        self.isExcluded = isExcluded
        self.found = found
        if tracksFiles { takenFiles = [] }
    }

    mutating func visit(argument: String, _ status: (kind: FileKind, identity: FileIdentity)?) {
        guard let status else {
            problems.append((argument, "no such file or folder"))
            return
        }
        switch status.kind {
        case .folder: walk(folder: argument, root: argument)
        case .other: add(argument, status.identity, root: (argument as NSString).deletingLastPathComponent)
        }
    }

    /// Takes a file unless excluded or taken before; `identity` is read here (with `stat`) only when files are
    /// tracked and the caller has none.
    mutating func add(_ path: String, _ identity: FileIdentity?, root: String) {
        guard !isExcluded(path) else { return }
        if takenFiles != nil {
            // a file that vanished since it was listed is still taken: reading it reports the problem
            guard let identity = identity ?? FileKind.status(of: path)?.identity else { return take(path, root: root) }
            guard takenFiles?.insert(identity).inserted == true else { return }
        }
        take(path, root: root)
    }

    private mutating func take(_ path: String, root: String) {
        let entry = SourceTree.Entry(path: path, root: root)
        files.append(entry)
        found(entry)
    }

    mutating func walk(folder: String, root: String) {
        guard let listing = FolderListing.read(folder) else {
            problems.append((folder, "folder could not be listed"))
            return
        }
        guard walkedFolders.insert(listing.identity).inserted else { return }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for (name, listedKind) in listing.entries.sorted(by: { $0.name < $1.name })
        where !name.hasPrefix(".") && name != ".build" {
            let child = prefix + name
            // a link (or a file system that does not report kinds) is followed with `stat`; a `*.swift` link that
            // leads nowhere (dangling, or a loop of links) is a file that cannot be read, and said so
            let kind: FileKind, identity: FileIdentity?
            if let listedKind {
                (kind, identity) = (listedKind, nil)
            } else if let status = FileKind.status(of: child) {
                (kind, identity) = (status.kind, status.identity)
            } else {
                if name.hasSuffix(".swift"), !isExcluded(child), let reason = FileKind.unreachableReason(child) {
                    problems.append((child, reason))
                }
                continue
            }
            switch kind {
            case .folder:
                if !isExcluded(child + "/") { walk(folder: child, root: root) }
            case .other:
                if name.hasSuffix(".swift") { add(child, identity, root: root) }
                if name == "Package.swift" || (name == "project.pbxproj" && folder.hasSuffix(".xcodeproj")), !isExcluded(child) {
                    manifests.append(child)
                }
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

    /// What `path` is once links are followed, and its identity; nil when nothing is there.
    static func status(of path: String) -> (kind: FileKind, identity: FileIdentity)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return ((info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other, FileIdentity(info))
    }

    /// Why `path`, which `status` found nothing at, cannot be followed: a symbolic link whose target is missing or
    /// that leads round a loop of links. Nil when nothing is there at all (an entry removed since the listing).
    static func unreachableReason(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) != 0 else { return nil }
        let error = errno
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " '\($0)'" } ?? ""
        switch error {
        case ELOOP: return "symbolic link loop: the link\(target) leads back to itself, so no file could be read"
        case ENOENT, ENOTDIR: return "broken symbolic link: its target\(target) does not exist"
        default: return "symbolic link\(target) could not be followed: \(String(cString: strerror(error)))"
        }
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
