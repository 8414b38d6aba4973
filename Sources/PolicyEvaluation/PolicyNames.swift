// PolicyNames: the policy language's `Modifier` under a name that does not clash with the Swift front-end's
// `Modifier` (this file imports only PolicyLanguage, so the name is unambiguous here).

import PolicyLanguage

typealias PolicyModifier = Modifier
