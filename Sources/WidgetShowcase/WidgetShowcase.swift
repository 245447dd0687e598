// WidgetShowcase: the bundled example widgets, written as SwiftUI code, and their catalogue.
//
// Glossary
// - ShowcaseWidget: one example, its id, the families it supports and a view per family.
// - Showcase.all: every example, in the order the demo renders them.
