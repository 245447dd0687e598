import XCTest
@testable import WidgetViews
import WidgetResolved

/// Redaction (docs/platform.md §7): `.placeholder` redacts every text and image; `.privacy` redacts
/// only `.privacySensitive()` subtrees; `.unredacted()` opts out.
final class RedactionTests: XCTestCase {
    let images = MemoryImages(named: ["bean": ProvidedImage(pixmap: solidPixmap(0, 0, 0))])

    private func redactedFlags(_ view: some View, reasons: RedactionReasons = []) throws -> [Bool] {
        func flags(_ node: ResolvedNode) -> [Bool] {
            switch node {
            case .text(let t): return [t.redacted]
            case .image(let i): return [i.redacted]
            case .stack(let s): return s.children.flatMap(flags)
            case .modified(_, let child): return flags(child)
            default: return []
            }
        }
        return flags(try resolved(view, images: images) { $0.redactionReasons = reasons }.content)
    }

    func testPlaceholderRedactsTextsAndImagesButNotUnredacted() throws {
        let view = VStack { Text("a"); Image("bean"); Text("kept").unredacted() }.redacted(reason: .placeholder)
        XCTAssertEqual(try redactedFlags(view), [true, true, false])
        XCTAssertEqual(try redactedFlags(VStack { Text("a") }, reasons: .placeholder), [true])
    }

    func testPrivacyRedactsOnlyPrivacySensitiveSubtrees() throws {
        let view = VStack { Text("public"); VStack { Text("secret"); Image("bean") }.privacySensitive() }
        XCTAssertEqual(try redactedFlags(view, reasons: .privacy), [false, true, true])
        XCTAssertEqual(try redactedFlags(view), [false, false, false])
    }
}
