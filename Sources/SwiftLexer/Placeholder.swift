// SwiftLexer: placeholder until the stage lands.
