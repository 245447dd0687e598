import WidgetText
import WidgetResolved
/// One view per element, as SwiftUI's `ForEach`. Content is built when the ForEach is created
/// (inside the enclosing `body`), so `@Environment` reads in it see the enclosing view's environment.
/// `Content` is unconstrained, as in SwiftUI: a ForEach is a view when its content is a view, and
/// other modules make it their own content too (the Charts module: chart content).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    public var data: Data
    /// The content built for each element, in order.
    package let elements: [Content]
    /// Each element's id (the `id` key path's value): the implicit tags of a picker's or a tab
    /// view's options (Picker.swift). Empty when other modules build the ForEach.
    var ids: [AnyHashable] = []

    /// For other modules' builders (chart content): the data and the content already built.
    package init(data: Data, elements: [Content]) {
        self.data = data
        self.elements = elements
    }
}

extension ForEach: View, ChildListView where Content: View {

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: (Data.Element) -> Content) {
        self.init(data: data, elements: data.map(content))
        self.ids = data.map { AnyHashable($0[keyPath: id]) }
    }

    func resolveChildren(in context: ResolveContext) throws -> [ResolvedNode] {
        try elements.flatMap { try WidgetViews.resolveChildren($0, in: context) }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
