import Foundation
import WidgetRender
import WidgetShowcase

// Dev aid while integrating: render the showcase to /tmp/showcase.
let renderer = try WidgetRenderer()
try FileManager.default.createDirectory(atPath: "/tmp/showcase", withIntermediateDirectories: true)
for widget in Showcase.all {
    for family in widget.families {
        for scheme in [ColorScheme.light, .dark] {
            var env = EnvironmentValues(); env.colorScheme = scheme
            let pixmap = try renderer.render(widget.makeView(family), family: family, device: .iPhone, environment: env)
            try pixmap.writePNG(to: URL(fileURLWithPath: "/tmp/showcase/\(widget.id)-\(family.rawValue)-\(scheme).png"))
        }
    }
}
print("ok")
