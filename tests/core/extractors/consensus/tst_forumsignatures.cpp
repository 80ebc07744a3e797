#include <extractors/consensus/forumsignatures.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::ForumSignatures;

// The forum platforms' signature boxes: an element with a class token holding "signature" in
// any case marks itself and every node inside it, and nothing else.
class TestForumSignatures : public QObject
{
    Q_OBJECT

private slots:
    void holds_data()
    {
        QTest::addColumn<QString>("markup"); // holds <b id=x>
        QTest::addColumn<bool>("inside");
        auto row = [](const char *name, const char *markup, bool inside) {
            QTest::newRow(name) << QString::fromUtf8(markup) << inside;
        };
        row("phpBB", "<div class=signature><b id=x>a</b></div>", true);
        row("XenForo", "<aside class='message-signature'><div><b id=x>a</b></div></aside>", true);
        row("StackExchange user card",
            "<div class='post-signature owner flex--item'><b id=x>a</b></div>", true);
        row("another case", "<div class=DiscussionBoard-Signature><b id=x>a</b></div>", true);
        row("the element itself", "<div><b id=x class=postsignature>a</b></div>", true);
        row("beside a signature", "<div class=signature>a</div><b id=x>b</b>", false);
        row("an id, not a class", "<div id=signature><b id=x>a</b></div>", false);
        row("a shorter word", "<div class=sign><b id=x>a</b></div>", false);
    }
    void holds()
    {
        QFETCH(QString, markup);
        QFETCH(bool, inside);
        const auto [element, text] =
            testpages::holdsX(markup.toStdString(), ForumSignatures::holds);
        QCOMPARE(element, inside);
        QCOMPARE(text, inside); // the text inside x as well
    }
};

QTEST_APPLESS_MAIN(TestForumSignatures)
#include "tst_forumsignatures.moc"
