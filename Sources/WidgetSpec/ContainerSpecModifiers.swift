import Foundation
import WidgetRender

// The grid cell modifiers in specs (issue #14): gridCellColumns, gridColumnAlignment and
// gridCellUnsizedAxes, as the DSL spells them (docs/views.md "Layout containers").

enum ContainerSpecModifiers {
    typealias M = ModifierCatalog
    /// The DSL's bound (docs/views.md): a span of 1 … 1,024 columns.
    static let maximumSpan = 1024

    static let all: [ModifierDefinition] = [
        M.simple("gridCellColumns", .integer) { spec in
            let count = try spec.integer(for: "gridCellColumns")
            guard (1...maximumSpan).contains(count) else {
                throw spec.error("'gridCellColumns' must be 1…\(maximumSpan) columns, found \(count)")
            }
            return { AnyView($0.gridCellColumns(count)) }
        },
        M.choice("gridColumnAlignment", SpecEnums.horizontalAlignment) { AnyView($0.gridColumnAlignment($1)) },
        M.choice("gridCellUnsizedAxes", SpecEnums.axes) { AnyView($0.gridCellUnsizedAxes($1)) },
    ]
}
