#include "clirun.h"

#include <extractors/consensus/forumpostcontainers.h>

#include <algorithm>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

// boilerscope-cli features: the consensus extractor's evidence, one JSON object per line, as
// scripts/fit_consensus.py reads it.
class TestFeaturesCommand : public QObject
{
    Q_OBJECT

private slots:
    void blocks();
    void containers_data();
    void containers();
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

// Each block says which forum platform's post container holds it (post: 1 + the platform's
// index in ForumPostContainers::kPlatforms, 0 for none), as scripts/fit_consensus.py reads it to
// measure the extractor's forum rule.
void TestFeaturesCommand::containers_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("platform"); // holding the block "Post text.", or ""
    QTest::newRow("XenForo post") << QByteArray("<article class=message-body><div "
                                                "class=bbWrapper><p>Post text.</p></div></article>")
                                  << "XenForo";
    QTest::newRow("Hacker News comment")
        << QByteArray("<div class=commtext><p>Post text.</p></div>") << "Hacker News";
    QTest::newRow("no platform") << QByteArray("<div class=content><p>Post text.</p></div>")
                                 << QString();
}

void TestFeaturesCommand::containers()
{
    QFETCH(QByteArray, body);
    QFETCH(QString, platform);
    const auto &platforms = core::ForumPostContainers::kPlatforms;
    const auto at = std::find(platforms.begin(), platforms.end(), platform.toStdString());
    const int post = platform.isEmpty() ? 0 : int(at - platforms.begin()) + 1;
    QVERIFY(platform.isEmpty() || at != platforms.end());
    QTemporaryDir tmp;
    QFile page(tmp.filePath("a.html"));
    QVERIFY(page.open(QIODevice::WriteOnly));
    page.write("<html><body><nav><a href=/>Home</a></nav>" + body + "</body></html>");
    page.close();
    const CliRun r = CliRun::run({"features", page.fileName()});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    const QJsonArray blocks =
        QJsonDocument::fromJson(lines[1].toUtf8()).object()["blocks"].toArray();
    QCOMPARE(blocks.size(), 2);
    QCOMPARE(blocks[0].toObject()["post"].toInt(-1), 0); // the menu
    QCOMPARE(blocks[1].toObject()["text"].toString(), QStringLiteral("Post text."));
    QCOMPARE(blocks[1].toObject()["post"].toInt(-1), post);
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
