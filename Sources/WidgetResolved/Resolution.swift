/// What resolve produces: the closed tree, and beside it the code its deferred views run during
/// layout (docs/architecture.md, *Deferred views*). Layout takes the code through its context; a
/// tree decoded from JSON comes with an empty table, and layout reports its deferred views.
package struct Resolution: Sendable {
    package var widget: ResolvedWidget
    package var deferred: DeferredViews

    package init(widget: ResolvedWidget, deferred: DeferredViews = DeferredViews()) {
        self.widget = widget; self.deferred = deferred
    }
}
