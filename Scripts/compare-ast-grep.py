#!/usr/bin/env python3
# compare-ast-grep.py: `policy query --pattern` against ast-grep (tree-sitter-swift) on real Swift. For each pattern:
# the match sets of both tools (a match is the same when file and start, or file and end, agree: a leading-dot
# match starts at its modifier where ast-grep's `$V.font(…)` starts at the receiver, and tree-sitter-swift's `try!`
# ends early), what differs with
# examples, and a line grep of the same shape as a cross-check. Then the wall time of both over >= 70 MB.
# Not run by CI (CI has neither ast-grep nor a corpus). Needs: `pip install ast-grep-cli`, a release build
# (`swift build -c release`), a folder of real Swift (never committed). Usage:
#   Scripts/compare-ast-grep.py --corpus /work/corpus [--bench /tmp/policy-query-bench] [--policy .build/release/policy]
import argparse, json, os, re, shutil, subprocess, sys, time

# (our pattern, ast-grep pattern or None if the same, grep -E regex of the same shape on one line)
PATTERNS = [
    ("DispatchQueue.main.async { $$$ }", None, r"DispatchQueue\.main\.async *\{"),
    ("$X?.cancel()", None, r"\?\.cancel\(\)"),
    (".font(.system(size: $S))", None, r"\.font\(\.system\(size: *[^,()]*(\([^()]*\))?[^,()]*\)\)"),
    (".font(.system(size: $S))", "$V.font(.system(size: $S))", r"\.font\(\.system\(size: *[^,()]*(\([^()]*\))?[^,()]*\)\)"),
    ("Task { $$$ }", None, r"(^|[^.[:alnum:]_])Task *\{"),
    ("try! $X", None, r"(^|[^[:alnum:]_])try!"),
    ("fatalError($$$)", None, r"(^|[^.[:alnum:]_])fatalError\("),
    ("$X.sink { $$$ }", None, r"\.sink *\{"),
    ("$X = $_", None, r"^[[:space:]]*[[:alnum:]_.$]+ = "),
]
# the first as the task asks; the others parse more files (fewer skipped by the byte pre-filter); `$X = $_` has no
# word, so every file is parsed: the worst case for ours
SPEED_PATTERNS = ["DispatchQueue.main.async { $$$ }", "Task { $$$ }", "try! $X", "$X = $_"]


def run(command, cwd):
    started = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return result, time.perf_counter() - started


def line_starts(path, cache={}):
    if path not in cache:
        with open(path, "rb") as f:
            data = f.read()
        starts = [0] + [m.end() for m in re.finditer(rb"\n", data)]
        cache[path] = (data, starts)
    return cache[path]


def ours(policy, pattern, corpus):
    result, seconds = run([policy, "query", "--pattern", pattern, "--format", "json", "."], corpus)
    if result.returncode not in (0, 3):
        sys.exit(f"policy failed ({result.returncode}): {result.stderr.decode()[:500]}")
    matches = json.loads(result.stdout)["matches"]
    return {(os.path.normpath(m["file"]), (m["line"], m["column"]), (m["endLine"], m["endColumn"])) for m in matches}, seconds


def astgrep(pattern, corpus):
    command = ["ast-grep", "run", "-p", pattern, "-l", "swift", "--json=stream", "--no-ignore", "vcs", "--no-ignore", "dot",
               "--no-ignore", "parent", "."]
    result, seconds = run(command, corpus)
    keys = set()
    for line in result.stdout.decode().splitlines():
        m = json.loads(line)
        path = os.path.normpath(m["file"])
        _, starts = line_starts(os.path.join(corpus, path))
        start, end = m["range"]["start"]["line"], m["range"]["end"]["line"]
        keys.add((path, (start + 1, m["range"]["byteOffset"]["start"] - starts[start] + 1),
                  (end + 1, m["range"]["byteOffset"]["end"] - starts[end] + 1)))
    return keys, seconds, result.stderr.decode()


