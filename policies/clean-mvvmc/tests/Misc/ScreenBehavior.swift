import UIKit

// A method that forwards a UIKit lifecycle event keeps the event's name.
protocol ScreenBehavior {
    // ok: method-verb-phrase
    func viewWillAppear(viewController: UIViewController)
}
