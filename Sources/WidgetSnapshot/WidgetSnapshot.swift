// WidgetSnapshot: golden comparison, diff images, record modes, XCTest / Swift Testing helpers.
