import SwiftUI // expect: data-no-ui-imports

final class ProductRepositoryImpl {}
