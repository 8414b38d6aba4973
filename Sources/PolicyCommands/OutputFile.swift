// OutputFile: writes a report, a baseline or a formatted policy where the user asked without destroying anything:
// a special file (a terminal, /dev/stdout, /dev/full, a FIFO) is written in place, never replaced; a symbolic link's
// target is updated and the link kept; a regular file is replaced atomically through a temporary file beside it,
// keeping its mode and owner; and a file the command is reading is never written over.

import Foundation
import Reporters
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

enum OutputFile {
    /// What temporary files are called: `.NAME.policy-tmp-PID-XXXXXX`, beside the target `NAME`.
    static let temporaryMarker = ".policy-tmp-"

    /// A file's identity on disk, whatever path reaches it.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The identity of what `path` names once links are followed; nil when nothing is there.
    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// Throws a usage error (exit 2) when `path` names the same file as one of `inputs`, each with what it is
    /// ("a Swift file being checked"); `option` is the option that named `path`. Compared by device and inode, so a
    /// link or another spelling of an input is caught too. Nothing is compared when `path` does not exist yet.
    static func refuseOverwritingInputs(_ path: String, option: String, inputs: [(path: String, role: String)]) throws {
        guard let target = identity(of: path) else { return }
        for input in inputs where identity(of: input.path) == target {
            let also = input.path == path ? "" : " (\(input.path))"
            throw UsageError("\(option) \(path) would overwrite \(input.role)\(also); choose another file")
        }
    }

    /// Writes `text` to `path` (see the file's header). Failures are I/O errors (exit 3) naming the path and the
    /// reason; no temporary file is left behind. `beforeRename` lets a test fail the write at its last step.
    static func write(_ text: String, to path: String, beforeRename: () throws -> Void = {}) throws {
        // written from the text's own storage: a copy of a large report would be the largest block of the check
        var text = text
        try text.withUTF8 { try write($0, to: path, beforeRename: beforeRename) }
    }

    /// Writes a rendered report to `path`, as `write(_:to:)` writes a text; a stream is written block by block as it
    /// is made, never held whole.
    static func write(_ report: RenderedReport, to path: String, beforeRename: () throws -> Void = {}) throws {
        switch report {
        case .text(let text):
            try write(text, to: path, beforeRename: beforeRename)
        case .stream(let make):
            try write(Content { descriptor in
                // made while it is written; after a failed write the rest is made but not written
                var error: Int32?
                make { block in
                    if error == nil { error = writeAll(block, to: descriptor) }
                }
                return error
            }, to: path, beforeRename: beforeRename)
        }
    }

