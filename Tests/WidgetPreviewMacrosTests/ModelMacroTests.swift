import WidgetPreviewSyntax
import XCTest

// SwiftData's `@Model` (our expansion, WidgetPreviewSyntax/ModelMacro.swift): an identity member,
// public when the class is, and the conformances the class does not declare; `@Attribute`,
// `@Relationship` and `@Transient` add nothing (PluginProtocolTests).
final class ModelMacroTests: XCTestCase {
    func testModelAddsIdentityPublicWhenTheClassIs() {
        XCTAssertEqual(ModelMacroExpansion.members(ofDeclaration: "@Model\npublic final class Trip {\n  var name = \"\"\n}"),
                       #"public let persistentModelID = PersistentIdentifier(entityName: "Trip")"#)
        XCTAssertEqual(ModelMacroExpansion.members(ofDeclaration: "@Model class Trip: Identifiable {}"),
                       #"let persistentModelID = PersistentIdentifier(entityName: "Trip")"#)
        XCTAssertEqual(ModelMacroExpansion.members(ofDeclaration: "@Model open class Trip {}")?.hasPrefix("public let"), true)
    }

    func testHeaderReadsPastAttributesCommentsAndBackticks() {
        let source = """
            @Model // stored in memory
            @available(iOS 17, macOS 14, *) @MainActor
            /* note: "(" */ final class `Trip`<T> {}
            """
        XCTAssertEqual(ModelMacroExpansion.members(ofDeclaration: source), #"let persistentModelID = PersistentIdentifier(entityName: "Trip")"#)
        XCTAssertEqual(ModelMacroExpansion.members(ofDeclaration: #"@Attr(name: "a) class B") nonisolated(unsafe) public class C {}"#),
                       #"public let persistentModelID = PersistentIdentifier(entityName: "C")"#)
    }

    func testModelOnAStructOrEnumIsNotExpanded() {
        XCTAssertNil(ModelMacroExpansion.members(ofDeclaration: "@Model struct Trip {}"))
        XCTAssertNil(ModelMacroExpansion.members(ofDeclaration: "@Model public enum Trip {}"))
        XCTAssertEqual(ModelMacroExpansion.extensionDeclaration(ofDeclaration: "@Model struct Trip {}", extendedType: "Trip",
                                                                conformances: "struct _: PersistentModel {}"), "")
    }

    func testExtensionListsTheConformancesTheCompilerAsksFor() {
        XCTAssertEqual(ModelMacroExpansion.extensionDeclaration(ofDeclaration: "@Model class Trip {}", extendedType: " Trip ",
                                                                conformances: "struct __MacroConformances: PersistentModel, Observable {}"),
                       "extension Trip: PersistentModel, Observable {}")
        // The class already conforms to both: nothing to add.
        XCTAssertEqual(ModelMacroExpansion.extensionDeclaration(ofDeclaration: "@Model class Trip {}", extendedType: "Trip",
                                                                conformances: nil), "")
    }
}
