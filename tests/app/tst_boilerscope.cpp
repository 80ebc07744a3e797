// The `boilerscope` executable's screenshot mode, run as a process: it must render
// the window with the overlay into a PNG and exit 0, and fail with a message otherwise.
#include <extractors/extractorpalette.h>

#include <QColor>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

class TstBoilerscope : public QObject
{
    Q_OBJECT

private slots:
    void screenshot();
    void compareScreenshot();
    void metadataScreenshot_data();
    void metadataScreenshot();
    void figure_data();
    void figure();
    void errors_data();
    void errors();
    void helpNamesEveryLesson();

private:
    struct Run
    {
        int exitCode = -1;
        QString stderrText;
        QString stdoutText;
    };
    static Run run(const QStringList &args);
};

TstBoilerscope::Run TstBoilerscope::run(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"QTWEBENGINE_DISABLE_SANDBOX"_s, u"1"_s);
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(BOILERSCOPE_APP), args);
    if (!p.waitForFinished(90000)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromLocal8Bit(p.readAllStandardError()),
            QString::fromLocal8Bit(p.readAllStandardOutput())};
}

void TstBoilerscope::screenshot()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"shot.png"_s);
    const Run r = run({QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html"), u"--extractors"_s,
                       u"plain"_s, u"--screenshot"_s, out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.stderrText));
    const QImage image(out);
    QVERIFY(!image.isNull());
    QCOMPARE(image.size(), QSize(1600, 1000)); // main.cpp's screenshot window size
    // The overlay is in the picture: plain's box border is drawn in plain's colour.
    const QRgb color = ui::ExtractorPalette::color("plain").rgb();
    int found = 0;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); ++x)
            found += image.pixel(x, y) == color;
    QVERIFY2(found > 100, qPrintable(QString::number(found)));
}

void TstBoilerscope::compareScreenshot()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"compare.png"_s);
    // density is not ticked: it runs for the comparison only.
    const Run r = run({QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html"), u"--extractors"_s,
                       u"plain"_s, u"--compare"_s, u"plain,density"_s, u"--screenshot"_s, out});
    QVERIFY2(r.exitCode == 0, qPrintable(r.stderrText));
    const QImage image(out);
    QVERIFY(!image.isNull());
    // The Compare dock is in front of the tabs beside it: its legend's "only A kept" swatch is
    // drawn in that colour in the docks' column, right of 60 % of the window's width (the page,
    // which marks what only A kept in the same colour, keeps 55 % or more of it, tst_mainwindow,
    // and basic.html's text lies in its left half).
    const QRgb onlyA = QColor(0x11, 0x77, 0x33).rgb(); // ComparePanel::onlyAColor()
    int found = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = image.width() * 6 / 10; x < image.width(); ++x)
            found += image.pixel(x, y) == onlyA;
    QVERIFY2(found > 20, qPrintable(QString::number(found)));
}

void TstBoilerscope::metadataScreenshot_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("outlined"); // the selection's outline is in the picture
    QTest::newRow("published") << QStringList{u"--metadata"_s, u"published"_s} << true;
    QTest::newRow("authors' first candidate")
        << QStringList{u"--metadata"_s, u"authors:1"_s} << true;
    // In <head>: selected in the inspector, nothing to outline.
    QTest::newRow("description") << QStringList{u"--metadata"_s, u"description"_s} << false;
    QTest::newRow("none asked") << QStringList{} << false;
}

void TstBoilerscope::metadataScreenshot()
{
    QFETCH(QStringList, options);
    QFETCH(bool, outlined);
    QTemporaryDir dir;
    const QString out = dir.filePath(u"metadata.png"_s);
    const Run r = run(QStringList{QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/metadata.html"),
                                  u"--extractors"_s, u"plain"_s, u"--screenshot"_s, out} +
                      options);
    QVERIFY2(r.exitCode == 0, qPrintable(r.stderrText));
    const QImage image(out);
    QVERIFY(!image.isNull());
    // The selection's border colour (inspector.js's .sel) is drawn around the source element.
    const QRgb selection = QColor(0xff, 0xb0, 0x00).rgb();
    int found = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            found += image.pixel(x, y) == selection;
    QVERIFY2((found > 100) == outlined, qPrintable(QString::number(found)));
}

