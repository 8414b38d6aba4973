// What bodies do: calls and receivers, trailing closures, type names, assignments, defer/await/Task,
// force unwraps, complexity and line spans. Local declarations never become symbols.
import XCTest
@testable import SwiftDeclarations

private func facts(_ body: String) -> BodyFacts {
    let file = parse("func subject() {\n\(body)\n}")
    guard let facts = file.only("subject").body else {
        XCTFail("no body")
        return BodyFacts()
    }
    return facts
}

private func calls(_ body: String) -> [String] {
    facts(body).calls.map { ($0.receiver.map { $0 + "." } ?? "") + $0.name }
}

final class CallTests: XCTestCase {
    func testPlainCall() {
        XCTAssertEqual(calls("print(1)"), ["print"])
    }

    func testOptionalChainedCallReceiverDropsTheQuestionMark() {
        let call = facts("loadTask?.cancel()").calls
        XCTAssertEqual(call.map(\.name), ["cancel"])
        XCTAssertEqual(call.map(\.receiver), ["loadTask"])
    }

    func testReceiverChains() {
        XCTAssertEqual(calls("self.service.fetch(id)\nitems[0].reload()\nmodel!.save()\nsuper.viewDidLoad()"),
                       ["self.service.fetch", "items[0].reload", "model.save", "super.viewDidLoad"])
    }

    func testCallOnACallResult() {
        XCTAssertEqual(calls("repo.query(a).first()"), ["repo.query", "repo.query(a).first"])
    }

    func testImplicitMemberCallHasNoReceiver() {
        let call = facts("view.apply(.init(color: .red), .shadow(radius: 2))").calls
        XCTAssertEqual(call.map(\.name), ["apply", "init", "shadow"])
        XCTAssertEqual(call.map(\.receiver), ["view", nil, nil])
    }

    func testGenericCall() {
        XCTAssertEqual(calls("let s = Set<Int>()\nlet d = decode<User>(data)"), ["Set", "decode"])
    }

    func testCallLinesAndOffsetsAreInSourceOrder() {
        let call = facts("a()\n\nb()").calls
        XCTAssertEqual(call.map(\.line), [2, 4])
        XCTAssertLessThan(call[0].offset, call[1].offset)
    }

    func testParenthesisOnTheNextLineIsNotACall() {
        XCTAssertEqual(calls("let x = y\n(z as Q).run()"), ["(z as Q).run"])
    }

    func testFunctionReferenceByFullNameIsNotACall() {
        XCTAssertEqual(calls("button.addTarget(self, action: #selector(tap(_:)))"), ["button.addTarget"])
    }

    func testKeywordsBeforeParenthesesAreNotCalls() {
        XCTAssertEqual(calls("if (a) { }\nwhile (b) { }\nreturn (c)"), [])
    }

    func testFunctionNamedInFullThenCalledIsACallOfItsName() {
        let call = facts("handler.handle(_:)(error)\nlet f = list.sort(by:)").calls
        XCTAssertEqual(call.map(\.name), ["handle"])
        XCTAssertEqual(call.map(\.receiver), ["handler"])
        XCTAssertEqual(call.map(\.column), [9])
        XCTAssertEqual(calls("NavigationLink(state:) { Card() }"), ["NavigationLink", "Card"])
    }

    func testTupleElementCalledIsACallOfItsIndex() {
        let call = facts("request.1(value)").calls
        XCTAssertEqual(call.map(\.name), ["1"])
        XCTAssertEqual(call.map(\.receiver), ["request"])
    }

    func testSelfAsAnEnumCasePatternIsACall() {
        XCTAssertEqual(calls("switch name {\ncase .self(let syntax): use(syntax)\ndefault: break\n}"), ["self", "use"])
    }

    func testModifierKeywordCalledWithAValueIsACall() {
        XCTAssertEqual(calls("return open(value)"), ["open"])
        let local = "struct L { private(set) var a = 1; nonisolated(unsafe) var b = 2; unowned(safe) var c: C }"
        XCTAssertEqual(calls(local), [])
    }
}

final class TrailingClosureTests: XCTestCase {
    func testTrailingClosureIsACall() {
        XCTAssertEqual(calls("items.forEach { print($0) }"), ["items.forEach", "print"])
    }

    func testTaskWithTrailingClosureIsACallAndSpawnsATask() {
        let f = facts("Task { await refresh() }")
        XCTAssertEqual(f.calls.map(\.name), ["Task", "refresh"])
        XCTAssertTrue(f.spawnsTask)
        XCTAssertTrue(f.hasAwait)
    }

    func testDetachedTaskSpawnsATask() {
        XCTAssertTrue(facts("Task.detached(priority: .low) { }").spawnsTask)
    }

    func testConditionBracesAreNotTrailingClosures() {
        XCTAssertEqual(calls("if ready {\n}\nguard let x = y else { return }\nwhile busy { }\nfor i in list { }\nswitch v { default: break }"), [])
    }

    func testCallInAConditionFollowedByTheBody() {
        XCTAssertEqual(calls("if isValid(x) { save() }"), ["isValid", "save"])
    }

    func testLocalDeclarationBodiesAreNotTrailingClosures() {
        XCTAssertEqual(calls("struct Local { func go() { run() } }\nvar v: Int { compute() }"), ["run", "compute"])
    }

    func testTrailingClosureAfterACaseLetPatternIsACall() {
        let body = "switch result {\ncase let .success(url): state.write { $0 = url }\ncase .failure: break\n}"
        XCTAssertEqual(calls(body), ["success", "state.write"])
    }

    func testKeywordArgumentLabelDoesNotTakeTheTrailingClosure() {
        XCTAssertEqual(calls("readTypes(for: metrics.filter { $0.isOn })"), ["readTypes", "metrics.filter"])
        XCTAssertEqual(facts("g(for: a, if: b, while: c)").complexity, 1)
    }

