import Foundation
import WidgetGeometry
import WidgetText
import WidgetSVG

/// Where `Image(systemName:)` finds its drawing, in this order: the caller's custom symbols
/// (`EnvironmentValues.customSymbols`), our hand-drawn originals (`SystemSymbols.swift`), then the
/// pinned icon set in `Assets/Symbols` (docs/symbols.md), whose SVGs are parsed on first use and
/// kept for the process.
enum SymbolCatalog {
    static func artwork(named name: String, in environment: EnvironmentValues) throws -> SymbolArtwork? {
        if let custom = environment.customSymbols.artworks[name] { return custom }
        guard let artwork = try SystemSymbol.named(name)?.artwork ?? BundledSymbolSet.shared.artwork(named: name) else {
            return nil
        }
        // A stand-in for an SF Symbol takes that symbol's box when the table has it (docs/symbols.md).
        guard let metrics = SymbolMetrics.named(name) else { return artwork }
        return try SymbolMetricsTable.shared.fitted(name) {
            // A variable-value step (`wifi@0`) is placed like its full symbol.
            let symbol = SymbolMetrics.symbolName(of: name)
            let reference = symbol == name ? nil : try BundledSymbolSet.shared.artwork(named: symbol)
            return artwork.fitted(into: metrics, placedLike: reference)
        }
    }

    /// Every name `Image(systemName:)` draws without a placeholder here, sorted.
    static func names(in environment: EnvironmentValues) -> [String] {
        Array(Set(environment.customSymbols.artworks.keys).union(SystemSymbol.names)
            .union(BundledSymbolSet.shared.names)).sorted()
    }
}

/// `Image(systemName:variableValue:)`: SF Symbols highlight a variable symbol's layers up to the
/// value; the pinned set draws such symbols as separate icons per step, so we pick the step:
/// value ≤ 0 → the first, else step ⌈value × (n − 1)⌉ of n (docs/symbols.md; our approximation).
enum VariableSymbols {
    static func name(for name: String, value: Double) -> String? {
        let count = BundledSymbolSet.shared.stepCount(of: name)
        guard count > 0, value.isFinite else { return nil }
        let clamped = min(max(value, 0), 1)
        let step = min(count - 1, Int((clamped * Double(count - 1)).rounded(.up)))
        return "\(name)@\(step)"
    }
}

/// The icon set pinned in `Assets/Symbols`: `symbols.tsv` maps SF Symbol names to files in `svg/`
/// (both written by scripts/update-symbols). One per process; thread-safe.
package final class BundledSymbolSet: @unchecked Sendable {
    package static let shared = BundledSymbolSet(
        directory: BundledAssets.directory.appendingPathComponent("Symbols", isDirectory: true))

    let directory: URL
    private let lock = NSLock()
    private var table: [String: String]?
    private var cache: [String: SymbolArtwork] = [:]

    init(directory: URL) { self.directory = directory }

    /// Mapped names, sorted; empty when the set is not installed (every symbol then draws its placeholder).
    /// Variable-value steps (`wifi@1`) are internal and not listed.
    package var names: [String] { mapping().keys.filter { !$0.contains("@") }.sorted() }

    /// How many variable-value steps `name` has (0: not variable).
    func stepCount(of name: String) -> Int {
        var count = 0
        while mapping()["\(name)@\(count)"] != nil { count += 1 }
        return count
    }

    /// The file a name maps to (without `.svg`).
    package func file(for name: String) -> String? { mapping()[name] }

    /// nil when the name is not mapped; throws when its file is missing or not an SVG we can read
    /// (an installation problem, reported as such rather than as an unknown name).
    func artwork(named name: String) throws -> SymbolArtwork? {
        guard let file = mapping()[name] else { return nil }
        lock.lock()
        if let cached = cache[file] { lock.unlock(); return cached }
        lock.unlock()
        let url = directory.appendingPathComponent("svg").appendingPathComponent(file + ".svg")
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw CheckFailure("symbol \"\(name)\": cannot read \(url.path) (run scripts/update-symbols)")
        }
        let artwork: SymbolArtwork
        do { artwork = SymbolArtwork(svg: try SVGIcon(parsing: text), origin: .iconSet, tight: false) } catch {
            throw CheckFailure("symbol \"\(name)\": \(url.path): \(error)")
        }
        lock.lock(); cache[file] = artwork; lock.unlock()
        return artwork
    }

    private func mapping() -> [String: String] {
        lock.lock(); defer { lock.unlock() }
        if let table { return table }
        var loaded: [String: String] = [:]
        let url = directory.appendingPathComponent("symbols.tsv")
        if let text = try? String(contentsOf: url, encoding: .utf8) {
            for columns in TabSeparatedRows.rows(of: text) {
                if columns.count == 2 { loaded[String(columns[0])] = String(columns[1]) }
            }
        }
        // Variable-value steps as internal names `name@0`, `name@1` … (see `VariableSymbols`).
        if let text = try? String(contentsOf: directory.appendingPathComponent("variable.tsv"), encoding: .utf8) {
            for columns in TabSeparatedRows.rows(of: text) {
                guard columns.count == 2 else { continue }
                for (index, file) in columns[1].split(separator: " ").enumerated() {
                    loaded["\(columns[0])@\(index)"] = String(file)
                }
            }
        }
        table = loaded
        return loaded
    }
}

