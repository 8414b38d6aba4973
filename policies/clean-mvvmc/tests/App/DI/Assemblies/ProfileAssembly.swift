import Factory // expect: no-third-party-di

// As apps write it: a property-wrapper DI library in place of the manual container.
// ok: assembly-location, container-in-app, no-service-locator
final class ProfileAssembly {}
