// VerbList: the English verbs `begin with a verb` knows — the words Swift code starts its function names with
// (fetchUsers, makeBody, didTapLogin, hasPermission), lower-case, base forms. A word list, not a parser: a word
// that is also a noun (`update`, `record`, `file`) is taken as a verb wherever it stands first. A pack adds its own
// words with `verbs WORD, …` (`CheckedPolicy.verbs`). Nouns that rarely start a function name (`name`, `time`,
// `size`, `message`) are left out on purpose. A word may sit in more than one group; a test checks each is a
// lower-case word.

enum VerbList {
    static let words: Set<String> = Set(groups.joined())

    static let groups: [[String]] = [
        // data: reading and writing
        ["add", "append", "apply", "archive", "assign", "attach", "backup", "batch", "cache", "clear", "collect", "commit",
         "compact", "copy", "count", "create", "delete", "deposit", "detach", "download", "drop", "duplicate", "edit",
         "empty", "erase", "evict", "export", "fetch", "fill", "find", "flush", "get", "import", "increment", "insert",
         "keep", "list", "load", "lookup", "merge", "migrate", "modify", "move", "persist", "pop", "populate", "post",
         "preload", "prepend", "prune", "purge", "push", "put", "query", "read", "rebuild", "receive", "record", "recover",
         "refetch", "reload", "remove", "rename", "reorder", "replace", "request", "reset", "restore", "retrieve", "revert",
         "save", "seed", "set", "shift", "store", "submit", "swap", "take", "trim", "truncate", "unarchive", "undo",
         "update", "upload", "upsert", "write"],
        // transforming and computing
        ["adjust", "aggregate", "align", "analyze", "append", "average", "calculate", "capitalize", "chunk", "clamp",
         "combine", "compare", "compile", "compose", "compress", "compute", "concatenate", "convert", "crop", "decode",
         "decompress", "decrypt", "deduplicate", "derive", "deserialize", "diff", "divide", "encode", "encrypt",
         "escape", "estimate", "evaluate", "expand", "extract", "filter", "flatten", "fold", "format", "generate",
         "geocode", "group", "hash", "interpolate", "invert", "join", "localize", "lowercase", "map", "measure", "minify",
         "multiply", "negate", "normalize", "pad", "paginate", "parse", "partition", "pluralize", "process", "quantize",
         "randomize", "rank", "reduce", "render", "resize", "resolve", "reverse", "rotate", "round", "sanitize", "scale",
         "score", "serialize", "shuffle", "sign", "simplify", "slice", "sort", "split", "strip", "subtract",
         "sum", "summarize", "tokenize", "transform", "translate", "transpose", "trim", "truncate", "unescape", "unwrap",
         // -en verbs of colour and size (`darken(_:)`, round BT)
         "blacken", "brighten", "darken", "deepen", "lengthen", "lighten", "loosen", "shorten", "soften", "strengthen",
         "thicken", "tighten", "weaken", "whiten", "widen",
         "uppercase", "wrap", "zip"],
        // building and configuring
        ["allocate", "assemble", "bind", "bootstrap", "build", "compose", "configure", "construct", "customize",
         "declare", "decorate", "define", "deinitialize", "destroy", "dispose", "embed", "enable", "disable", "equip", "free",
         "inject", "initialize", "install", "instantiate", "invalidate", "layout", "link", "make", "mount", "prepare",
         "provide", "provision", "recycle", "register", "release", "reserve", "resolve", "restyle", "retain", "setup",
         "style", "teardown", "tear", "uninstall", "unmount", "unregister", "use", "wire"],
        // checking and deciding
        ["accept", "allow", "assert", "audit", "authenticate", "authorize", "check", "confirm", "contain", "deny",
         "detect", "determine", "ensure", "equal", "exclude", "expect", "guard", "identify", "ignore", "include",
         "inspect", "match", "permit", "prefer", "prevent", "prove", "recognize", "reject", "require", "satisfy",
         "scan", "search", "skip", "test", "trust", "verify", "validate", "blacklist"],
        // auxiliaries and state questions: `isValid()`, `hasPermission()`, `shouldRefresh()`, `didTapLogin()`
        ["are", "be", "can", "could", "did", "does", "do", "had", "has", "have", "is", "may", "might", "must", "need",
         "needs", "should", "was", "were", "will", "would"],
        // running and timing
        ["abort", "await", "begin", "block", "call", "cancel", "complete", "continue", "debounce", "defer", "delay",
         "dispatch", "enqueue", "dequeue", "execute", "exit", "fail", "finish", "fire", "halt", "interrupt", "invoke",
         "kill", "launch", "lock", "loop", "notify", "pause", "perform", "poll", "postpone", "queue", "quit", "relaunch",
         "repeat", "reschedule", "restart", "resume", "retry", "return", "run", "schedule", "spawn", "start", "stop",
         "suspend", "terminate", "throttle", "throw", "tick", "trigger", "unlock", "wait", "wake", "yield"],
        // communicating and observing
        ["ask", "announce", "answer", "bind", "broadcast", "connect", "disconnect", "emit", "forward",
         "handle", "listen", "log", "monitor", "observe", "ping", "print", "publish", "react",
         "reply", "report", "respond", "send", "share", "signal", "stream", "subscribe", "sync", "synchronize", "tell",
         "track", "trace", "transmit", "unsubscribe", "upload", "watch"],
        // user interface and navigation
        ["animate", "appear", "blink", "blur", "bounce", "browse", "choose", "click", "close", "collapse", "colorize",
         "deselect", "dim", "disappear", "dismiss", "display", "drag", "draw", "enter", "expand", "fade", "flip",
         "focus", "go", "hide", "highlight", "hover", "layout", "leave", "mark", "navigate", "open", "paint", "pan",
         "pick", "pin", "pinch", "place", "play", "pop", "present", "preview", "press", "redraw", "refresh",
         "relayout", "reveal", "route", "scroll", "select", "show", "slide", "snap", "stack", "swipe", "switch", "tap",
         "toggle", "touch", "unfocus", "unhide", "unpin", "unselect", "zoom"],
        // accounts, commerce and media
        ["activate", "bookmark", "buy", "capture", "charge", "checkout", "claim", "comment", "deactivate", "decline",
         "donate", "enroll", "favorite", "follow", "invite", "join", "like", "login", "logout", "mute", "order", "pay",
         "purchase", "rate", "redeem", "refund", "renew", "rent", "repost", "reserve", "restore", "review", "scan",
         "shoot", "signin", "signout", "signup", "skip", "stream", "subscribe", "unfollow", "unlike", "unmute",
         "verify", "vote", "withdraw"],
        // everything else commonly first in a Swift function name
        ["access", "achieve", "acquire", "act", "advance", "adopt", "arrange", "attempt", "bring", "calibrate",
         "carry", "change", "clean", "clone", "consume", "correct", "cover", "cut", "deliver", "describe",
         "design", "dump", "end", "establish", "evolve", "explain", "explore", "feed", "fix", "flag", "gather", "give",
         "grant", "grow", "hold", "improve", "increase", "decrease", "indicate", "inform", "iterate", "learn",
         "let", "lift", "limit", "locate", "lower", "maintain", "manage", "mask", "mirror", "mock", 
         "obtain", "offer", "own", "patch", "predict", "produce", "promote", "protect", "pull",
         "raise", "reach", "recalculate", "recompute", "redirect", "refine", "reflect", "regenerate", "relate",
         "relocate", "remember", "repair", "represent", "reproduce", "retire", "reuse", "rewrite", "sample", "seek",
         "separate", "serve", "settle", "shape", "shorten", "shut", "simulate", "solve", 
         "stub", "supply", "support", "tag", "transfer", "traverse", "tune",
         "turn", "unblock", "unify", "unload", "unpack", "unregister", "unset", "visit", "warn", "weigh",
         "work"],
    ]

    /// The first camel-case (or snake_case) word of a name, lower-cased: `fetch` for `fetchUsers`, `FetchUserUseCase`
    /// and `fetch_users`; `url` for `URLSession`; nil for a name that does not start with a letter (an operator,
    /// `_` only).
    static func firstWord(of name: String) -> String? {
        var bytes = Array(name.utf8.drop { $0 == UInt8(ascii: "_") })
        guard let first = bytes.first, isLetter(first) else { return nil }
        var end = 1
        if isUpper(first), bytes.count > 1, isUpper(bytes[1]) {
            // an acronym: its capitals, up to the one that starts the next word (`URLSession` → `URL`)
            while end < bytes.count, isUpper(bytes[end]) { end += 1 }
            if end < bytes.count, isLower(bytes[end]) { end -= 1 }
        } else {
            while end < bytes.count, isLower(bytes[end]) { end += 1 }
        }
        bytes.removeLast(bytes.count - end)
        return String(decoding: bytes.map { isUpper($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    private static func isLetter(_ byte: UInt8) -> Bool { isUpper(byte) || isLower(byte) }
}