void TstBoilerscope::figure_data()
{
    QTest::addColumn<QString>("suffix");
    QTest::addColumn<QSize>("size");
    QTest::newRow("png") << u"png"_s << QSize(1200, 800);
    QTest::newRow("svg") << u"svg"_s << QSize(900, 1100);
    QTest::newRow("pdf") << u"pdf"_s << QSize(1000, 700);
}

// A figure made from the command line: the page with plain's overlay and a legend naming plain,
// at the size asked, in the format of the suffix.
void TstBoilerscope::figure()
{
    QFETCH(QString, suffix);
    QFETCH(QSize, size);
    QTemporaryDir dir;
    const QString out = dir.filePath(u"figure."_s + suffix);
    const Run r = run({QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html"), u"--extractors"_s,
                       u"plain"_s, u"--figure"_s, out, u"--figure-size"_s,
                       u"%1x%2"_s.arg(size.width()).arg(size.height())});
    QVERIFY2(r.exitCode == 0, qPrintable(r.stderrText));
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    if (suffix == u"png"_s) {
        const QImage image = QImage::fromData(bytes, "PNG");
        QCOMPARE(image.size(), size);
        // The overlay and the legend's swatch are drawn in plain's colour.
        const QRgb color = ui::ExtractorPalette::color("plain").rgb();
        int found = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                found += image.pixel(x, y) == color;
        QVERIFY2(found > 100, qPrintable(QString::number(found)));
    } else if (suffix == u"svg"_s) {
        QXmlStreamReader xml(bytes);
        QString text;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isCharacters())
                text += xml.text();
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        // The legend: plain's name, id and count of chosen nodes.
        QVERIFY2(text.contains(u"Plain text"_s) && text.contains(u"plain"_s) &&
                     text.contains(u"chosen"_s),
                 qPrintable(text.left(300)));
        const QRegularExpression viewBox(u"viewBox=\"0 0 (\\d+) (\\d+)\""_s);
        const auto m = viewBox.match(QString::fromUtf8(bytes));
        QVERIFY(m.hasMatch());
        QCOMPARE(QSize(m.captured(1).toInt(), m.captured(2).toInt()), size);
    } else {
        QVERIFY(bytes.startsWith("%PDF-"));
        // One page of the figure's size in points.
        const QRegularExpression page(u"/Type\\s*/Page(?!s)"_s);
        int pages = 0;
        for (auto it = page.globalMatch(QString::fromLatin1(bytes)); it.hasNext(); it.next())
            ++pages;
        QCOMPARE(pages, 1);
        const QRegularExpression mediaBox(u"/MediaBox \\[0 0 ([0-9.]+) ([0-9.]+)\\]"_s);
        const auto m = mediaBox.match(QString::fromLatin1(bytes));
        QVERIFY(m.hasMatch());
        QCOMPARE(QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()), QSizeF(size));
        QVERIFY(bytes.trimmed().endsWith("%%EOF"));
    }
}

