import Foundation
import WidgetPreviewSyntax
import XCTest

// The compiler's plug-in protocol as the compiler writes it: each message is an object with one key,
// the message's name (Swift's coding of an enum case with labelled values; swift-syntax's
// `PluginMessages.swift` declares the same shapes). The messages below have the fields the Swift 6
// compiler sends, including ones this plug-in ignores.
final class PluginProtocolTests: XCTestCase {
    private let handler = MacroPluginHandler()

    private func answer(_ json: String) throws -> [String: Any] {
        let reply = try handler.answer(Array(json.utf8))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(reply)) as? [String: Any])
    }

    private func location(line: Int, offset: Int) -> String {
        #"{"fileID": "Demo/Widget.swift", "fileName": "/src/Demo/Widget.swift", "offset": \#(offset), "line": \#(line), "column": 1}"#
    }

    func testCapabilityIsProtocolSeven() throws {
        let reply = try answer(#"{"getCapability": {"capability": {"protocolVersion": 7}}}"#)
        XCTAssertEqual((reply["getCapabilityResult"] as? [String: Any]).flatMap { $0["capability"] as? [String: Int] }, ["protocolVersion": 7])
    }

    func testPreviewExpansion() throws {
        let source = #"#Preview(\"Small\", as: .systemSmall) {\n    W()\n} timeline: {\n    E()\n}"#
        let reply = try answer("""
            {"expandFreestandingMacro": {"macro": {"moduleName": "WidgetPreviewMacros", "typeName": "PreviewMacro", "name": "Preview"},
             "macroRole": "declaration", "discriminator": "$s4Demo0017WidgetswiftfMf_",
             "syntax": {"kind": "declaration", "source": "\(source)", "location": \(location(line: 12, offset: 300))},
             "lexicalContext": []}}
            """)
        let result = try XCTUnwrap(reply["expandMacroResult"] as? [String: Any])
        XCTAssertEqual((result["diagnostics"] as? [Any])?.count, 0)
        XCTAssertEqual(result["expandedSource"] as? String, """
            struct $s4Demo0017WidgetswiftfMf_7PreviewfMu_: WidgetPreviewRegistration {
                static var preview: WidgetPreview {
                    WidgetPreview("Small", as: .systemSmall) {
                W()
            } timeline: {
                E()
            }.located(fileID: "Demo/Widget.swift", line: 12)
                }
            }

            func __widgetPreview(at_Demo_Widget_swift_12: Void) -> WidgetPreview { $s4Demo0017WidgetswiftfMf_7PreviewfMu_.preview }
            """)
    }

    private func attached(_ type: String, role: String, declaration: String, conformances: String? = nil) -> String {
        let list = conformances.map { #", "conformanceListSyntax": {"kind": "declaration", "source": "\#($0)", "location": \#(location(line: 1, offset: 0))}"# } ?? ""
        return """
            {"expandAttachedMacro": {"macro": {"moduleName": "WidgetPreviewMacros", "typeName": "\(type)", "name": "Model"},
             "macroRole": "\(role)", "discriminator": "$s4Demo4TripC5ModelfMm_",
             "attributeSyntax": {"kind": "attribute", "source": "@Model", "location": \(location(line: 3, offset: 41))},
             "declSyntax": {"kind": "declaration", "source": "\(declaration)", "location": \(location(line: 3, offset: 41))},
             "extendedTypeSyntax": {"kind": "type", "source": "Trip", "location": \(location(line: 4, offset: 60))}\(list)}}
            """
    }

    func testModelMemberAndExtension() throws {
        let member = try answer(attached("ModelMacro", role: "member", declaration: #"@Model\npublic final class Trip {}"#))
        XCTAssertEqual((member["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String,
                       #"public let persistentModelID = PersistentIdentifier(entityName: "Trip")"#)
        let conformance = try answer(attached("ModelMacro", role: "extension", declaration: "@Model class Trip {}",
                                              conformances: "struct __MacroConformances: PersistentModel, Observable {}"))
        XCTAssertEqual((conformance["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String,
                       "extension Trip: PersistentModel, Observable {}")
        let inert = try answer(attached("InertPeerMacro", role: "peer", declaration: "@Transient var draft = false"))
        XCTAssertEqual((inert["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String, "")
    }

    func testModelOnAStructIsAnErrorAtTheAttribute() throws {
        let reply = try answer(attached("ModelMacro", role: "member", declaration: "@Model struct Trip {}"))
        let result = try XCTUnwrap(reply["expandMacroResult"] as? [String: Any])
        XCTAssertNil(result["expandedSource"])
        let diagnostic = try XCTUnwrap((result["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["message"] as? String, "@Model applies to a class, as in SwiftData")
        XCTAssertEqual(diagnostic["severity"] as? String, "error")
        let position = diagnostic["position"] as? [String: Any]
        XCTAssertEqual(position?["fileName"] as? String, "/src/Demo/Widget.swift")
        XCTAssertEqual(position?["offset"] as? Int, 41)
    }

    func testUnknownMacroIsADiagnosticAndUnknownMessageAnError() throws {
        let reply = try answer(attached("NoSuchMacro", role: "member", declaration: "class A {}"))
        let diagnostics = (reply["expandMacroResult"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(diagnostics?.first?["message"] as? String, "WidgetPreviewMacros has no macro NoSuchMacro in this role")
        XCTAssertThrowsError(try handler.answer(Array(#"{"loadPluginLibrary": {"libraryPath": "/x", "moduleName": "X"}}"#.utf8)))
        XCTAssertThrowsError(try handler.answer(Array("not json".utf8)))
    }

    func testTheLineIsThatOfTheHashAfterCommentsAndLineBreaks() throws {
        // The compiler sends a top-level use with the trivia before it, located where that starts
        // (captured from swiftc 6.3 for a `#Preview` two lines below `print(…)` in main.swift).
        let source = #"\n\n// A preview\n/* of Hello */ #Preview(\"Hello\") {\n    Hello()\n}"#
        let reply = try answer("""
            {"expandFreestandingMacro": {"macro": {"moduleName": "WidgetPreviewMacros", "typeName": "PreviewMacro", "name": "Preview"},
             "macroRole": "declaration", "discriminator": "$sD",
             "syntax": {"kind": "expression", "source": "\(source)", "location": \(location(line: 6, offset: 126))}}}
            """)
        let expanded = try XCTUnwrap((reply["expandMacroResult"] as? [String: Any])?["expandedSource"] as? String)
        XCTAssertTrue(expanded.contains(#"WidgetPreview("Hello") {"#), expanded)
        XCTAssertTrue(expanded.contains(#".located(fileID: "Demo/Widget.swift", line: 9)"#), expanded)
        XCTAssertTrue(expanded.contains("func __widgetPreview(at_Demo_Widget_swift_9: Void)"), expanded)
    }

    func testThePlugInAnswersFramedMessagesAndStopsAtAnEmptyOne() throws {
        // The built plug-in (beside the test bundle) as the compiler runs it: capability, then an
        // empty frame, which ends the conversation with exit status 0.
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("WidgetPreviewMacros-tool")
        guard FileManager.default.fileExists(atPath: tool.path) else { return XCTFail("no plug-in at \(tool.path)") }
        func frame(_ text: String) -> Data {
            var length = UInt64(text.utf8.count).littleEndian
            return Data(bytes: &length, count: 8) + Data(text.utf8)
        }
        let process = Process()
        process.executableURL = tool
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(frame(#"{"getCapability": {"capability": {"protocolVersion": 7}}}"#) + frame(""))
        try input.fileHandleForWriting.close()
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(reply.prefix(8), frame(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#).prefix(8))
        XCTAssertEqual(String(decoding: reply.dropFirst(8), as: UTF8.self), #"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
    }
}
