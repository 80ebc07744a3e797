// ExtractorPalette: every extractor of the registry gets its own (colour, line style) pair, the
// colours read at 3:1 on white and on a dark theme, and neighbours differ in hue.
#include <extractors/colorcontrast.h>
#include <extractors/extractorpalette.h>
#include <registry/extractorregistry.h>

#include <QtTest>

#include <set>

using ui::ColorContrast;
using ui::ExtractorPalette;

class tst_ExtractorPalette : public QObject
{
    Q_OBJECT
private slots:
    void distinctPairs_data();
    void distinctPairs();
    void stablePerId();
};

void tst_ExtractorPalette::distinctPairs_data()
{
    QTest::addColumn<QColor>("background");
    QTest::newRow("white page") << QColor(Qt::white);
    QTest::newRow("dark theme") << QColor(0x20, 0x20, 0x20);
}

void tst_ExtractorPalette::distinctPairs()
{
    QFETCH(QColor, background);
    // 7 hues × 5 styles = 35 pairs: positions 0..34 are all distinct.
    std::set<std::pair<QRgb, int>> seen;
    std::set<QRgb> hues;
    for (int i = 0; i < 35; ++i) {
        const QColor c = ExtractorPalette::colorAt(i, background);
        QVERIFY2(ColorContrast::ratio(c, background) >= ColorContrast::kGraphics,
                 qPrintable(QStringLiteral("%1: %2").arg(i).arg(c.name())));
        QVERIFY2(seen.insert({c.rgb(), int(ExtractorPalette::lineStyleAt(i))}).second,
                 qPrintable(QString::number(i)));
        hues.insert(c.rgb());
        // Seven positions apart (same place in the next style group): another hue.
        if (i >= ExtractorPalette::kHues)
            QVERIFY(ExtractorPalette::colorAt(i - ExtractorPalette::kHues, background) != c);
    }
    QCOMPARE(hues.size(), size_t(ExtractorPalette::kHues));
    // Within the first seven, the styles are solid; the next seven dashed.
    QCOMPARE(ExtractorPalette::lineStyleAt(0), Qt::SolidLine);
    QCOMPARE(ExtractorPalette::lineStyleAt(6), Qt::SolidLine);
    QCOMPARE(ExtractorPalette::lineStyleAt(7), Qt::DashLine);
    QCOMPARE(ExtractorPalette::lineStyleAt(14), Qt::DotLine);
}

void tst_ExtractorPalette::stablePerId()
{
    const auto all = core::ExtractorRegistry::all();
    std::set<std::pair<QRgb, int>> seen;
    for (size_t i = 0; i < all.size(); ++i) {
        const std::string &id = all[i]->info().id;
        QCOMPARE(ExtractorPalette::color(id), ExtractorPalette::colorAt(int(i)));
        QCOMPARE(ExtractorPalette::lineStyle(id), ExtractorPalette::lineStyleAt(int(i)));
        QVERIFY(
            seen.insert({ExtractorPalette::color(id).rgb(), int(ExtractorPalette::lineStyle(id))})
                .second);
    }
    // The three extractors ticked on first start get three different hues.
    const std::set<QRgb> defaults{ExtractorPalette::color("density").rgb(),
                                  ExtractorPalette::color("addanag").rgb(),
                                  ExtractorPalette::color("bte").rgb()};
    QCOMPARE(defaults.size(), size_t(3));
}

QTEST_APPLESS_MAIN(tst_ExtractorPalette)
#include "tst_extractorpalette.moc"
