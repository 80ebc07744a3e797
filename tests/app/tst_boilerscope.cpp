// The `boilerscope` executable's screenshot mode (issue part 8), run as a process: it must render
// the window with the overlay into a PNG and exit 0, and fail with a message otherwise.
#include <extractorpalette.h>

#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TstBoilerscope : public QObject
{
    Q_OBJECT

private slots:
    void screenshot();
    void errors_data();
    void errors();

private:
    struct Run
    {
        int exitCode = -1;
        QString stderrText;
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
            QString::fromLocal8Bit(p.readAllStandardError())};
}

void TstBoilerscope::screenshot()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(u"shot.png"_s);
    const Run r = run({QStringLiteral(BOILERSCOPE_UI_DATA "/basic.html"), u"--extractors"_s,
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

void TstBoilerscope::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QString out = QDir::temp().filePath(u"boilerscope-never-written.png"_s);
    QTest::newRow("missing file") << QStringList{u"/nonexistent/page.html"_s, u"--screenshot"_s,
                                                 out}
                                  << u"cannot read /nonexistent/page.html"_s;
    QTest::newRow("directory") << QStringList{QStringLiteral(BOILERSCOPE_UI_DATA),
                                              u"--screenshot"_s, out}
                               << u"not a readable file"_s;
    QTest::newRow("unknown extractor")
        << QStringList{QStringLiteral(BOILERSCOPE_UI_DATA "/basic.html"), u"--extractors"_s,
                       u"plain,nosuch"_s, u"--screenshot"_s, out}
        << u"unknown extractor 'nosuch'"_s;
    QTest::newRow("load failure") << QStringList{u"file:///nonexistent/page.html"_s,
                                                 u"--screenshot"_s, out}
                                  << u"Could not load file:///nonexistent/page.html"_s;
    QTest::newRow("no page") << QStringList{u"--screenshot"_s, out} << u"needs a FILE"_s;
}

void TstBoilerscope::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = run(args);
    QVERIFY(r.exitCode > 0);
    QVERIFY2(r.stderrText.contains(message), qPrintable(r.stderrText));
}

QTEST_GUILESS_MAIN(TstBoilerscope)
#include "tst_boilerscope.moc"
