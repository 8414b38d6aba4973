// PackPaths: the file system as a pack sees it. Links are resolved with realpath(3) (Foundation's
// `resolvingSymlinksInPath` leaves some relative links unresolved on Linux) and every file a pack reads must
// resolve inside the pack's root. Folders are walked with lstat: a linked folder is never descended into.

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum PackPaths {
    /// What lstat says an entry is.
    enum EntryKind: Equatable {
        case file
        case folder
        case link
        case other
    }

    /// One entry below a walked folder: its path relative to the folder, and what it is (not following links).
    struct Entry: Equatable {
        var relative: String
        var kind: EntryKind
    }

    /// Folders deeper than this are not a pack; the walk stops with an error instead of running on.
    static let maximumDepth = 64
    /// More entries than this are not a pack either.
    static let maximumEntries = 1_000_000

    /// The canonical absolute path with every link resolved, or nil when it does not exist (or a link dangles
    /// or loops).
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The entry's kind, without following a link.
    static func kind(of path: String) -> EntryKind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .folder
        case S_IFLNK: return .link
        default: return .other
        }
    }

    /// The text of a link (what it points to, unresolved).
    static func linkText(_ path: String) -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: path)
    }

    /// True when `path` is `root` or below it (both canonical).
    static func isInside(_ path: String, root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// `path` with every link resolved, required to stay inside `root` (canonical); the error names `shown`
    /// and where it leads, never what it contains.
    static func resolveInside(_ path: String, root: String, shown: String) throws -> String {
        guard let real = realPath(path) else {
            throw PackError("\(shown): cannot be resolved (missing, a dangling link or a link loop)")
        }
        guard isInside(real, root: root) else {
            throw PackError("\(shown): resolves outside the pack (\(real)); pack files must stay inside the pack folder")
        }
        return real
    }

    /// Every entry below `folder`, sorted by relative path, folders walked without following links.
    static func walk(_ folder: String) throws -> [Entry] {
        var entries: [Entry] = []
        func visit(_ relative: String, depth: Int) throws {
            guard depth <= maximumDepth else {
                throw PackError("\(folder)/\(relative): folders nested deeper than \(maximumDepth) levels")
            }
            let path = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                throw PackError("\(path): cannot list the folder")
            }
            for name in names.sorted() {
                let child = relative.isEmpty ? name : relative + "/" + name
                guard let kind = kind(of: folder + "/" + child) else { continue }
                entries.append(Entry(relative: child, kind: kind))
                guard entries.count <= maximumEntries else {
                    throw PackError("\(folder): more than \(maximumEntries) files; not a pack")
                }
                if kind == .folder { try visit(child, depth: depth + 1) }
            }
        }
        try visit("", depth: 0)
        return entries.sorted { $0.relative < $1.relative }
    }

    /// `path` with `.` and `..` folded away and repeated slashes collapsed, without touching the disk (so
    /// include chains do not grow a path without bound).
    static func lexicallyNormalized(_ path: String) -> String {
        var parts: [Substring] = []
        let absolute = path.hasPrefix("/")
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." { parts.removeLast() } else if !absolute { parts.append(part) }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

/// For readers of repository files outside this module (the config, the baseline): whether a file, links
/// resolved, stays inside a folder. A config or lock file from a pull request may be a link to any file on the
/// machine, whose first line an error would echo.
public enum ConfinedPath {
    /// True when `path` exists and its real path is inside `root`'s real path.
    public static func resolvesInside(_ path: String, root: String) -> Bool {
        guard let real = PackPaths.realPath(path), let realRoot = PackPaths.realPath(root) else { return false }
        return PackPaths.isInside(real, root: realRoot)
    }
}