void TstBoilerscope::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QDir::temp().filePath(u"boilerscope-never-written.png"_s);
    QTest::newRow("missing file") << QStringList{u"/nonexistent/page.html"_s, u"--screenshot"_s,
                                                 out}
                                  << u"cannot read /nonexistent/page.html"_s;
    QTest::newRow("directory") << QStringList{QStringLiteral(BOILERSCOPE_TEST_DATA "/ui"),
                                              u"--screenshot"_s, out}
                               << u"not a readable file"_s;
    QTest::newRow("unknown extractor")
        << QStringList{QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html"), u"--extractors"_s,
                       u"plain,nosuch"_s, u"--screenshot"_s, out}
        << u"unknown extractor 'nosuch'"_s;
    QTest::newRow("unknown compared extractor")
        << QStringList{QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html"), u"--compare"_s,
                       u"plain,nosuch"_s, u"--screenshot"_s, out}
        << u"unknown extractor 'nosuch'"_s;
    QTest::newRow("compare needs two")
        << QStringList{QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html"), u"--compare"_s,
                       u"plain"_s, u"--screenshot"_s, out}
        << u"--compare needs two extractor ids"_s;
    QTest::newRow("load failure") << QStringList{u"file:///nonexistent/page.html"_s,
                                                 u"--screenshot"_s, out}
                                  << u"Could not load file:///nonexistent/page.html"_s;
    QTest::newRow("no page") << QStringList{u"--screenshot"_s, out} << u"needs a FILE"_s;
    const QString page = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html");
    const QString figure = QDir::temp().filePath(u"boilerscope-never-written.svg"_s);
    QTest::newRow("figure type") << QStringList{page, u"--figure"_s, u"/tmp/figure.gif"_s}
                                 << u"a figure is .png, .svg or .pdf"_s;
    QTest::newRow("figure size malformed")
        << QStringList{page, u"--figure"_s, figure, u"--figure-size"_s, u"big"_s}
        << u"--figure-size needs WIDTHxHEIGHT"_s;
    QTest::newRow("figure size too small")
        << QStringList{page, u"--figure"_s, figure, u"--figure-size"_s, u"100x50"_s}
        << u"200 to 10000 per side"_s;
    QTest::newRow("figure unwritable")
        << QStringList{page, u"--extractors"_s, u"plain"_s, u"--figure"_s,
                       u"/nonexistent/dir/figure.pdf"_s}
        << u"cannot write /nonexistent/dir/figure.pdf"_s;
    QTest::newRow("unknown metadata field")
        << QStringList{page, u"--metadata"_s, u"when"_s, u"--screenshot"_s, out}
        << u"--metadata needs a field"_s;
    QTest::newRow("metadata candidate 0")
        << QStringList{page, u"--metadata"_s, u"published:0"_s, u"--screenshot"_s, out}
        << u"--metadata needs a field"_s;
    QTest::newRow("no such metadata candidate")
        << QStringList{QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/metadata.html"),
                       u"--extractors"_s,
                       u"plain"_s,
                       u"--metadata"_s,
                       u"published:99"_s,
                       u"--screenshot"_s,
                       out}
        << u"--metadata: the page has no published:99"_s;
    QTest::newRow("unknown layout")
        << QStringList{page, u"--layout"_s, u"cinema"_s, u"--figure"_s, figure}
        << u"unknown layout 'cinema'"_s;
}

void TstBoilerscope::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QVERIFY(r.exitCode > 0);
    QVERIFY2(r.stderrText.contains(message), qPrintable(r.stderrText));
}

// --help names the lessons --lesson opens: the ids the program itself knows, as its error for an
// unknown one lists them, so a lesson added to the bundle shows in the help without an edit.
void TstBoilerscope::helpNamesEveryLesson()
{
    const Run unknown = run({u"--lesson"_s, u"nosuch"_s});
    QVERIFY(unknown.exitCode > 0);
    const QRegularExpressionMatch known =
        QRegularExpression(u"unknown lesson 'nosuch' \\(([^)]*)\\)"_s).match(unknown.stderrText);
    QVERIFY2(known.hasMatch(), qPrintable(unknown.stderrText));
    const QStringList ids = known.captured(1).split(u", "_s);
    QVERIFY(ids.contains(u"consensus"_s));

    const Run help = run({u"--help"_s});
    QCOMPARE(help.exitCode, 0);
    // The help wraps its lines: the --lesson entry's text, its lines joined.
    const qsizetype at = help.stdoutText.indexOf(u"--lesson"_s);
    QVERIFY2(at >= 0, qPrintable(help.stdoutText));
    const qsizetype next = help.stdoutText.indexOf(QRegularExpression(u"\n  -"_s), at);
    const QString entry =
        help.stdoutText.mid(at, next < 0 ? -1 : next - at).simplified().replace(u"- "_s, u"-"_s);
    for (const QString &id : ids)
        QVERIFY2(entry.contains(id), qPrintable(id + u" missing from: "_s + entry));
}

QTEST_GUILESS_MAIN(TstBoilerscope)
#include "tst_boilerscope.moc"
