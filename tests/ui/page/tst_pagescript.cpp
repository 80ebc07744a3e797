// PageScript: the typed calls of the page's JavaScript API. The code of a call (pure), and
// strings that JavaScript or HTML would read as syntax reaching a real page as they were.

#include "pagescript.h" // tests/common: runScript
#include "testwait.h"

#include <page/pagescript.h>
#include <page/pageview.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

// One paragraph with room above it for the overlay's label.
const char *const kPage = "<!DOCTYPE html><html><head><title>t</title></head><body>"
                          "<p id=target style=\"margin:60px;padding:20px\">Some text</p>"
                          "</body></html>";

} // namespace

class tst_PageScript : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void call_data();
    void call();
    void guardedOnEveryPage();
    void revealGetsTheRegions();
    void stringsReachThePage_data();
    void stringsReachThePage();

private:
    QVariant eval(const QString &code);

    QTemporaryDir m_dir;
    ui::PageView *m_view = nullptr;
    int m_target = -1; // the paragraph's element number
};

void tst_PageScript::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(u"page.html"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(kPage);
    file.close();
    m_view = new ui::PageView;
    m_view->resize(800, 600);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
    QSignalSpy ready(m_view, &ui::PageView::snapshotReady);
    m_view->open(QUrl::fromLocalFile(path), false);
    QVERIFY(ready.wait(kTimeoutMs));
    m_target = eval(u"bs.number(document.getElementById('target'))"_s).toInt();
    QVERIFY(m_target > 0);
}

void tst_PageScript::cleanupTestCase()
{
    delete m_view;
}

QVariant tst_PageScript::eval(const QString &code)
{
    return testpages::runScript(m_view->page(), code, kTimeoutMs);
}

void tst_PageScript::call_data()
{
    QTest::addColumn<QJsonArray>("arguments");
    QTest::addColumn<QString>("expected");
    QTest::newRow("none") << QJsonArray() << u"f()"_s;
    QTest::newRow("numbers and booleans") << QJsonArray{3, -1, true} << u"f(3,-1,true)"_s;
    QTest::newRow("null") << QJsonArray{QJsonValue()} << u"f(null)"_s;
    QTest::newRow("one array, not its elements")
        << QJsonArray{QJsonValue(QJsonArray{1, 2})} << u"f([1,2])"_s;
    QTest::newRow("quotes and a newline escaped")
        << QJsonArray{u"say \"hi\"\n"_s} << u"f(\"say \\\"hi\\\"\\n\")"_s;
    QTest::newRow("an object") << QJsonArray{QJsonObject{{u"els"_s, QJsonArray{4}}}}
                               << u"f({\"els\":[4]})"_s;
}

void tst_PageScript::call()
{
    QFETCH(QJsonArray, arguments);
    QFETCH(QString, expected);
    QCOMPARE(ui::PageScript::call(u"f"_s, arguments), expected);
}

void tst_PageScript::guardedOnEveryPage()
{
    // The code every call runs, collected instead of run: each must do nothing where our scripts
    // are missing, so each tests for bs first.
    QStringList codes;
    ui::PageScript script(
        [&codes](const QString &code, const ui::PageScript::Callback &) { codes << code; });
    const auto ignore = [](const QVariant &) {};
    script.setPicking(true);
    script.snapshot(true, ignore);
    script.snapshotProgress(ignore);
    script.setOverlay({});
    script.hideTip();
    script.setHighlight(1);
    script.setSelected(1, true);
    script.setStep({1, 2}, false);
    script.flash(1, ignore);
    script.reveal({{1, 2}, {3}}, ignore);
    script.setReader({1}, true);
    script.flush(ignore);
    script.setAnnotationMode(true);
    script.setAnnotation({}, ignore);
    script.setAdjudication({});
    script.setRuleMatches({});
    script.setComparison({});
    QCOMPARE(codes.size(), 17);
    for (const QString &code : std::as_const(codes)) {
        QVERIFY2(code.startsWith(u"typeof bs === 'object'"_s), qPrintable(code));
        // Where bs is missing the call does nothing and answers false or null.
        const QVariant v = eval(u"(() => { const bs = undefined; return "_s + code + u"; })()"_s);
        QVERIFY2(!v.toBool(), qPrintable(code));
    }
}

// bs.reveal gets the regions as one argument, a list of lists of element numbers (an array
// argument goes in whole, not as the call's argument list).
void tst_PageScript::revealGetsTheRegions()
{
    QString code;
    ui::PageScript script(
        [&code](const QString &c, const ui::PageScript::Callback &) { code = c; });
    script.reveal({{1, 2}, {3}}, [](const QVariant &) {});
    const QVariant v =
        eval(u"(() => { const bs = { reveal: (...args) => JSON.stringify(args) }; return "_s +
             code + u"; })()"_s);
    QCOMPARE(v.toString(), u"[[[1,2],[3]]]"_s);
}

void tst_PageScript::stringsReachThePage_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("plain") << u"density"_s;
    QTest::newRow("double quotes") << u"say \"hi\""_s;
    QTest::newRow("single quotes") << u"it's 'quoted'"_s;
    QTest::newRow("newlines") << u"line one\nline two\r\nthree"_s;
    QTest::newRow("backslashes") << u"C:\\path\\n is not a newline \\"_s;
    QTest::newRow("script end tag") << u"</script><script>document.title='pwned'</script>"_s;
    QTest::newRow("template literal") << u"`${document.title}`"_s;
    QTest::newRow("line and paragraph separators") << u"a\u2028b\u2029c"_s;
    QTest::newRow("non-ASCII") << u"naïve — 日本語 🙂"_s;
    QTest::newRow("control characters") << u"tab\there, bell\a"_s;
}

void tst_PageScript::stringsReachThePage()
{
    QFETCH(QString, text);
    // A layer whose id (its label) and a region's tip are the text; the page shows the label
    // beside the region and the tip when the pointer is over it.
    const QJsonObject layer{
        {u"id"_s, text}, {u"c"_s, u"#0072b2"_s}, {u"f"_s, u"#ffffff"_s}, {u"s"_s, u"solid"_s}};
    const QJsonObject region{{u"l"_s, 0},
                             {u"els"_s, QJsonArray{m_target}},
                             {u"tips"_s, QJsonArray{text}},
                             {u"a"_s, QJsonArray{-1}}};
    m_view->script().setOverlay(QJsonObject{{u"mode"_s, u"outlines"_s},
                                            {u"total"_s, 1},
                                            {u"layers"_s, QJsonArray{layer}},
                                            {u"regions"_s, QJsonArray{region}},
                                            {u"blocks"_s, QJsonArray{}}});
    bool drawn = false;
    m_view->script().flush([&drawn](const QVariant &) { drawn = true; });
    QTRY_VERIFY_WITH_TIMEOUT(drawn, kTimeoutMs);
    QCOMPARE(eval(u"bs.labels()"_s).toStringList(), QStringList{text});
    const QString tip =
        eval(u"(() => { const r = bs.rect(%1); bs.element(%1).dispatchEvent(new MouseEvent("
             "'mousemove', {bubbles: true, clientX: r.x + 5, clientY: r.y + 5})); "
             "return bs.tip(); })()"_s.arg(m_target))
            .toString();
    QCOMPARE(tip, u"Chosen by %1 (1 of 1 ticked)\n\n%1"_s.arg(text));
    QCOMPARE(eval(u"document.title"_s).toString(), u"t"_s); // nothing of it ran as code
}

QTEST_MAIN(tst_PageScript)
#include "tst_pagescript.moc"
