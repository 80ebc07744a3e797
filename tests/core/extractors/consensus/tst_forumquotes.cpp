#include <extractors/consensus/forumquotes.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::ForumQuotes;

// The forum platforms' quotes of other posts: an element with one of the platforms' quote class
// tokens (exactly, in any case), Discourse's <aside class=quote> or phpBB's <blockquote> that
// opens with the <cite> naming the quoted poster marks itself and every node inside it, and
// nothing else; an article's pull quote is not one.
class TestForumQuotes : public QObject
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
        row("XenForo 2",
            "<blockquote class='bbCodeBlock bbCodeBlock--expandable bbCodeBlock--quote "
            "js-expandWatch'><div class=bbCodeBlock-content><b id=x>a</b></div></blockquote>",
            true);
        row("Invision",
            "<blockquote class=ipsQuote data-ipsquote><div><b id=x>a</b></div>"
            "</blockquote>",
            true);
        row("vBulletin",
            "<div class=bbcode_container><div class=bbcode_quote><b id=x>a</b>"
            "</div></div>",
            true);
        row("FluxBB", "<div class=quotebox><cite>bob wrote:</cite><b id=x>a</b></div>", true);
        row("phpBB subSilver", "<div class=quotecontent><b id=x>a</b></div>", true);
        row("phpBB imcger extension", "<div class='imcger-quote'><b id=x>a</b></div>", true);
        row("another case", "<div class=BBCode_Quote><b id=x>a</b></div>", true);
        row("Discourse",
            "<aside class='quote no-group'><blockquote><p><b id=x>a</b></p>"
            "</blockquote></aside>",
            true);
        row("phpBB prosilver",
            "<blockquote><div><cite>bob wrote:</cite><b id=x>a</b></div>"
            "</blockquote>",
            true);
        row("phpBB 3.2",
            "<blockquote cite='./viewtopic.php?p=1'><cite>bob wrote:</cite>"
            "<b id=x>a</b></blockquote>",
            true);
        row("the element itself", "<div><b id=x class=ipsQuote>a</b></div>", true);
        row("an article's pull quote",
            "<blockquote><p><b id=x>a</b></p><cite>bob</cite>"
            "</blockquote>",
            false);
        row("a cite deeper in", "<blockquote><p>x <cite>bob</cite></p><b id=x>a</b></blockquote>",
            false);
        row("an aside of another class", "<aside class=quotes><b id=x>a</b></aside>", false);
        row("a token holding the word", "<div class=bbcode_quote_container><b id=x>a</b></div>",
            false);
        row("XenForo 1, whose quotes the gold keeps",
            "<div class='bbCodeBlock bbCodeQuote'><b id=x>a</b></div>", false);
        row("beside a quote", "<div class=ipsQuote>a</div><b id=x>b</b>", false);
        row("an id, not a class", "<div id=ipsQuote><b id=x>a</b></div>", false);
    }
    void holds()
    {
        QFETCH(QString, markup);
        QFETCH(bool, inside);
        const auto [element, text] = testpages::holdsX(markup.toStdString(), ForumQuotes::holds);
        QCOMPARE(element, inside);
        QCOMPARE(text, inside); // the text inside x as well
    }
};

QTEST_APPLESS_MAIN(TestForumQuotes)
#include "tst_forumquotes.moc"