def grep_lines(regex, corpus):
    """(file, line) of each line of the same shape (a line grep: comments and strings included)."""
    result = subprocess.run(["grep", "-rEn", "--include=*.swift", "--exclude-dir=.?*", regex, "."], cwd=corpus,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    lines = set()
    for line in result.stdout.decode(errors="replace").splitlines():
        path, number, _ = line.split(":", 2)
        lines.add((os.path.normpath(path), int(number)))
    return lines


def same(a, b_starts, b_ends):
    return (a[0], a[1]) in b_starts or (a[0], a[2]) in b_ends


def show(keys, corpus, limit):
    for path, line, column in sorted(keys)[:limit]:
        data, starts = line_starts(os.path.join(corpus, path))
        end = starts[line] if line < len(starts) else len(data)
        text = data[starts[line - 1]:end].decode(errors="replace").strip()
        print(f"      {path}:{line}:{column}: {text[:110]}")


def build_bench(corpus, bench, minimum):
    """Copies of the corpus's Swift files (hidden folders left out) until the folder holds `minimum` bytes."""
    if os.path.isdir(bench):
        return
    files = []
    for folder, dirs, names in os.walk(corpus):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        files += [os.path.join(folder, n) for n in names if n.endswith(".swift") and not n.startswith(".")]
    total, copy = 0, 0
    while total < minimum:
        for path in files:
            target = os.path.join(bench, f"copy{copy}", os.path.relpath(path, corpus))
            os.makedirs(os.path.dirname(target), exist_ok=True)
            shutil.copyfile(path, target)
            total += os.path.getsize(path)
        copy += 1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default="/work/corpus")
    parser.add_argument("--bench", default="/tmp/policy-query-bench")
    parser.add_argument("--policy", default=".build/release/policy")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--show", type=int, default=5)
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--skip-compare", action="store_true")
    args = parser.parse_args()
    policy = os.path.abspath(args.policy)
    corpus = os.path.abspath(args.corpus)

    if not args.skip_compare:
        compare(policy, corpus, args.show)
    if not args.skip_speed:
        speed(policy, corpus, args.bench, args.runs)


def compare(policy, corpus, limit):
    print("| pattern (ours) | ast-grep pattern | ours | ast-grep | both | only ours | only ast-grep | grep lines |")
    print("|---|---|---|---|---|---|---|---|")
    details = []
    for pattern, sg_pattern, regex in PATTERNS:
        mine, _ = ours(policy, pattern, corpus)
        theirs, _, errors = astgrep(sg_pattern or pattern, corpus)
        their_starts, their_ends = {(k[0], k[1]) for k in theirs}, {(k[0], k[2]) for k in theirs}
        my_starts, my_ends = {(k[0], k[1]) for k in mine}, {(k[0], k[2]) for k in mine}
        only_ours = {(k[0],) + k[1] for k in mine if not same(k, their_starts, their_ends)}
        only_theirs = {(k[0],) + k[1] for k in theirs if not same(k, my_starts, my_ends)}
        grepped = grep_lines(regex, corpus)
        # a grep line is accounted for when one of our matches spans it (a chain's `.sink {` line is inside the match)
        spans = {}
        for path, start, end in mine:
            spans.setdefault(path, []).append((start[0], end[0]))
        grep_only = {(path, line, 0) for path, line in grepped if not any(a <= line <= b for a, b in spans.get(path, []))}
        print(f"| `{pattern}` | `{sg_pattern or pattern}` | {len(mine)} | {len(theirs)} | {len(mine) - len(only_ours)} | "
              f"{len(only_ours)} | {len(only_theirs)} | {len(grepped)} ({len(grep_only)} without a match of ours) |")
        details.append((pattern, sg_pattern or pattern, only_ours, only_theirs, errors, grep_only))
    for pattern, sg_pattern, only_ours, only_theirs, errors, grep_only in details:
        print(f"\n{pattern}  (ast-grep: {sg_pattern})")
        if errors.strip():
            print("    ast-grep stderr: " + errors.strip().splitlines()[0][:200])
        print(f"    only ours: {len(only_ours)}")
        show(only_ours, corpus, limit)
        print(f"    only ast-grep: {len(only_theirs)}")
        show(only_theirs, corpus, limit)
        print(f"    grep lines inside no match of ours: {len(grep_only)}")
        show(grep_only, corpus, limit)


def speed(policy, corpus, bench, runs):
    build_bench(corpus, bench, 70_000_000)
    size = sum(os.path.getsize(os.path.join(f, n)) for f, _, ns in os.walk(bench) for n in ns if n.endswith(".swift"))
    print(f"\nspeed over {bench} ({size / 1e6:.1f} MB of Swift), wall, best of {runs}; both tools on all cores")
    print("| pattern | policy query --pattern --format json | ast-grep run --json=stream | ratio | matches (ours / ast-grep) |")
    print("|---|---|---|---|---|")
    for pattern in SPEED_PATTERNS:
        runs_ours = [ours(policy, pattern, bench) for _ in range(runs)]
        runs_theirs = [astgrep(pattern, bench) for _ in range(runs)]
        best_ours = min(r[1] for r in runs_ours)
        best_theirs = min(r[1] for r in runs_theirs)
        print(f"| `{pattern}` | {best_ours:.2f} s | {best_theirs:.2f} s | {best_theirs / best_ours:.1f}x | "
              f"{len(runs_ours[0][0])} / {len(runs_theirs[0][0])} |")


if __name__ == "__main__":
    main()
