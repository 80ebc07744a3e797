#include <extractors/consensus/forumpostcontainers.h>
#include <extractors/consensus/forumrepeatedlines.h>

#include <testpages.h>

#include <QTest>

#include <string>
#include <vector>

using core::ConsensusFeatures;
using core::ForumRepeatedLines;

// The short lines repeated between a forum thread's posts: which kept blocks the rule drops.
class TestForumRepeatedLines : public QObject
{
    Q_OBJECT

private slots:
    // A page with the block x (the row's text, inside a XenForo post body or not) and a block
    // y (the same text or another); x kept or not.
    void of_data()
    {
        QTest::addColumn<QString>("x");
        QTest::addColumn<QString>("y");
        QTest::addColumn<bool>("inPost");
        QTest::addColumn<bool>("kept");
        QTest::addColumn<bool>("dropped");
        const QString most =
            QString::fromStdString(testpages::words("w", int(ForumRepeatedLines::kMaxWords)));
        const QString more =
            QString::fromStdString(testpages::words("w", int(ForumRepeatedLines::kMaxWords) + 1));
        QTest::newRow("a reply bar twice") << "Reply"
                                           << "Reply" << false << true << true;
        QTest::newRow("not kept") << "Reply"
                                  << "Reply" << false << false << false;
        QTest::newRow("once on the page") << "Reply"
                                          << "Quote" << false << true << false;
        QTest::newRow("kMaxWords words twice") << most << most << false << true << true;
        QTest::newRow("one word more") << more << more << false << true << false;
        QTest::newRow("inside a post body") << "Reply"
                                            << "Reply" << true << true << false;
    }
    void of()
    {
        QFETCH(QString, x);
        QFETCH(QString, y);
        QFETCH(bool, inPost);
        QFETCH(bool, kept);
        QFETCH(bool, dropped);
        const std::string block = "<p id=x>" + x.toStdString() + "</p>";
        const core::Document doc =
            testpages::parsePage("<html><body><h1>A thread</h1>" +
                                 (inPost ? "<article class=message-body><div class=bbWrapper>" +
                                               block + "</div></article>"
                                         : block) +
                                 "<p id=y>" + y.toStdString() + "</p></body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const core::NodeId node = testpages::byId(doc, "x");
        size_t b = 0;
        while (b < f.blocks().size() && f.blocks()[b].node != node)
            ++b;
        QVERIFY(b < f.blocks().size());
        std::vector<char> keep(f.blocks().size(), 1);
        keep[b] = kept;
        const std::vector<std::uint8_t> posts = core::ForumPostContainers::of(doc);
        const std::vector<char> out = ForumRepeatedLines::of(f, posts, keep);
        QCOMPARE(out.size(), keep.size());
        QCOMPARE(out[b] != 0, dropped);
    }
};

QTEST_APPLESS_MAIN(TestForumRepeatedLines)
#include "tst_forumrepeatedlines.moc"
