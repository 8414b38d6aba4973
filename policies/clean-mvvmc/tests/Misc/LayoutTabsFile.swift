// As apps write it: a file indented with tabs throughout (Xcode set to tabs). One finding, at its first tab.
struct TabbedCart {
	let items: [String] // expect: indentation-tabs
	var count: Int { // ok: indentation-tabs
		items.count // ok: indentation-tabs
	}
}
