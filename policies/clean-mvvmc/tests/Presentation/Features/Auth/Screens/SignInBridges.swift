import AuthenticationServices
import SceneKit
import SwiftUI

// "Coordinators manage navigation flow": a class named *Coordinator that only bridges a framework's delegate
// callbacks (Apple sign-in, a SceneKit renderer) coordinates no screens. The navigation rules do not apply to it.
// ok: coordinator-has-navigation-path, coordinator-hierarchy, coordinator-deep-links, coordinator-location
final class AppleSignInCoordinator: NSObject, ASAuthorizationControllerDelegate {
    func authorizationController(controller: ASAuthorizationController, didComplete: ASAuthorization) {}
}

// ok: coordinator-has-navigation-path, coordinator-hierarchy, coordinator-deep-links, coordinator-location
private final class SphereRenderCoordinator: NSObject, SCNSceneRendererDelegate {
    func renderer(_ renderer: SCNSceneRenderer, updateAtTime time: TimeInterval) {}
}

// Still a coordinator: one that drives navigation and is also a navigation controller's delegate.
// expect: coordinator-has-navigation-path, coordinator-hierarchy, coordinator-deep-links, coordinator-location
final class CheckoutCoordinator: NSObject, UINavigationControllerDelegate, Coordinator {
    func start() {}
}

protocol Coordinator: AnyObject { func start() }

// Nor a class named for the data work it coordinates (syncing reminders with the calendar): no screens, no routes.
// ok: coordinator-has-navigation-path, coordinator-hierarchy, coordinator-deep-links, coordinator-location
@MainActor final class ReminderSyncCoordinator {
    func syncAll() async {}
}
