#include "clirun.h"

#include <extractors/consensus/documentationcontainers.h>
#include <extractors/consensus/forumpostcontainers.h>
#include <extractors/consensus/pagelandmarks.h>

#include <algorithm>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(core::PageLandmarks::Kind)

// boilerscope-cli features: the consensus extractor's evidence, one JSON object per line, as
// scripts/fit_consensus.py reads it.
class TestFeaturesCommand : public QObject
{
    Q_OBJECT

private slots:
    void blocks();
    void containers_data();
    void containers();
    void product_data();
    void product();
    void copies();
    void reviews();
    void errors_data();
    void errors();
};

void TestFeaturesCommand::blocks()
{
    QTemporaryDir tmp;
    QFile page(tmp.filePath("a.html"));
    QVERIFY(page.open(QIODevice::WriteOnly));
    page.write("<html><body><nav><a href=/>Home</a></nav><p>Two words.</p></body></html>");
    page.close();
    const CliRun r = CliRun::run({"features", page.fileName()});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2); // the header, one page
    const QJsonObject head = QJsonDocument::fromJson(lines[0].toUtf8()).object();
    const QJsonArray names = head["features"].toArray();
    QCOMPARE(names.first().toString(), QStringLiteral("vote-share"));
    QVERIFY(names.contains(QStringLiteral("in-navigation")));
    QCOMPARE(head["voters"].toArray().size(), 20);
    const QJsonObject doc = QJsonDocument::fromJson(lines[1].toUtf8()).object();
    QCOMPARE(doc["file"].toString(), page.fileName());
    QCOMPARE(doc["fallback"].toBool(), false);
    const QJsonArray blocks = doc["blocks"].toArray();
    QCOMPARE(blocks.size(), 2); // the <nav>'s link, the paragraph
    const QJsonObject nav = blocks[0].toObject(), p = blocks[1].toObject();
    QCOMPARE(nav["path"].toString(), QStringLiteral("/html/body/nav"));
    QCOMPARE(nav["text"].toString(), QStringLiteral("Home"));
    QCOMPARE(p["text"].toString(), QStringLiteral("Two words."));
    QCOMPARE(p["words"].toInt(), 2);
    QCOMPARE(p["x"].toArray().size(), names.size());
    QCOMPARE(p["votes"].toArray().size(), 20);
    const int navIndex = static_cast<int>(names.toVariantList().indexOf("in-navigation"));
    QCOMPARE(nav["x"].toArray()[navIndex].toDouble(), 1.0);
    QCOMPARE(p["x"].toArray()[navIndex].toDouble(), 0.0);
}

namespace {

// 1 + the index of name in names, 0 for "".
template <typename Names> int featuresMark(const Names &names, const QString &name)
{
    if (name.isEmpty())
        return 0;
    const auto at = std::find(names.begin(), names.end(), name.toStdString());
    return at == names.end() ? -1 : int(at - names.begin()) + 1;
}

// The blocks `features` prints for a page of html, into *blocks.
void blocksOfPage(const QByteArray &html, QJsonArray *blocks)
{
    QTemporaryDir tmp;
    QFile page(tmp.filePath("a.html"));
    QVERIFY(page.open(QIODevice::WriteOnly));
    page.write(html);
    page.close();
    const CliRun r = CliRun::run({"features", page.fileName()});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    *blocks = QJsonDocument::fromJson(lines[1].toUtf8()).object()["blocks"].toArray();
}

} // namespace

// Each block says which forum platform's post container holds it (post: 1 + the platform's
// index in ForumPostContainers::kPlatforms, 0 for none), whether a forum signature box holds it
// (signature, ForumSignatures), which documentation framework's
// content container (docs) and navigation part (docs_nav) hold it (1 + the framework's index in
// DocumentationContainers::kFrameworks), and which of the page's landmarks holds it (landmark, a
// PageLandmarks::Kind), as scripts/fit_consensus.py reads them to measure the extractor's rules
// on them.
void TestFeaturesCommand::containers_data()
{
    QTest::addColumn<QByteArray>("body");
    // Of the block "Post text.": the platform or framework holding it, or "".
    QTest::addColumn<QString>("platform");
    QTest::addColumn<QString>("docs");
    QTest::addColumn<QString>("docsNav");
    QTest::addColumn<bool>("signature");
    QTest::addColumn<core::PageLandmarks::Kind>("landmark");
    using Kind = core::PageLandmarks::Kind;
    QTest::newRow("XenForo post") << QByteArray("<article class=message-body><div "
                                                "class=bbWrapper><p>Post text.</p></div></article>")
                                  << "XenForo"
                                  << ""
                                  << "" << false << Kind::None;
    QTest::newRow("Hacker News comment")
        << QByteArray("<div class=commtext><p>Post text.</p></div>") << "Hacker News"
        << ""
        << "" << false << Kind::None;
    QTest::newRow("Sphinx body")
        << QByteArray("<div class=bodywrapper><div class=body><p>Post text.</p></div></div>") << ""
        << "Sphinx"
        << "" << false << Kind::None;
    QTest::newRow("Docusaurus pagination")
        << QByteArray("<div class=theme-doc-markdown><p>Body.</p></div><nav "
                      "class=pagination-nav><p>Post text.</p></nav>")
        << ""
        << ""
        << "Docusaurus" << false << Kind::Navigation;
    QTest::newRow("XenForo signature")
        << QByteArray("<aside class=message-signature><p>Post text.</p></aside>") << ""
        << ""
        << "" << true << Kind::Aside;
    QTest::newRow("page footer") << QByteArray("<footer><p>Post text.</p></footer>") << ""
                                 << ""
                                 << "" << false << Kind::Footer;
    QTest::newRow("none") << QByteArray("<div class=content><p>Post text.</p></div>") << ""
                          << ""
                          << "" << false << Kind::None;
}

