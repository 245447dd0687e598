import WidgetText
import WidgetResolved
/// One view per element, as SwiftUI's `ForEach`. Content is built when the ForEach is created
/// (inside the enclosing `body`), so `@Environment` reads in it see the enclosing view's environment.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, ChildListView {
    public typealias Body = Never
    public var data: Data
    let views: [Content]

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content) {
        self.data = data
        self.views = data.map(content)
    }

    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try views.flatMap { try WidgetViews.resolveChildren($0, in: context) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
