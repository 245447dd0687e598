/// The renderer's version. It lives in the lowest layer because every PNG we encode records it
/// (the `Software` tEXt chunk), and golden checks compare it to tell a changed renderer from a
/// changed input. Bump it whenever output pixels change.
public let widgetRenderVersion = "0.1.0"