void TestFeaturesCommand::containers()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, platform);
    QFETCH(QString, docs);
    QFETCH(QString, docsNav);
    QFETCH(bool, signature);
    QFETCH(core::PageLandmarks::Kind, landmark);
    const int post = featuresMark(core::ForumPostContainers::kPlatforms, platform);
    const int content = featuresMark(core::DocumentationContainers::kFrameworks, docs);
    const int navigation = featuresMark(core::DocumentationContainers::kFrameworks, docsNav);
    QVERIFY(post >= 0 && content >= 0 && navigation >= 0);
    QJsonArray blocks;
    blocksOfPage("<html><body><nav><a href=/>Home</a></nav>" + body + "</body></html>", &blocks);
    if (QTest::currentTestFailed())
        return;
    const QJsonObject menu = blocks.first().toObject();
    QCOMPARE(menu["text"].toString(), QStringLiteral("Home"));
    QCOMPARE(menu["post"].toInt(-1), 0);
    QCOMPARE(menu["docs"].toInt(-1), 0);
    QCOMPARE(menu["docs_nav"].toInt(-1), 0);
    QCOMPARE(menu["signature"].toBool(true), false);
    QCOMPARE(menu["landmark"].toInt(-1), static_cast<int>(core::PageLandmarks::Kind::Navigation));
    const QJsonObject block = blocks.last().toObject();
    QCOMPARE(block["text"].toString(), QStringLiteral("Post text."));
    QCOMPARE(block["post"].toInt(-1), post);
    QCOMPARE(block["docs"].toInt(-1), content);
    QCOMPARE(block["docs_nav"].toInt(-1), navigation);
    QCOMPARE(block["signature"].toBool(!signature), signature);
    QCOMPARE(block["landmark"].toInt(-1), static_cast<int>(landmark));
}

// On a page whose JSON-LD holds a Product's description, each block has its words found in the
// description and its words (product: [found, words]); on a page without one, no block has them.
void TestFeaturesCommand::product_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("described");
    QTest::newRow("product") << "Product" << true;
    QTest::newRow("web page") << "WebPage" << false;
}

void TestFeaturesCommand::product()
{
    QFETCH(QString, type);
    QFETCH(bool, described);
    QJsonArray blocks;
    blocksOfPage("<html><head><script type=\"application/ld+json\">{\"@type\": \"" + type.toUtf8() +
                     "\", \"description\": \"Soft cotton shirt in navy\"}</script></head><body>"
                     "<nav><a href=/>Home</a></nav><p>Soft cotton shirt, blue.</p></body></html>",
                 &blocks);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(blocks.size(), 2);
    const QJsonObject nav = blocks[0].toObject(), p = blocks[1].toObject();
    QCOMPARE(nav.contains("product"), described);
    QCOMPARE(p.contains("product"), described);
    if (described) {
        // Home: none of one word; soft, cotton and shirt of soft, cotton, shirt, blue.
        QCOMPARE(nav["product"].toArray(), (QJsonArray{0, 1}));
        QCOMPARE(p["product"].toArray(), (QJsonArray{3, 4}));
    }
}

// A block whose text a block before it has says which block is the first with it (copy, its
// index); the others say nothing.
void TestFeaturesCommand::copies()
{
    QJsonArray blocks;
    blocksOfPage("<html><body><p>Add to cart</p><p>Soft cotton shirt.</p><p>Add to cart</p>"
                 "<p>Add to cart</p></body></html>",
                 &blocks);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(blocks.size(), 4);
    QCOMPARE(blocks[0].toObject().contains("copy"), false);
    QCOMPARE(blocks[1].toObject().contains("copy"), false);
    QCOMPARE(blocks[2].toObject()["copy"].toInt(-1), 0);
    QCOMPARE(blocks[3].toObject()["copy"].toInt(-1), 0);
}

// Each block says whether an element that names customer reviews holds it (reviews,
// CustomerReviews).
void TestFeaturesCommand::reviews()
{
    QJsonArray blocks;
    blocksOfPage("<html><body><p>Soft cotton shirt.</p><div class=product-reviews><p>Fits "
                 "well.</p></div></body></html>",
                 &blocks);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(blocks.size(), 2);
    QCOMPARE(blocks[0].toObject()["reviews"].toBool(true), false);
    QCOMPARE(blocks[1].toObject()["reviews"].toBool(false), true);
}

void TestFeaturesCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no input") << QStringList{"features"} << 2 << "no input";
    QTest::newRow("missing file") << QStringList{"features", "/nonexistent/page.html"} << 1
                                  << "/nonexistent/page.html";
}

void TestFeaturesCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    CliRun::expectFailure(args, exitCode, message);
}

QTEST_GUILESS_MAIN(TestFeaturesCommand)
#include "tst_featurescommand.moc"
