// NoscriptText: which <noscript> text a browser without scripts shows (the extractor contract's
// one exception to visible text), and which pages are application shells.

#include <extraction/noscripttext.h>

#include <QTest>
#include <testpages.h>

using core::NodeId;
using core::NoscriptText;

class TestNoscriptText : public QObject
{
    Q_OBJECT

private slots:
    void shown_data();
    void shown();
    void shell_data();
    void shell();
};

void TestNoscriptText::shown_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QStringList>("shownWords"); // the words of every shown text node, in order
    QTest::newRow("in the body") << QByteArray("<noscript><p>one two</p>three</noscript>")
                                 << QStringList{"one two", "three"};
    QTest::newRow("in a visible element")
        << QByteArray("<div><p>seen</p><noscript><p>one</p></noscript></div>")
        << QStringList{"one"};
    QTest::newRow("nested") << QByteArray("<noscript>one<noscript>two</noscript></noscript>")
                            << QStringList{"one", "two"};
    // Hidden without scripts too: the consensus once read these.
    QTest::newRow("in a display: none element")
        << QByteArray("<div style='display: none'><noscript>hidden</noscript></div>")
        << QStringList{};
    QTest::newRow("in a hidden element")
        << QByteArray("<div hidden><div><noscript>hidden</noscript></div></div>") << QStringList{};
    QTest::newRow("in a template")
        << QByteArray("<template><noscript>never</noscript></template>") << QStringList{};
    QTest::newRow("hidden inside") << QByteArray("<noscript>one<p hidden>two</p>"
                                                 "<span style='visibility:hidden'>three</span>"
                                                 "<script>four</script></noscript>")
                                   << QStringList{"one"};
    QTest::newRow("the noscript hidden")
        << QByteArray("<noscript hidden>hidden</noscript>") << QStringList{};
}

void TestNoscriptText::shown()
{
    QFETCH(QByteArray, body);
    QFETCH(QStringList, shownWords);
    const core::Document doc = testpages::parsePage("<html><head><noscript><style>p{}</style>"
                                                    "</noscript></head><body>" +
                                                    body.toStdString() + "</body></html>");
    const std::vector<char> shown = NoscriptText::shown(doc);
    QCOMPARE(shown.size(), static_cast<size_t>(doc.size()));
    QStringList texts;
    for (NodeId i = 0; i < doc.size(); ++i) {
        if (!shown[static_cast<size_t>(i)])
            continue;
        QVERIFY2(!doc.node(i).visible, doc.path(i).c_str());
        if (doc.node(i).isText())
            texts << QString::fromStdString(std::string(doc.text(i)));
    }
    QCOMPARE(texts, shownWords);
}

void TestNoscriptText::shell_data()
{
    QTest::addColumn<int>("visibleWords");
    QTest::addColumn<bool>("shell");
    const int limit = static_cast<int>(NoscriptText::kShellMaxVisibleWords);
    QTest::newRow("empty") << 0 << true;
    QTest::newRow("one fewer than the limit") << limit - 1 << true;
    QTest::newRow("the limit") << limit << false;
}

void TestNoscriptText::shell()
{
    QFETCH(int, visibleWords);
    QFETCH(bool, shell);
    // Words in <noscript> and hidden elements do not count (a hidden element short of a cover:
    // DocumentBuilder::kCoverMinWords).
    const std::string html = "<html><body><p>" + testpages::words("v", visibleWords) +
                             "</p><noscript>" + testpages::words("n", 200) +
                             "</noscript><div hidden>" + testpages::words("h", 40) +
                             "</div></body></html>";
    QCOMPARE(NoscriptText::shell(testpages::parsePage(html)), shell);
}

QTEST_APPLESS_MAIN(TestNoscriptText)
#include "tst_noscripttext.moc"