/// A team's own symbols, drawn by `Image(systemName:)` (and `Image(_:)` when the name is not an
/// image) like the bundled ones: register an SVG (an SF Symbols template exported from the SF Symbols
/// app, or a plain icon whose `currentColor` parts take the foreground). Sendable value; set it on
/// the renderer (`WidgetRenderer(symbols:)`) or in `EnvironmentValues.customSymbols`.
public struct CustomSymbols: Sendable {
    var artworks: [String: SymbolArtwork] = [:]

    public init() {}

    /// Names registered, sorted.
    public var names: [String] { artworks.keys.sorted() }

    /// Whether a registered name is one the bundled stand-ins draw (`heart.fill` exported from the SF
    /// Symbols app): renders then show artwork the user supplied where a stand-in would be, which
    /// goldens record (WidgetSnapshot's `GoldenSymbols`).
    package var replacesStandIns: Bool {
        artworks.keys.contains { SystemSymbol.named($0) != nil || BundledSymbolSet.shared.file(for: $0) != nil }
    }

    /// These symbols with `other`'s added over them (a name in both draws `other`'s).
    public func merging(_ other: CustomSymbols) -> CustomSymbols {
        var merged = self
        merged.artworks.merge(other.artworks) { _, theirs in theirs }
        return merged
    }

    /// Registers `svg` (the file's text) as `name`; throws `CustomSymbolError` naming the problem.
    public mutating func register(_ name: String, svg: String) throws {
        do {
            if let groups = try SymbolTemplateGroups(svg: svg) {
                artworks[name] = SymbolArtwork(template: groups)
                return
            }
            let icon = try SVGIcon(parsing: SymbolTemplate.regularLayers(of: svg))
            guard !icon.layers.isEmpty else { throw CustomSymbolError(message: "symbol \"\(name)\": the SVG draws nothing") }
            artworks[name] = SymbolArtwork(svg: icon, origin: .custom, tight: true)
        } catch let error as SVGError {
            throw CustomSymbolError(message: "symbol \"\(name)\": \(error)")
        }
    }

