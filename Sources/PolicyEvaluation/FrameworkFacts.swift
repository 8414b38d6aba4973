// FrameworkFacts: what Apple's frameworks declare that a project's source does not show — each well-known class's
// superclass, each well-known protocol's refinements, and which of them are main-actor isolated — so that
// `inheriting from UIViewController` holds for a `UITableViewController` subclass and `be isolated to MainActor`
// for an `NSWindowController` subclass.
//
// Where the facts come from: the SDKs' Swift interfaces as Xcode 16 (iOS 18, macOS 15 SDKs) generates them:
// UIKit (UIResponder.h, UIViewController.h, UIView.h… mark their classes `NS_SWIFT_UI_ACTOR`, which Swift reads as
// `@MainActor`), AppKit (NSView, NSViewController, NSWindow, NSWindowController, NSApplication are `@MainActor`),
// SwiftUI (`App`, `Scene`, `View`, `ViewModifier` and the representable protocols are `@MainActor @preconcurrency`
// protocols since the iOS 18 / macOS 15 SDK; before it only `body` (and `App.init`) were main-actor isolated),
// Core Data (`NSManagedObject`), Foundation and XCTest. Only facts checked against those interfaces are listed:
// a class or protocol missing here is simply unknown (its name still counts as written), never guessed. The table is
// small on purpose; add a line with its superclass and isolation when a framework type is worth knowing.

/// One framework class or protocol: its direct supertypes and whether it is `@MainActor`.
struct FrameworkType: Sendable {
    /// The superclass (for a class) and the protocols it refines or conforms to, by simple name.
    let supertypes: [String]
    /// Declared `@MainActor` (itself, not through a supertype: `FrameworkFacts.isMainActor` follows the chain).
    let isMainActor: Bool
}

/// The table and the closure over it.
enum FrameworkFacts {
    private static func type(_ supertypes: String..., mainActor: Bool = false) -> FrameworkType {
        FrameworkType(supertypes: supertypes, isMainActor: mainActor)
    }