    func testAccessorsOfALocalPropertyAreNotCalls() {
        let body = """
            struct Counter {
                var count: Int {
                    get { box.read { $0 } }
                    nonmutating set { box.write { $0 = newValue } }
                }
                var limit: Int { willSet { log(1) } didSet(old) { log(old) } }
            }
            store.get { 1 }
            """
        XCTAssertEqual(calls(body), ["box.read", "box.write", "log", "log", "store.get"])
    }
}

final class BodyFactTests: XCTestCase {
    func testTypeLikeIdentifiersSortedAndUnique() {
        XCTAssertEqual(facts("let v: Foo = Bar.make()\nlet w = Foo()\nlet z = x.lower").typeNames, ["Bar", "Foo"])
    }

    func testMetatypeKeywordsAreNotTypeNames() {
        XCTAssertEqual(facts("let t: Foo.Type = Foo.self").typeNames, ["Foo"])
    }

    func testTypeAndProtocolAsMembersOfValuesAreNames() {
        XCTAssertEqual(facts("self.Type = sensor.Type\n$0.Protocol = 1").typeNames, ["Protocol", "Type"])
        XCTAssertEqual(facts("switch kind { case .Type: break; default: break }").typeNames, ["Type"])
        XCTAssertEqual(facts("let t: [Foo]?.Type = x as! Array<Foo>.Protocol").typeNames, ["Array", "Foo"])
        XCTAssertEqual(facts("let t = x as? [Foo].Type\nlet u = y as? any _Bar.Type").typeNames, ["Foo"])
        XCTAssertEqual(facts("check(sensors[0].Type)").typeNames, ["Type"])
    }

    func testAnyAsAMemberIsANameAndAsATypeIsNot() {
        XCTAssertEqual(facts("let a: Any = 1\nlet b = x as Any\nreturn at(.keyword(.Any))").typeNames, ["Any"])
    }

    func testAssignmentsToMembers() {
        let f = facts("controller.items = []\nself.count += 1\nlet local = 2\nif a == b { }")
        XCTAssertEqual(f.assignments.map(\.target), ["controller.items", "self.count"])
        XCTAssertEqual(f.assignments.map(\.value), ["[]", "1"])
    }

    func testAssigningATaskIsRecognised() {
        let f = facts("loadTask = Task { await load() }")
        XCTAssertEqual(f.assignments.map(\.target), ["loadTask"])
        XCTAssertTrue(f.assignments[0].assignsTask)
        XCTAssertFalse(Assignment(target: "t", value: "TaskGroup()", line: 1, offset: 0).assignsTask)
    }

    func testDefer() {
        XCTAssertTrue(facts("defer { lock.unlock() }").hasDefer)
        XCTAssertFalse(facts("lock.unlock()").hasDefer)
    }

    func testAwait() {
        XCTAssertTrue(facts("let x = await load()").hasAwait)
        XCTAssertFalse(facts("let x = load()").hasAwait)
    }

    func testTaskIsCancelledIsAMemberReferenceNotASpawn() {
        let f = facts("if Task.isCancelled { return }\ntry Task.checkCancellation()")
        XCTAssertEqual(f.memberReferences, ["Task.checkCancellation", "Task.isCancelled"])
        XCTAssertFalse(f.spawnsTask)
    }

    func testAMemberSpelledAsAKeywordIsAMemberReference() {
        let f = facts("let fm = FileManager.default\nlet t = Foo.self\nlet v = Value.init(1)")
        XCTAssertEqual(f.memberReferences, ["FileManager.default", "Foo.self", "Value.init"])
    }

    func testForceUnwrapCount() {
        XCTAssertEqual(facts("let a = x!\nlet b = dict[\"k\"]!.count\nlet c = f()!").forceUnwraps, 3)
    }

    func testNotEqualAndPrefixNotAndTryBangAreNotForceUnwraps() {
        XCTAssertEqual(facts("if x != y { }\nif !done { }\nlet d = try! load()\nlet e = x !== y").forceUnwraps, 0)
    }

    func testComplexityCountsBranches() {
        let f = facts("""
            if a { } else if b { }
            guard c else { return }
            for x in xs { while y { } }
            repeat { } while z
            switch v {
            case 1: break
            case 2, 3: break
            default: break
            }
            do { try f() } catch { }
            """)
        // 1 + if, if, guard, for, while, repeat, while, case, case, catch
        XCTAssertEqual(f.complexity, 11)
    }

    func testComplexityCountsShortCircuitAndTernary() {
        XCTAssertEqual(facts("let ok = a && b || c\nlet v = ok ? 1 : 2\nlet w = opt ?? 0").complexity, 4)
    }

    func testEmptyBodyHasComplexityOne() {
        XCTAssertEqual(facts("").complexity, 1)
    }

    func testLineSpan() {
        let d = parse("struct S {\n  func f() {\n    a()\n    b()\n  }\n}").only("f")
        XCTAssertEqual(d.body?.startLine, 2)
        XCTAssertEqual(d.body?.endLine, 5)
        XCTAssertEqual(d.body?.lineCount, 4)
    }

    func testLocalDeclarationsAreNotSymbols() {
        let file = parse("""
            func outer() {
                struct Local { var x = 1 }
                func helper() {}
                let value = 2
                enum Mode { case a }
            }
            """)
        XCTAssertEqual(file.outline, ["func outer"])
    }

    func testClosureBodiesInsideABodyAreScanned() {
        XCTAssertEqual(calls("let f = { (x: Int) in transform(x) }\nsheet { Detail() }"), ["transform", "sheet", "Detail"])
    }
}
