import Foundation

// SwiftLint line_length: 120. The document's repository protocol, its method written on one line.
protocol LayoutUserStore {
  // expect: line-length
  func fetchUserProfile(id: String, includeOrders: Bool, includeAddresses: Bool, includePayments: Bool) async throws -> [String]
  // Near miss: exactly 120 characters.
  // ok: line-length
  func fetchUserOrders(id: String, includeOrderItems: Bool, includeAddressBook: Bool) async throws -> [String: [String]]
}

// As apps write it: a long error message in a string literal.
enum LayoutErrorText {
  // expect: line-length
  static let offline = "You appear to be offline. Check your connection and try again, or contact support if the problem persists."
}

// SwiftLint trailing_whitespace: Error. The document's entity, with spaces after the brace.
// expect: trailing-whitespace
struct LayoutUser {   
  let id: String
  // As apps write it: a tab left after a statement.
  // expect: trailing-whitespace
  let name: String	
  // Near miss, this comment: white space inside a comment is left alone (SwiftLint ignores_comments).   
  // ok: trailing-whitespace
  let email: String
}

// SwiftFormat: 2-space indentation. Widths are not checked: text cannot tell 4-space code from two 2-space levels, and
// the widths that are no multiple of 2 were, in real apps, continuation lines aligned under a parenthesis.
struct LayoutProduct {
  let id: String
  var label: String {
    id
  }
}

// Tabs: the document's type with a tab-indented member.
struct LayoutOrder {
  // expect: indentation-tabs
	let id: String
  // ok: indentation-tabs
  let total: Int
}

// A second tab-indented block in the same file: counted in the file's one finding above, not reported again.
func layoutTotal(_ orders: [LayoutOrder]) -> Int {
  orders.reduce(0) { sum, order in
    // ok: indentation-tabs
		sum + order.total
  }
}

// Near miss: a multi-line string's lines are text, not indentation.
// ok: indentation-tabs
let layoutBanner = """
   Welcome
   """
