import Foundation

/// Metadata read from PNG data without decoding its pixels.
public enum PNGInfo {
    /// The `tEXt` entries of a PNG, keyword → text, both decoded as Latin-1 (PNG specification 11.3.4.3).
    ///
    /// The chunk structure is validated first (signature, CRCs, order), so a corrupt golden file fails
    /// here with the same error a decode would give. When a keyword repeats, the first entry wins.
    public static func text(of data: Data) throws -> [String: String] {
        try data.withUnsafeBytes { bytes in
            let sequence = try PNGChunkSequence(bytes: bytes)
            var entries: [String: String] = [:]
            for chunk in sequence.chunks where chunk.type == "tEXt" {
                let contents = bytes[chunk.dataRange]
                guard let separator = contents.firstIndex(of: 0) else {
                    throw PNGError.malformedChunk(chunk: "tEXt", offset: chunk.offset, problem: "no NUL after the keyword")
                }
                let key = String(decoding: contents[..<separator].map { UInt16($0) }, as: UTF16.self)
                let value = String(decoding: contents[(separator + 1)...].map { UInt16($0) }, as: UTF16.self)
                if entries[key] == nil { entries[key] = value }
            }
            return entries
        }
    }
}
