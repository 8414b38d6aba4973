// CheckFixes: `policy check --fix`. Plans the fixes of a check's findings (PolicyFixes), writes each changed
// file atomically, then checks again: a pass applies the fixes that do not overlap, the next pass what is left,
// until a pass changes nothing; the last check's report says what remains. `--dry-run` prints a unified diff.
// A fixed file that would have a parse problem it did not have is not written.

import Foundation
import Findings
import PolicyFixes
import PolicyLanguage
import SwiftCode
import SwiftPatterns

enum CheckFixes {
    /// Passes after which fixing stops even if fixes remain (each pass re-checks the whole tree).
    static let maximumPasses = 8
    static let passKey = "--fix-pass"

    /// Applies the fixes of `findings` at or above the threshold, then re-runs the check through `check`
    /// (with the pass counted, or without `--fix` for the final report).
    /// `checkedSizes`: each checked file's size as the check read it, so a file edited since is left alone.
    static func run(_ findings: [Finding], groups: [LoadedPolicy], checkedSizes: [String: Int], options: CheckOptions,
                    arguments: ParsedArguments, console: Console, check: (ParsedArguments) throws -> ExitCode) throws -> ExitCode {
        let pass = Int(arguments.value(passKey) ?? "1") ?? 1
        let fixes = fixesByRule(groups)
        let plan = Plan(findings.filter { $0.severity >= options.failOn }, fixes: fixes, checkedSizes: checkedSizes)
        for path in plan.changedSinceChecked {
            console.err("policy: not fixing \(path): it changed after it was checked\n")
        }
        for skipped in plan.skipped {
            let reason = fixes[skipped.rule]?.replacement == nil ? "no declaration head starts there"
                : skipped.matchedCode == nil ? "no code match to replace there" : "the match cannot be replaced"
            console.err("policy: cannot fix \(skipped.location.file):\(skipped.location.line): [\(skipped.rule)] \(reason)\n")
        }
        for unparsable in plan.wouldNotParse {
            console.err("policy: not fixing \(unparsable.path): the fixed file would not parse "
                + "(\(unparsable.problem.line):\(unparsable.problem.column): \(unparsable.problem.message))\n")
        }
        if options.dryRun {
            for file in plan.files { console.out(UnifiedDiff.render(path: file.path, old: file.oldText, new: file.newText)) }
            let count = plan.files.reduce(0) { $0 + $1.applied.count }
            console.err("policy: --dry-run: \(count) \(count == 1 ? "fix" : "fixes") in \(plan.files.count) \(plan.files.count == 1 ? "file" : "files")"
                + (plan.deferredCount > 0 ? "; \(plan.deferredCount) more after them (they overlap)" : "") + "; nothing written\n")
            return plan.files.isEmpty ? .success : .findings
        }
        var written = 0
        for file in plan.files {
            // the file as it is now must be the file the fixes were planned on
            guard let current = FileManager.default.contents(atPath: file.path), [UInt8](current) == file.oldBytes else {
                console.err("policy: not fixing \(file.path): it changed while the check ran\n")
                continue
            }
            try AtomicFile.write(file.newText, to: file.path)
            written += 1
            for edit in file.applied { console.err("fixed \(file.path): \(edit.summary)\n") }
        }
        var next = arguments
        if written > 0, plan.deferredCount > 0, pass < maximumPasses {
            next.values[passKey] = [String(pass + 1)]
        } else {
            next.flags.remove("--fix")
            next.values["--fix"] = nil
            next.values[passKey] = nil
        }
        return try check(next)
    }

    /// Each rule's fix by rule id, over every loaded pack and policy.
    static func fixesByRule(_ groups: [LoadedPolicy]) -> [String: RuleFix] {
        var fixes: [String: RuleFix] = [:]
        for group in groups {
            for rule in group.policy.rules {
                if let fix = rule.rule.fix { fixes[rule.id] = fix }
            }
        }
        return fixes
    }

    /// The edits of one pass, per file.
    struct Plan {
        struct File {
            var path: String
            var oldBytes: [UInt8]
            var applied: [TextEdit]
            var newBytes: [UInt8]
            var oldText: String { String(decoding: oldBytes, as: UTF8.self) }
            var newText: String { String(decoding: newBytes, as: UTF8.self) }
        }

        var files: [File] = []
        var skipped: [Finding] = []
        var changedSinceChecked: [String] = []
        /// Files whose fixed text has a parse problem the file did not have: not written, not shown as a diff.
        var wouldNotParse: [(path: String, problem: CodeProblem)] = []
        var deferredCount = 0

        init(_ findings: [Finding], fixes: [String: RuleFix], checkedSizes: [String: Int]) {
            let fixable = findings.filter { fixes[$0.rule] != nil }
            let byFile = Dictionary(grouping: fixable, by: \.location.file)
            for path in byFile.keys.sorted() {
                guard let data = FileManager.default.contents(atPath: path),
                      String(data: data, encoding: .utf8) != nil else { continue }
                if let size = checkedSizes[path], size != data.count {
                    changedSinceChecked.append(path)
                    continue
                }
                let source = FixableSource(bytes: [UInt8](data))
                var edits: [TextEdit] = []
                for finding in (byFile[path] ?? []).sorted() {
                    guard let fix = fixes[finding.rule] else { continue }
                    if let template = fix.replacement {
                        // a replacement needs the match the finding is; a finding at its subject (`not contain`) has none
                        guard let match = finding.matchedCode,
                              let edit = CodeReplacement.edit(CodeTemplate(template.text), match: match.range,
                                                              bindings: match.bindings, in: source) else {
                            skipped.append(finding)
                            continue
                        }
                        // a match the template gives back unchanged needs no edit
                        if Array(edit.replacement.utf8) != Array(source.bytes[edit.range]) { edits.append(edit) }
                        continue
                    }
                    guard let planned = FixPlanner.edits(for: fix.actions, declarationAt: finding.location.line,
                                                         column: finding.location.column, in: source,
                                                         subject: finding.symbol ?? "the declaration") else {
                        skipped.append(finding)
                        continue
                    }
                    edits += planned
                }
                let split = TextEdits.partition(edits)
                guard !split.applicable.isEmpty else { continue }
                let fixed = TextEdits.apply(split.applicable, to: source.bytes)
                // the fixed file must parse as well as it did: a fix never leaves code it broke
                if let problem = CodeReplacement.newParseProblems(old: source.bytes, new: fixed).first {
                    wouldNotParse.append((path, problem))
                    continue
                }
                deferredCount += split.deferred.count
                files.append(File(path: path, oldBytes: source.bytes, applied: split.applicable, newBytes: fixed))
            }
        }
    }
}
