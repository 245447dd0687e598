import WidgetGeometry

/// A mesh gradient: each pixel center is mapped to user space and colored by the mesh
/// (`MeshGrid.straightColor(at:)`), then premultiplied. No lookup table: a mesh has no single
/// parameter to tabulate, and widgets draw one or two of them.
struct MeshGradientShader: Shader {
    let mesh: MeshGrid
    let deviceToUser: Transform
    let opacity: Double
    var solidColor: PremultipliedColor? { nil }

    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count {
            let p = deviceToUser.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
            colors[i] = PremultipliedColor(mesh.straightColor(at: p), opacity: opacity).packed
        }
    }
}
