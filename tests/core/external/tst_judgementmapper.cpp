#include "testpages.h"

#include <external/judgementmapper.h>

#include <QTest>

using core::JudgementMapper;

namespace {

// The page every row locates on: a menu, an article of two paragraphs (the words "the article"
// twice), a footer.
const char *const kPage = "<html><body><nav class=menu><a>Home</a> <a>News</a></nav>"
                          "<article><p>The first paragraph of the article.</p>"
                          "<p>Second paragraph, with <b>bold</b> words of the article.</p>"
                          "</article><footer id=foot>Copyright the site</footer></body></html>";

} // namespace

class TestJudgementMapper : public QObject
{
    Q_OBJECT

private slots:
    void locate_data();
    void locate();
    void textsInProgramOrder();
};

void TestJudgementMapper::locate_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("found"); // the paths of the elements named
    QTest::newRow("path") << "/html/body/article/p[2]"
                          << ""
                          << "" << QStringList{"/html/body/article/p[2]"};
    QTest::newRow("path that resolves nowhere") << "/html/body/div[3]"
                                                << ""
                                                << "" << QStringList{};
    QTest::newRow("selector") << ""
                              << "nav.menu"
                              << "" << QStringList{"/html/body/nav"};
    QTest::newRow("selector of several, topmost only") << ""
                                                       << "article, p"
                                                       << "" << QStringList{"/html/body/article"};
    QTest::newRow("selector beyond the subset") << ""
                                                << "[class*=menu]"
                                                << "" << QStringList{};
    QTest::newRow("text, case and punctuation aside")
        << ""
        << ""
        << "second PARAGRAPH with bold words" << QStringList{"/html/body/article/p[2]"};
    QTest::newRow("text over two blocks")
        << ""
        << ""
        << "of the article. Second paragraph"
        << QStringList{"/html/body/article/p[1]", "/html/body/article/p[2]"};
    QTest::newRow("text of one inline element names its block")
        << ""
        << ""
        << "News" << QStringList{"/html/body/nav"};
    QTest::newRow("text not on the page") << ""
                                          << ""
                                          << "the third paragraph" << QStringList{};
    QTest::newRow("text of punctuation only") << ""
                                              << ""
                                              << "…" << QStringList{};
    QTest::newRow("the path first") << "/html/body/footer"
                                    << "nav"
                                    << "Home" << QStringList{"/html/body/footer"};
    QTest::newRow("the selector when the path fails") << "/html/body/div"
                                                      << "#foot"
                                                      << "Home" << QStringList{"/html/body/footer"};
    QTest::newRow("the text when both fail") << "/x"
                                             << "[x]"
                                             << "Home" << QStringList{"/html/body/nav"};
    QTest::newRow("nothing given") << ""
                                   << ""
                                   << "" << QStringList{};
}

void TestJudgementMapper::locate()
{
    QFETCH(QString, path);
    QFETCH(QString, selector);
    QFETCH(QString, text);
    QFETCH(QStringList, found);
    const core::Document doc = testpages::parsePage(kPage);
    JudgementMapper::ProgramJudgement j;
    j.path = path.toStdString();
    j.selector = selector.toStdString();
    j.text = text.toStdString();
    QStringList paths;
    for (const core::NodeId node : JudgementMapper::locate(doc, j))
        paths << QString::fromStdString(doc.path(node));
    QCOMPARE(paths, found);
}

void TestJudgementMapper::textsInProgramOrder()
{
    // "the article" stands in both paragraphs: a program that judges them in order gets each
    // in its own, the second search starting after the first find.
    const core::Document doc = testpages::parsePage(kPage);
    core::ExtractionResult r;
    const std::vector<JudgementMapper::ProgramJudgement> judgements{
        {"", "", "the article", true, "first"}, {"", "", "the article", false, "second"}};
    const JudgementMapper::Outcome o = JudgementMapper::apply(doc, judgements, r);
    QCOMPARE(o.mapped, size_t(2));
    QCOMPARE(o.unmapped, size_t(0));
    QCOMPARE(r.judgements.size(), size_t(2));
    QCOMPARE(doc.path(r.judgements[0].node), std::string("/html/body/article/p[1]"));
    QCOMPARE(r.judgements[0].reason.text(), std::string("first"));
    QVERIFY(r.judgements[0].selected);
    QCOMPARE(doc.path(r.judgements[1].node), std::string("/html/body/article/p[2]"));
    QCOMPARE(r.judgements[1].reason.text(), std::string("second"));
    QVERIFY(!r.judgements[1].selected);
}

QTEST_GUILESS_MAIN(TestJudgementMapper)

#include "tst_judgementmapper.moc"
