import XCTest
import Foundation
@testable import WidgetPreviewDiscovery

/// Core Data models (`.xcdatamodeld`) read as Xcode writes them and turned into the classes Xcode's
/// "Class Definition" codegen makes (docs/widgetkit.md, *App frameworks*).
final class DataModelTests: XCTestCase {
    private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var fixture: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/Drinks.xcdatamodeld") }

    /// `.xccurrentversion` picks "Drinks 2"; entities keep their class, parent, attributes and relationships.
    func testReadsTheCurrentVersion() throws {
        let model = try DataModelDefinition.read(modelFolder: fixture)
        XCTAssertEqual(model.entities.map(\.name), ["Drink", "Espresso", "Tag", "Settings"])
        XCTAssertEqual(model.entities.map(\.generatesClass), [true, true, true, false])
        XCTAssertEqual(model.entities[1].parent, "Drink")
        let cups = try XCTUnwrap(model.entities[0].attributes.first { $0.name == "cups" })
        XCTAssertEqual(cups, DataModelDefinition.Attribute(name: "cups", type: "Integer 16", isOptional: true,
                                                           usesScalarValueType: true, defaultValue: "1", customClassName: nil))
        XCTAssertEqual(model.entities[2].relationships,
                       [DataModelDefinition.Relationship(name: "drinks", destination: "Drink", isToMany: true, isOrdered: false)])
    }

    /// The generated source is the file WidgetKitLayerTests compiles and exercises.
    func testGeneratedClassesAreTheCompiledOnes() throws {
        let model = try DataModelDefinition.read(modelFolder: fixture)
        let source = try DataModelGenerator.source(for: [(fixture.path, model)], imports: ["import WidgetKitLayer"])
        let compiled = try String(contentsOf: packageRoot.appendingPathComponent("Tests/WidgetKitLayerTests/GeneratedCoreDataModel.swift"),
                                  encoding: .utf8)
        XCTAssertEqual(source, compiled)
    }

    func testBadModelsGetOneLineWithAPlace() throws {
        func problem(_ xml: String) -> String {
            do { _ = try DataModelDefinition.parse(Data(xml.utf8), path: "M/contents"); return "no error" } catch { return "\(error)" }
        }
        XCTAssertEqual(problem("<model><entity name=\"Bad Name\"/></model>"),
                       "M/contents:1:31: the entity name 'Bad Name' is not a Swift identifier")
        XCTAssertTrue(problem("<model><entity name=\"A\">").hasPrefix("M/contents:1:"), problem("<model><entity name=\"A\">"))
        XCTAssertTrue(problem("<model><entity name=\"A\">").hasSuffix(": the model ends inside entity 'A'"), problem("<model><entity name=\"A\">"))
        XCTAssertEqual(problem("<plist/>"), "M/contents:1:1: no <model> element (an Xcode .xcdatamodel contents file)")
        let unknownType = "<model><entity name=\"A\"><attribute name=\"x\" attributeType=\"Composite\"/></entity></model>"
        let model = try DataModelDefinition.parse(Data(unknownType.utf8), path: "M/contents")
        XCTAssertThrowsError(try DataModelGenerator.source(for: [("M.xcdatamodeld", model)], imports: [])) { error in
            XCTAssertTrue("\(error)".contains("A.x: the attribute type 'Composite' has no Swift type"), "\(error)")
        }
        XCTAssertThrowsError(try DataModelDefinition.read(modelFolder: URL(fileURLWithPath: "/nonexistent/E.xcdatamodeld"))) { error in
            XCTAssertEqual("\(error)", "/nonexistent/E.xcdatamodeld:1:1: the model folder has no .xcdatamodel version")
        }
    }
}