    /// What is written: every byte of it to a descriptor, giving the `errno` of a failure or nil.
    private struct Content {
        var write: (Int32) -> Int32?
        init(_ write: @escaping (Int32) -> Int32?) { self.write = write }
    }

    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String, beforeRename: () throws -> Void) throws {
        try write(Content { writeAll(bytes, to: $0) }, to: path, beforeRename: beforeRename)
    }

    private static func write(_ bytes: Content, to path: String, beforeRename: () throws -> Void) throws {
        switch try destination(of: path) {
        case .inPlace(let device):
            try writeInPlace(bytes, to: device, reportedAs: path)
        case .replace(let file, let existing):
            try replace(file, with: bytes, keeping: existing, reportedAs: path, beforeRename: beforeRename)
        case .overwrite(let file):
            let descriptor = open(file, O_WRONLY | O_TRUNC | O_NOCTTY)
            guard descriptor >= 0 else { throw failure(path, errno) }
            let written = bytes.write(descriptor)
            let closed = close(descriptor)
            if let error = written { throw failure(path, error) }
            if closed != 0 { throw failure(path, errno) }
        }
    }

    private enum Destination {
        /// A special file (or one reached through /proc or /dev/fd, such as /dev/stdout redirected to a file): opened
        /// and written, never replaced.
        case inPlace(String)
        /// A regular file, or none yet: replaced through a temporary sibling; `existing` is its status when it exists.
        case replace(String, existing: stat?)
        /// A regular file with other names (hard links): truncated and written, so every name sees the new text.
        case overwrite(String)
    }

    /// Where `path` leads once its links are followed (a link's target is the file to update, the link stays).
    private static func destination(of path: String) throws -> Destination {
        var current = path
        for _ in 0..<40 {
            // the kernel's own links (/dev/stdout → /proc/self/fd/1 → pipe:[…]) name no path to replace: open them
            if current.hasPrefix("/proc/") || current.hasPrefix("/dev/fd/") { return .inPlace(current) }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return .replace(current, existing: nil) }
                throw failure(path, errno)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                current = try linkTarget(current, reportedAs: path)
            case S_IFREG:
                // a file its owner made read-only stays so: the rename would replace it all the same
                if access(current, W_OK) != 0 { throw failure(path, EACCES) }
                // replacing a file with other names (hard links) would leave those with the old text
                if info.st_nlink > 1 { return .overwrite(current) }
                return .replace(current, existing: info)
            case S_IFDIR:
                throw UsageError("cannot write \(path): it is a folder", exitCode: .failure)
            default:
                return .inPlace(current)
            }
        }
        throw failure(path, ELOOP)
    }

    /// A link's target, relative targets read from the link's folder.
    private static func linkTarget(_ link: String, reportedAs path: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw failure(path, errno) }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        let folder = (link as NSString).deletingLastPathComponent
        return folder.isEmpty ? target : folder + "/" + target
    }

    private static func writeInPlace(_ bytes: Content, to device: String, reportedAs path: String) throws {
        // no O_CREAT: this path names something that exists; no O_TRUNC: a terminal or pipe has nothing to cut
        let descriptor = open(device, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else { throw failure(path, errno) }
        var info = stat()
        // a regular file behind /dev/stdout is the shell's redirection: add to it, as the shell's own output does
        if fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_APPEND)
        }
        let written = bytes.write(descriptor)
        let closed = close(descriptor)
        if let error = written { throw failure(path, error) }
        if closed != 0 { throw failure(path, errno) }
    }

    private static func replace(_ file: String, with bytes: Content, keeping existing: stat?, reportedAs path: String,
                                beforeRename: () throws -> Void) throws {
        let folder = (file as NSString).deletingLastPathComponent
        let name = (file as NSString).lastPathComponent
        let folderPrefix = folder.isEmpty || folder.hasSuffix("/") ? folder : folder + "/"
        removeStaleTemporaries(in: folder.isEmpty ? "." : folder, name: name)
        var template = Array((folderPrefix + temporaryPrefix(for: name) + "\(getpid())-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path, errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer { if !succeeded { unlink(temporary) } }

        var error = bytes.write(descriptor)
        if error == nil {
            if let existing {
                if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { error = errno }
                // as root the new file would belong to root: give it back to the old file's owner (others cannot)
                if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
            } else {
                let mask = umask(0)
                umask(mask)
                if fchmod(descriptor, 0o666 & ~mask) != 0 { error = errno }
            }
        }
        if close(descriptor) != 0, error == nil { error = errno }
        if let error { throw failure(path, error) }
        try beforeRename()
        guard rename(temporary, file) == 0 else { throw failure(path, errno) }
        succeeded = true
    }

    /// `.NAME.policy-tmp-`, the name cut so that the temporary name stays within the 255 bytes a name may have.
    static func temporaryPrefix(for name: String) -> String {
        var kept = Substring(name)
        while kept.utf8.count > 200 { kept = kept.dropLast() }
        return "." + kept + temporaryMarker
    }

    /// Removes the temporary files of `name` whose writing process is gone (killed before it could clean up).
    static func removeStaleTemporaries(in folder: String, name: String) {
        let prefix = temporaryPrefix(for: name)
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where entry.hasPrefix(prefix) {
            let rest = entry.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { unlink(folder + "/" + entry) }
        }
    }

    /// Writes every byte, retrying interrupted and partial writes; the `errno` of a failure, or nil.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += count
        }
        return nil
    }

    private static func failure(_ path: String, _ code: Int32) -> UsageError {
        UsageError("cannot write \(path): \(String(cString: strerror(code)))", exitCode: .failure)
    }
}

/// The C library's `write`, which `OutputFile.write` hides inside the enum.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// The name the other writers (`policy fmt`, and branches written before this file) call it by: every file the tool
/// writes goes through `OutputFile`.
typealias AtomicFile = OutputFile
