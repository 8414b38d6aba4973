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
        var walker = Walker(isExcluded: isExcluded)
        for path in paths { walker.visit(argument: path) }
        return SourceTree(files: walker.files, problems: walker.problems)
    }
}

private struct Walker {
    let isExcluded: (String) -> Bool
    let fileManager = FileManager.default
    var files: [SourceTree.Entry] = []
    var problems: [(path: String, reason: String)] = []
    var seen = Set<String>()
    /// Real paths of the folders on the current walk, to stop link cycles.
    var activeFolders = Set<String>()

    init(isExcluded: @escaping (String) -> Bool) { self.isExcluded = isExcluded }

    mutating func visit(argument: String) {
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: argument, isDirectory: &isFolder) else {
            problems.append((argument, "no such file or folder"))
            return
        }
        if isFolder.boolValue {
            walk(folder: argument, root: argument)
        } else {
            add(argument, root: (argument as NSString).deletingLastPathComponent)
        }
    }

    mutating func add(_ path: String, root: String) {
        guard !isExcluded(path), seen.insert(path).inserted else { return }
        files.append(SourceTree.Entry(path: path, root: root))
    }

    mutating func walk(folder: String, root: String) {
        let real = (folder as NSString).resolvingSymlinksInPath
        guard activeFolders.insert(real).inserted else { return }
        defer { activeFolders.remove(real) }
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: folder)
        } catch {
            problems.append((folder, "folder could not be listed"))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") && name != ".build" {
            let child = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: child, isDirectory: &isFolder) else {
                continue  // a dangling link
            }
            if isFolder.boolValue {
                if !isExcluded(child + "/") { walk(folder: child, root: root) }
            } else if name.hasSuffix(".swift") {
                add(child, root: root)
            }
        }
    }
}
