import Foundation
import XCTest
@testable import WidgetSpec
import WidgetRender

/// The view and modifier names live once, in `ViewCatalog` and `ModifierCatalog`; the published
/// schema and the docs are checked against them, and every example parses.
final class SpecSchemaTests: XCTestCase {
    let docs = packageRoot.appendingPathComponent("docs")

    /// Regenerate with `swift run widget-render schema > docs/spec.schema.json`.
    func testPublishedSchemaIsTheGeneratedOne() throws {
        let published = try String(contentsOf: docs.appendingPathComponent("spec.schema.json"), encoding: .utf8)
        XCTAssertEqual(published, SpecSchema.jsonText(), "docs/spec.schema.json is stale; regenerate it")
    }

    /// The schema's view mapping lists exactly the names the parser accepts.
    func testSchemaViewKeysAreTheCatalogNames() throws {
        let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(SpecSchema.jsonText().utf8)) as? [String: Any])
        let definitions = try XCTUnwrap(schema["$defs"] as? [String: Any])
        let view = try XCTUnwrap(definitions["view"] as? [String: Any])
        let mapping = try XCTUnwrap((view["anyOf"] as? [[String: Any]])?.last)
        let keys = Set(try XCTUnwrap(mapping["properties"] as? [String: Any]).keys)
        let accepted = Set(ViewCatalog.names + ViewCatalog.viewSpecificModifierNames + ModifierCatalog.names + ["if", "else"])
        XCTAssertEqual(keys, accepted)
        let modifier = try XCTUnwrap(definitions["modifier"] as? [String: Any])
        XCTAssertEqual(Set(try XCTUnwrap(modifier["properties"] as? [String: Any]).keys), Set(ModifierCatalog.names + ["if"]))
    }

    /// Every example in Examples/ parses and validates (names, types, assets, variables).
    func testEveryExampleParses() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)
            .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files.count, 5)
        for file in files {
            let spec = try WidgetSpec(contentsOf: examplesDirectory.appendingPathComponent(file), displayName: file)
            XCTAssertFalse(spec.widgets.isEmpty, file)
        }
    }

    /// docs/spec.md documents every view, modifier and condition key by name.
    func testDocsNameEveryViewAndModifier() throws {
        let text = try String(contentsOf: docs.appendingPathComponent("spec.md"), encoding: .utf8)
        let names = ViewCatalog.names + ViewCatalog.viewSpecificModifierNames + ModifierCatalog.names
            + SpecCondition.keys.map(\.name)
        for name in names {
            XCTAssertTrue(text.contains("`\(name)"), "docs/spec.md does not mention `\(name)`")
        }
    }

    /// Names unique across views and modifiers, so a key never means two things.
    func testNoNameIsBothAViewAndAModifier() {
        let all = ViewCatalog.names + ViewCatalog.viewSpecificModifierNames + ModifierCatalog.names
        XCTAssertEqual(Set(all).count, all.count)
    }
}
