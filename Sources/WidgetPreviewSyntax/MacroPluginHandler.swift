import Foundation

/// Answers the compiler's messages for the macros `WidgetPreviews` declares, found by the type name
/// each declaration's external-macro reference gives (`PreviewMacro`, `ModelMacro`, `InertPeerMacro`).
package struct MacroPluginHandler {
    /// The protocol version this plug-in speaks (swift-syntax 600's).
    static let protocolVersion = 7

    package init() {}

    /// One message's JSON → the answer's JSON. Throws on a message that is not JSON or not one of
    /// the three this plug-in knows; the plug-in then stops, as swift-syntax's does.
    package func answer(_ message: [UInt8]) throws -> [UInt8] {
        let host = try JSONDecoder().decode(HostMessage.self, from: Data(message))
        let reply: PluginMessage
        if host.getCapability != nil {
            reply = .capability(protocolVersion: Self.protocolVersion)
        } else if let request = host.expandFreestandingMacro {
            reply = expand(request)
        } else if let request = host.expandAttachedMacro {
            reply = expand(request)
        } else {
            throw PluginProtocolError.unknownMessage
        }
        return Array(try JSONEncoder().encode(reply))
    }

    private func expand(_ request: FreestandingExpansionRequest) -> PluginMessage {
        guard request.macro.typeName == "PreviewMacro" else { return unknown(request.macro, at: request.syntax) }
        // The compiler sends the use with the comments and line breaks before it, and their place.
        let site = MacroSite(fileID: request.syntax.location.fileID,
                             line: request.syntax.location.line + LeadingTrivia.split(request.syntax.source).lineBreaks)
        let expansion = PreviewMacroExpansion.expansion(
            ofMacroSource: request.syntax.source, uniqueName: MacroUniqueName.make(discriminator: request.discriminator, name: "Preview"),
            site: site)
        return .expansion(expandedSource: expansion, diagnostics: [])
    }

    private func expand(_ request: AttachedExpansionRequest) -> PluginMessage {
        switch (request.macro.typeName, request.macroRole) {
        case ("ModelMacro", "member"):
            guard let member = ModelMacroExpansion.members(ofDeclaration: request.declSyntax.source) else {
                return .expansion(expandedSource: nil,
                                  diagnostics: [PluginDiagnostic(ModelMacroExpansion.notAClass, at: request.attributeSyntax)])
            }
            return .expansion(expandedSource: member, diagnostics: [])
        case ("ModelMacro", "extension"), ("ModelMacro", "conformance"):
            let declaration = ModelMacroExpansion.extensionDeclaration(
                ofDeclaration: request.declSyntax.source, extendedType: request.extendedTypeSyntax?.source ?? "",
                conformances: request.conformanceListSyntax?.source)
            return .expansion(expandedSource: declaration, diagnostics: [])
        case ("InertPeerMacro", _):
            return .expansion(expandedSource: "", diagnostics: [])
        default:
            return unknown(request.macro, at: request.attributeSyntax)
        }
    }

    private func unknown(_ macro: MacroReference, at syntax: SourceSyntax) -> PluginMessage {
        .expansion(expandedSource: nil,
                   diagnostics: [PluginDiagnostic("WidgetPreviewMacros has no macro \(macro.typeName) in this role", at: syntax)])
    }
}

package enum PluginProtocolError: Error, CustomStringConvertible {
    case unknownMessage
    package var description: String { "a message this plug-in does not know" }
}
