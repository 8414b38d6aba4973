import FactoryKit // expect: no-third-party-di

// Factory's module under its newer name, as a real app imports it (round AY).
// ok: assembly-location, container-in-app, no-service-locator
final class WeatherAssembly {}