    /// By simple name. Superclass first, then protocols.
    static let types: [String: FrameworkType] = [
        // Foundation
        "NSObject": type("NSObjectProtocol"),
        "Operation": type("NSObject"),
        "BlockOperation": type("Operation"),
        "OperationQueue": type("NSObject"),
        "NotificationCenter": type("NSObject"),
        "UserDefaults": type("NSObject"),
        "URLSession": type("NSObject"),
        "NSCoder": type("NSObject"),
        "XCTest": type("NSObject"),
        "XCTestCase": type("XCTest"),

        // UIKit: responders (UIResponder is NS_SWIFT_UI_ACTOR, so every subclass is main-actor isolated)
        "UIResponder": type("NSObject", mainActor: true),
        "UIApplication": type("UIResponder", mainActor: true),
        "UIScene": type("UIResponder", mainActor: true),
        "UIWindowScene": type("UIScene", mainActor: true),
        // view controllers
        "UIViewController": type("UIResponder", mainActor: true),
        "UITableViewController": type("UIViewController"),
        "UICollectionViewController": type("UIViewController"),
        "UINavigationController": type("UIViewController"),
        "UITabBarController": type("UIViewController"),
        "UIPageViewController": type("UIViewController"),
        "UISplitViewController": type("UIViewController"),
        "UISearchController": type("UIViewController"),
        "UIAlertController": type("UIViewController"),
        "UIActivityViewController": type("UIViewController"),
        "UIDocumentPickerViewController": type("UIViewController"),
        "UIInputViewController": type("UIViewController"),
        "UIImagePickerController": type("UINavigationController"),
        "UIHostingController": type("UIViewController"),  // SwiftUI
        // views
        "UIView": type("UIResponder", mainActor: true),
        "UIWindow": type("UIView"),
        "UIControl": type("UIView"),
        "UIButton": type("UIControl"),
        "UISwitch": type("UIControl"),
        "UISlider": type("UIControl"),
        "UIStepper": type("UIControl"),
        "UISegmentedControl": type("UIControl"),
        "UITextField": type("UIControl"),
        "UIDatePicker": type("UIControl"),
        "UIPageControl": type("UIControl"),
        "UIRefreshControl": type("UIControl"),
        "UILabel": type("UIView"),
        "UIImageView": type("UIView"),
        "UIStackView": type("UIView"),
        "UIScrollView": type("UIView"),
        "UITableView": type("UIScrollView"),
        "UICollectionView": type("UIScrollView"),
        "UITextView": type("UIScrollView"),
        "UITableViewCell": type("UIView"),
        "UITableViewHeaderFooterView": type("UIView"),
        "UICollectionReusableView": type("UIView"),
        "UICollectionViewCell": type("UICollectionReusableView"),
        "UICollectionViewListCell": type("UICollectionViewCell"),
        "UIActivityIndicatorView": type("UIView"),
        "UIProgressView": type("UIView"),
        "UIPickerView": type("UIView"),
        "UINavigationBar": type("UIView"),
        "UITabBar": type("UIView"),
        "UIToolbar": type("UIView"),
        "UISearchBar": type("UIView"),
        "UIVisualEffectView": type("UIView"),
        // gesture recognizers (NS_SWIFT_UI_ACTOR)
        "UIGestureRecognizer": type("NSObject", mainActor: true),
        "UITapGestureRecognizer": type("UIGestureRecognizer"),
        "UIPanGestureRecognizer": type("UIGestureRecognizer"),
        "UILongPressGestureRecognizer": type("UIGestureRecognizer"),
        "UISwipeGestureRecognizer": type("UIGestureRecognizer"),
        "UIPinchGestureRecognizer": type("UIGestureRecognizer"),
        // protocols
        "UIApplicationDelegate": type("NSObjectProtocol", mainActor: true),
        "UISceneDelegate": type("NSObjectProtocol", mainActor: true),
        "UIWindowSceneDelegate": type("UISceneDelegate", mainActor: true),
        "UIScrollViewDelegate": type("NSObjectProtocol"),
        "UITableViewDelegate": type("UIScrollViewDelegate"),
        "UITableViewDataSource": type("NSObjectProtocol"),
        "UICollectionViewDelegate": type("UIScrollViewDelegate"),
        "UICollectionViewDataSource": type("NSObjectProtocol"),
        "UICollectionViewDelegateFlowLayout": type("UICollectionViewDelegate"),
        "UITextFieldDelegate": type("NSObjectProtocol"),
        "UITextViewDelegate": type("UIScrollViewDelegate"),

        // AppKit
        "NSResponder": type("NSObject"),
        "NSApplication": type("NSResponder", mainActor: true),
        "NSViewController": type("NSResponder", mainActor: true),
        "NSSplitViewController": type("NSViewController"),
        "NSTabViewController": type("NSViewController"),
        "NSPageController": type("NSViewController"),
        "NSCollectionViewItem": type("NSViewController"),
        "NSHostingController": type("NSViewController"),  // SwiftUI
        "NSWindowController": type("NSResponder", mainActor: true),
        "NSWindow": type("NSResponder", mainActor: true),
        "NSPanel": type("NSWindow"),
        "NSView": type("NSResponder", mainActor: true),
        "NSControl": type("NSView"),
        "NSButton": type("NSControl"),
        "NSPopUpButton": type("NSButton"),
        "NSTextField": type("NSControl"),
        "NSSlider": type("NSControl"),
        "NSSegmentedControl": type("NSControl"),
        "NSImageView": type("NSControl"),
        "NSTableView": type("NSControl"),
        "NSOutlineView": type("NSTableView"),
        "NSText": type("NSView"),
        "NSTextView": type("NSText"),
        "NSScrollView": type("NSView"),
        "NSClipView": type("NSView"),
        "NSStackView": type("NSView"),
        "NSSplitView": type("NSView"),
        "NSTabView": type("NSView"),
        "NSCollectionView": type("NSView"),
        "NSTableCellView": type("NSView"),
        "NSVisualEffectView": type("NSView"),
        "NSHostingView": type("NSView"),  // SwiftUI
        "NSDocument": type("NSObject"),
        "NSPersistentDocument": type("NSDocument"),
        "NSApplicationDelegate": type("NSObjectProtocol", mainActor: true),

        // Core Data
        "NSManagedObject": type("NSObject"),
        "NSManagedObjectContext": type("NSObject"),
        "NSPersistentContainer": type("NSObject"),

        // the Swift standard library's protocols that refine Equatable (an OptionSet is Equatable through SetAlgebra)
        "Equatable": type(),
        "ExpressibleByArrayLiteral": type(),
        "ExpressibleByIntegerLiteral": type(),
        "RawRepresentable": type(),
        "Hashable": type("Equatable"),
        "Comparable": type("Equatable"),
        "Strideable": type("Comparable"),
        "AdditiveArithmetic": type("Equatable"),
        "Numeric": type("AdditiveArithmetic", "ExpressibleByIntegerLiteral"),
        "SetAlgebra": type("Equatable", "ExpressibleByArrayLiteral"),
        "OptionSet": type("SetAlgebra", "RawRepresentable"),

        // SwiftUI (protocols; @MainActor @preconcurrency since the iOS 18 / macOS 15 SDK)
        "App": type(mainActor: true),
        "Scene": type(mainActor: true),
        "View": type(mainActor: true),
        "ViewModifier": type(mainActor: true),
        "UIViewRepresentable": type("View", mainActor: true),
        "UIViewControllerRepresentable": type("View", mainActor: true),
        "NSViewRepresentable": type("View", mainActor: true),
        "NSViewControllerRepresentable": type("View", mainActor: true),
    ]

    /// Every framework supertype of a framework type, nearest first (empty for a name the table does not know).
    static func ancestors(of name: String) -> [String] { closure[name] ?? [] }

    /// Whether the framework type, or one of its framework supertypes, is `@MainActor`.
    static func isMainActor(_ name: String) -> Bool { mainActorNames.contains(name) }

    /// `ancestors(of:)` for every name of the table, computed once.
    private static let closure: [String: [String]] = {
        var closure: [String: [String]] = [:]
        for name in types.keys {
            var ancestors: [String] = []
            var pending = types[name]?.supertypes ?? []
            // the table has no cycles; the bound keeps a mistaken edit from looping
            while let next = pending.first, ancestors.count < types.count {
                pending.removeFirst()
                if ancestors.contains(next) { continue }
                ancestors.append(next)
                pending += types[next]?.supertypes ?? []
            }
            closure[name] = ancestors
        }
        return closure
    }()

    /// The names that are main-actor isolated themselves or through a framework supertype.
    private static let mainActorNames: Set<String> = Set(types.keys.filter { name in
        types[name]?.isMainActor == true || closure[name, default: []].contains { types[$0]?.isMainActor == true }
    })

    /// The framework names with `ancestor` among their ancestors (for the supertype index: the names under which a
    /// symbol also holds `ancestor`).
    static func descendants(of ancestor: String) -> [String] {
        closure.compactMap { $0.value.contains(ancestor) ? $0.key : nil }.sorted()
    }
}
