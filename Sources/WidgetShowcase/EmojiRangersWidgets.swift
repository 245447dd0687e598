import WidgetRender

/// An Emoji-Rangers-style hero for the accessory widgets.
package struct Hero: Sendable {
    package var name: String
    package var avatar: String
    package var level: Int
    package var healthLevel: Double
    package var bio: String
    package init(name: String, avatar: String, level: Int, healthLevel: Double, bio: String) {
        self.name = name; self.avatar = avatar; self.level = level; self.healthLevel = healthLevel; self.bio = bio
    }
}

/// Circular: a progress ring of the hero's health around the avatar.
package struct HeroCircularView: View {
    var hero: Hero
    package init(hero: Hero) { self.hero = hero }

    package var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            ProgressView(value: hero.healthLevel)
                .progressViewStyle(.circular)
                .tint(.green)
                .widgetAccentable()
            Text(hero.avatar)
                .font(.system(size: 28))
        }
        .containerBackground(for: .widget) { Color.clear }
    }
}

/// Rectangular: three lines of text, the hero's name accentable.
package struct HeroRectangularView: View {
    var hero: Hero
    package init(hero: Hero) { self.hero = hero }

    package var body: some View {
        HStack(spacing: 6) {
            Text(hero.avatar)
                .font(.system(size: 30))
            VStack(alignment: .leading, spacing: 0) {
                Text(hero.name)
                    .font(.headline)
                    .widgetAccentable()
                Text("Level \(hero.level)")
                    .font(.caption)
                Text(hero.bio)
                    .font(.caption)
                    .lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .containerBackground(for: .widget) { Color.clear }
    }
}

/// Inline: one line of text; ViewThatFits picks the longest form that fits.
package struct HeroInlineView: View {
    var hero: Hero
    package init(hero: Hero) { self.hero = hero }

    package var body: some View {
        ViewThatFits {
            Text("\(hero.avatar) \(hero.name) is at \(Int(hero.healthLevel * 100))% health")
            Text("\(hero.avatar) \(hero.name) \(Int(hero.healthLevel * 100))%")
            Text("\(hero.avatar) \(Int(hero.healthLevel * 100))%")
        }
        .containerBackground(for: .widget) { Color.clear }
    }
}
