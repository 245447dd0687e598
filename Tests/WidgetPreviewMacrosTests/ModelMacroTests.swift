import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import WidgetPreviewSyntax
import XCTest

// SwiftData's `@Model` (our expansion, WidgetPreviewSyntax/ModelMacro.swift): an identity member,
// public when the class is, and the conformances the class does not declare; `@Attribute`,
// `@Relationship` and `@Transient` add nothing.
final class ModelMacroTests: XCTestCase {
    private let macros: [String: MacroSpec] = [
        "Model": MacroSpec(type: ModelMacroExpansion.self, conformances: ["PersistentModel", "Observable"]),
        "Attribute": MacroSpec(type: InertPeerMacroExpansion.self),
        "Transient": MacroSpec(type: InertPeerMacroExpansion.self),
    ]

    func testModelAddsIdentityAndConformances() {
        assertMacroExpansion(
            """
            @Model
            public final class Trip {
                @Attribute(.unique) var name: String
                @Transient var draft = false
                init(name: String) { self.name = name }
            }
            """,
            expandedSource: """
            public final class Trip {
                var name: String
                var draft = false
                init(name: String) { self.name = name }

                public let persistentModelID = PersistentIdentifier(entityName: "Trip")
            }

            extension Trip: PersistentModel, Observable {
            }
            """,
            macroSpecs: macros)
    }

    func testModelOnAStructIsAnError() {
        assertMacroExpansion(
            "@Model struct Trip {}",
            expandedSource: "struct Trip {}",
            diagnostics: [DiagnosticSpec(message: "@Model applies to a class, as in SwiftData", line: 1, column: 1)],
            macroSpecs: macros)
    }
}
