// The compiler's plug-in protocol, the messages this plug-in reads and writes. The compiler starts
// the plug-in (`-load-plugin-executable`), then sends one JSON message at a time, each after its
// length as an 8-byte little-endian integer, and waits for the answer. A message is an object with
// one key, the message's name, whose value holds its fields (Swift's coding of an enum case with
// labelled values). The compiler's side and swift-syntax's `PluginMessages.swift` define them; only
// the fields read here are declared (the decoder ignores the others).

/// A message from the compiler: exactly one of these is present.
struct HostMessage: Decodable {
    var getCapability: GetCapability?
    var expandFreestandingMacro: FreestandingExpansionRequest?
    var expandAttachedMacro: AttachedExpansionRequest?
}

struct GetCapability: Decodable {
    var capability: Capability?
}

struct Capability: Codable {
    var protocolVersion: Int
}

/// Which macro: the type name its declaration's external-macro reference gives.
struct MacroReference: Decodable {
    var typeName: String
}

/// A piece of the user's source, with where it starts.
struct SourceSyntax: Decodable {
    var source: String
    var location: SourceLocation
}

struct SourceLocation: Decodable {
    var fileID: String
    var fileName: String
    /// UTF-8 offset of the first character in the file.
    var offset: Int
    var line: Int
}

struct FreestandingExpansionRequest: Decodable {
    var macro: MacroReference
    var discriminator: String
    var syntax: SourceSyntax
}

struct AttachedExpansionRequest: Decodable {
    var macro: MacroReference
    /// `member`, `extension`, `peer`, … (`conformance` from older compilers means `extension`).
    var macroRole: String
    var discriminator: String
    var attributeSyntax: SourceSyntax
    var declSyntax: SourceSyntax
    var extendedTypeSyntax: SourceSyntax?
    var conformanceListSyntax: SourceSyntax?
}

/// A message to the compiler. Compilers since protocol version 5 (Swift 5.10) take one answer for
/// every kind of macro; this package needs Swift 6, so older forms are not written.
enum PluginMessage: Encodable {
    case capability(protocolVersion: Int)
    /// `expandedSource` nil when the expansion failed (its diagnostics say why).
    case expansion(expandedSource: String?, diagnostics: [PluginDiagnostic])

    private enum Key: String, CodingKey { case getCapabilityResult, expandMacroResult }
    private enum Field: String, CodingKey { case capability, expandedSource, diagnostics }

    func encode(to encoder: any Encoder) throws {
        var message = encoder.container(keyedBy: Key.self)
        switch self {
        case .capability(let version):
            var fields = message.nestedContainer(keyedBy: Field.self, forKey: .getCapabilityResult)
            try fields.encode(Capability(protocolVersion: version), forKey: .capability)
        case .expansion(let source, let diagnostics):
            var fields = message.nestedContainer(keyedBy: Field.self, forKey: .expandMacroResult)
            try fields.encodeIfPresent(source, forKey: .expandedSource)
            try fields.encode(diagnostics, forKey: .diagnostics)
        }
    }
}

/// An error at a place of the user's file.
struct PluginDiagnostic: Encodable, Equatable {
    struct Position: Encodable, Equatable {
        var fileName: String
        var offset: Int
    }
    var message: String
    var severity = "error"
    var position: Position
    // Always empty: no ranges, notes or fix-its are offered (the protocol requires the keys).
    var highlights: [Position] = []
    var notes: [Position] = []
    var fixIts: [Position] = []

    init(_ message: String, at syntax: SourceSyntax) {
        self.message = message
        position = Position(fileName: syntax.location.fileName, offset: syntax.location.offset)
    }
}
