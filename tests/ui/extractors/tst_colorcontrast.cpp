// ColorContrast: WCAG 2.1 relative luminance and contrast ratio, and the same-hue colour that
// reaches a contrast. Expected figures are worked from WCAG's formulas: sRGB channel c/255,
// linear = ((c + 0.055) / 1.055)^2.4 (above 0.04045), L = 0.2126 R + 0.7152 G + 0.0722 B,
// ratio = (L1 + 0.05) / (L2 + 0.05).
#include <extractors/colorcontrast.h>

#include <QtTest>

using ui::ColorContrast;

class tst_ColorContrast : public QObject
{
    Q_OBJECT
private slots:
    void ratio_data();
    void ratio();
    void against_data();
    void against();
    void textOn_data();
    void textOn();
};

void tst_ColorContrast::ratio_data()
{
    QTest::addColumn<QColor>("a");
    QTest::addColumn<QColor>("b");
    QTest::addColumn<double>("expected");
    // (1 + 0.05) / (0 + 0.05) = 21, either order.
    QTest::newRow("black on white") << QColor(Qt::black) << QColor(Qt::white) << 21.0;
    QTest::newRow("white on black") << QColor(Qt::white) << QColor(Qt::black) << 21.0;
    QTest::newRow("same colour") << QColor(0x33, 0x66, 0x99) << QColor(0x33, 0x66, 0x99) << 1.0;
    // 0x77 = 0.466667: ((0.466667 + 0.055) / 1.055)^2.4 = 0.494471^2.4 = e^(2.4 × -0.704267)
    // = 0.184475 for each channel, so L = 0.184475 and 1.05 / 0.234475 = 4.4781.
    QTest::newRow("grey 77 on white") << QColor(0x77, 0x77, 0x77) << QColor(Qt::white) << 4.4781;
    // Pure red: L = 0.2126; 1.05 / 0.2626 = 3.9985.
    QTest::newRow("red on white") << QColor(Qt::red) << QColor(Qt::white) << 3.9985;
    // Pure green: L = 0.7152; (0.7152 + 0.05) / 0.05 = 15.304 on black.
    QTest::newRow("green on black") << QColor(Qt::green) << QColor(Qt::black) << 15.304;
}

void tst_ColorContrast::ratio()
{
    QFETCH(QColor, a);
    QFETCH(QColor, b);
    QFETCH(double, expected);
    const double got = ColorContrast::ratio(a, b);
    QVERIFY2(qAbs(got - expected) < 5e-4, qPrintable(QString::number(got, 'g', 8)));
}

void tst_ColorContrast::against_data()
{
    QTest::addColumn<QColor>("color");
    QTest::addColumn<QColor>("background");
    QTest::addColumn<bool>("unchanged");
    const QColor white(Qt::white), dark(0x20, 0x20, 0x20);
    // Okabe–Ito's blue: L = 0.7152 × 0.1683 + 0.0722 × 0.4452 = 0.1525; 1.05 / 0.2025 = 5.19 on
    // white, kept. Its orange: L = 0.2126 × 0.7913 + 0.7152 × 0.3467 = 0.4162; 2.25 on white,
    // darkened. Its yellow: L = 0.744, 12.3 against #202020 (L = 0.0144), kept on the dark theme.
    QTest::newRow("blue on white") << QColor(0x0072b2) << white << true;
    QTest::newRow("orange on white") << QColor(0xe69f00) << white << false;
    QTest::newRow("yellow on white") << QColor(0xf0e442) << white << false;
    QTest::newRow("sky blue on white") << QColor(0x56b4e9) << white << false;
    QTest::newRow("yellow on dark") << QColor(0xf0e442) << dark << true;
    // Blue on #202020: (0.1525 + 0.05) / (0.0144 + 0.05) = 3.14, kept; navy (L = 0.0119) is not.
    QTest::newRow("blue on dark") << QColor(0x0072b2) << dark << true;
    QTest::newRow("navy on dark") << QColor(0x000080) << dark << false;
}

void tst_ColorContrast::against()
{
    QFETCH(QColor, color);
    QFETCH(QColor, background);
    QFETCH(bool, unchanged);
    const QColor got = ColorContrast::against(color, background);
    QVERIFY2(ColorContrast::ratio(got, background) >= ColorContrast::kGraphics,
             qPrintable(got.name()));
    QCOMPARE(got == color, unchanged);
    // The hue stays (HSL hue within a degree: rounding to 8-bit channels moves it slightly).
    QVERIFY2(qAbs(got.hslHueF() - color.hslHueF()) * 360 < 1.5,
             qPrintable(QStringLiteral("%1 -> %2").arg(color.name(), got.name())));
    // Only as far as needed: one step back the other way is under the ratio again.
    if (!unchanged) {
        const QColor hsl = got.toHsl();
        const double back = ColorContrast::isDark(background) ? -2.0 / 255 : 2.0 / 255;
        const QColor before =
            QColor::fromHslF(hsl.hslHueF(), hsl.hslSaturationF(), hsl.lightnessF() + back);
        QVERIFY(ColorContrast::ratio(before, background) < ColorContrast::kGraphics);
    }
}

void tst_ColorContrast::textOn_data()
{
    QTest::addColumn<QColor>("background");
    QTest::addColumn<QColor>("expected");
    // Yellow (L = 0.744): black gives 15.9, white 1.32.
    QTest::newRow("yellow") << QColor(0xf0e442) << QColor(Qt::black);
    // Okabe–Ito blue (L = 0.1525): black 4.05, white 5.19.
    QTest::newRow("blue") << QColor(0x0072b2) << QColor(Qt::white);
    QTest::newRow("white") << QColor(Qt::white) << QColor(Qt::black);
    QTest::newRow("black") << QColor(Qt::black) << QColor(Qt::white);
}

void tst_ColorContrast::textOn()
{
    QFETCH(QColor, background);
    QTEST(ColorContrast::textOn(background), "expected");
}

QTEST_APPLESS_MAIN(tst_ColorContrast)
#include "tst_colorcontrast.moc"
