import Foundation
import WidgetRender

/// What goes inside `Chart { … }`, as Swift Charts' `ChartContent`: marks, `ForEach` over marks,
/// conditionals, and user types whose `body` is chart content.
@MainActor @preconcurrency public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {}

nonisolated extension ChartContent where Body == Never {
    /// Marks have no body; the chart reads them through `PrimitiveChartContent`.
    public var body: Never { fatalError("\(Self.self) is primitive chart content and has no body") }
}

/// Content that adds its marks directly (marks, modifiers, tuples, ForEach, conditionals).
protocol PrimitiveChartContent {
    func collect(into marks: inout [MarkSpec])
}

/// Every mark of `content`, in declaration order, with its modifiers applied.
func collectMarks<C: ChartContent>(_ content: C) -> [MarkSpec] {
    var marks: [MarkSpec] = []
    collect(content, into: &marks)
    return marks
}

func collect<C: ChartContent>(_ content: C, into marks: inout [MarkSpec]) {
    if let primitive = content as? PrimitiveChartContent { primitive.collect(into: &marks); return }
    collect(content.body, into: &marks)
}

/// The result builder behind `Chart { … }` and `ChartContent.body`.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        var children: [any ChartContent] = []
        for child in repeat each content { children.append(child) }
        return TupleChartContent(children: children)
    }
    public static func buildOptional<C: ChartContent>(_ content: C?) -> ConditionalChartContent<C, EmptyChartContent> {
        content.map { ConditionalChartContent(storage: .first($0)) } ?? ConditionalChartContent(storage: .second(EmptyChartContent()))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(first content: T) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .first(content))
    }
    public static func buildEither<T: ChartContent, F: ChartContent>(second content: F) -> ConditionalChartContent<T, F> {
        ConditionalChartContent(storage: .second(content))
    }
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent { AnyChartContent(content) }
    public static func buildArray<C: ChartContent>(_ contents: [C]) -> TupleChartContent<[C]> {
        TupleChartContent(children: contents)
    }
}

/// No marks.
nonisolated public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    public init() {}
    func collect(into marks: inout [MarkSpec]) {}
}

/// Several pieces of content in a row (a builder block or a `for` loop).
nonisolated public struct TupleChartContent<T>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let children: [any ChartContent]
    func collect(into marks: inout [MarkSpec]) {
        for child in children { Charts.collect(child, into: &marks) }
    }
}

/// One branch of an `if`/`else` or `switch`.
nonisolated public struct ConditionalChartContent<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    enum Storage { case first(TrueContent), second(FalseContent) }
    let storage: Storage
    func collect(into marks: inout [MarkSpec]) {
        switch storage {
        case .first(let content): Charts.collect(content, into: &marks)
        case .second(let content): Charts.collect(content, into: &marks)
        }
    }
}

/// Type-erased chart content, as Swift Charts' `AnyChartContent`.
nonisolated public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: any ChartContent
    public init<C: ChartContent>(_ content: C) { self.content = content }
    public init<C: ChartContent>(erasing content: C) { self.content = content }
    func collect(into marks: inout [MarkSpec]) { Charts.collect(content, into: &marks) }
}

extension ForEach: ChartContent where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content) {
        self.init(data: data, elements: data.map(content))
    }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
    func collect(into marks: inout [MarkSpec]) {
        for element in elements { Charts.collect(element, into: &marks) }
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ChartContentBuilder content: (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
