// SwiftDeclarations: placeholder until the stage lands.
