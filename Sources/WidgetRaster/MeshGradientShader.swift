import WidgetGeometry

/// A mesh gradient: each pixel center is mapped to user space and colored by the mesh's
/// tessellation (`MeshTessellation.straightColor(at:)`, built once per draw), then premultiplied.
/// No lookup table: a mesh has no single parameter to tabulate, and widgets draw one or two of them.
struct MeshGradientShader: Shader {
    let tessellation: MeshTessellation
    let deviceToUser: Transform
    let opacity: Double
    var solidColor: PremultipliedColor? { nil }

    init(mesh: MeshGrid, deviceToUser: Transform, opacity: Double) {
        tessellation = MeshTessellation(mesh)
        self.deviceToUser = deviceToUser
        self.opacity = opacity
    }

    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count {
            let p = deviceToUser.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
            colors[i] = PremultipliedColor(tessellation.straightColor(at: p), opacity: opacity).packed
        }
    }
}