    /// A vector image set's SVG (`preserves-vector-representation`), drawn at its own size (the SVG's
    /// width × height in points, else its viewBox) in its own colors, or as a template in the foreground.
    package mutating func registerVectorImage(_ name: String, contentsOf url: URL, template: Bool) throws {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw CustomSymbolError(message: "\(url.path): cannot read the SVG file")
        }
        do {
            let icon = try SVGIcon(parsing: text)
            // The whole viewBox is the image, as a vector asset keeps its canvas.
            var artwork = SymbolArtwork(svg: icon, origin: .custom, canvas: true)
            artwork.naturalSize = icon.declaredSize ?? icon.size
            artwork.drawsOwnColors = !template
            artworks[name] = artwork
        } catch let error as SVGError {
            throw CustomSymbolError(message: "\(url.path): \(error)")
        }
    }

    /// Registers every `.svg` file directly in `directory` under its name without the extension
    /// (`heart.fill.svg` draws `Image(systemName: "heart.fill")`): symbols exported from the SF
    /// Symbols app, drawn by weight and scale from their template groups. At most
    /// `maximumDirectoryFiles` files; throws `CustomSymbolError` naming the folder or the file.
    public mutating func register(contentsOfDirectory directory: URL) throws {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension.lowercased() == "svg" }
                .sorted { $0.lastPathComponent < $1.lastPathComponent }
        } catch {
            throw CustomSymbolError(message: "\(directory.path): not a readable folder of symbols")
        }
        guard !files.isEmpty else { throw CustomSymbolError(message: "\(directory.path): no .svg symbols in the folder") }
        guard files.count <= Self.maximumDirectoryFiles else {
            throw CustomSymbolError(message: "\(directory.path): \(files.count) symbols, more than the \(Self.maximumDirectoryFiles) a folder may hold")
        }
        for file in files { try register(file.deletingPathExtension().lastPathComponent, contentsOf: file) }
    }

    /// The most symbol files one folder may register (SF Symbols 7 has about 6,900 symbols).
    public static let maximumDirectoryFiles = 10_000
    /// The largest symbol file read (an exported template of all 27 groups is tens of kilobytes).
    public static let maximumFileBytes = 4 << 20

    /// Registers the SVG file at `url` as `name`.
    public mutating func register(_ name: String, contentsOf url: URL) throws {
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard bytes <= Self.maximumFileBytes else {
            throw CustomSymbolError(message: "\(url.path): \(bytes) bytes, more than the \(Self.maximumFileBytes) a symbol file may have")
        }
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw CustomSymbolError(message: "\(url.path): cannot read the SVG file")
        }
        do { try register(name, svg: text) } catch let error as CustomSymbolError {
            throw CustomSymbolError(message: "\(url.path): \(error.message)")
        }
    }
}

/// A custom symbol that cannot be registered: one line naming it and the problem.
public struct CustomSymbolError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// SF Symbols templates hold the symbol in several weight/scale groups (`Ultralight-S`, `Regular-S`,
/// `Black-S`) beside `Notes` and `Guides`. One with guides is drawn by weight and scale
/// (`SymbolTemplateGroups`); one without, by its regular group (docs/symbols.md).
enum SymbolTemplate {
    /// `svg` with only its regular group when it is a template, else unchanged: the small scale's,
    /// else the medium's, else the large's.
    static func regularLayers(of svg: String) -> String {
        guard let group = ["Regular-S", "Regular-M", "Regular-L"].first(where: { svg.contains("id=\"\($0)\"") }) else {
            return svg
        }
        return layers(of: svg, keeping: group)
    }

    /// `svg` with every weight/scale group but `group` hidden, and its notes and guides. Done on the
    /// text: the other groups are marked `display="none"` so the walk skips them.
    static func layers(of svg: String, keeping group: String) -> String {
        var text = svg
        var hidden = ["Notes", "Guides"]
        for (weight, _) in SymbolTemplateGroups.weights {
            for (scale, _) in SymbolTemplateGroups.scales where "\(weight)-\(scale)" != group { hidden.append("\(weight)-\(scale)") }
        }
        for id in hidden { text = text.replacingOccurrences(of: "id=\"\(id)\"", with: "id=\"\(id)\" display=\"none\"") }
        return text
    }
}

private struct CustomSymbolsKey: EnvironmentKey { static let defaultValue = CustomSymbols() }

extension EnvironmentValues {
    /// Custom symbols `Image(systemName:)` and `Image(_:)` find before the bundled set.
    public var customSymbols: CustomSymbols {
        get { self[CustomSymbolsKey.self] } set { self[CustomSymbolsKey.self] = newValue }
    }
}
