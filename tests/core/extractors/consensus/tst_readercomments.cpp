#include <extractors/consensus/readercomments.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::ReaderComments;

// The reader comment sections, by trafilatura 2.3.1's REMOVE_COMMENTS_AND_LISTS_XPATH: which
// elements name one (their tag, id and class, case-sensitive as its regular expressions), and
// that a section marks itself and every node inside it, and nothing else.
class TestReaderComments : public QObject
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
        row("WordPress", "<div id=comments><ol class=commentlist><li><b id=x>a</b></li></ol></div>",
            true);
        row("capital C id", "<section id=Comments><b id=x>a</b></section>", true);
        row("class starting the list", "<div class='comments-area wide'><b id=x>a</b></div>", true);
        row("Slashdot's list", "<ul id=commentlisting class=d2><li><b id=x>a</b></li></ul>", true);
        row("ordered list by class", "<ol class='comment-list'><li><b id=x>a</b></li></ol>", true);
        row("details", "<details class=comment><summary><b id=x>a</b></summary></details>", true);
        row("Disqus", "<div id=disqus_thread><b id=x>a</b></div>", true);
        row("Disqus's older id", "<div id=dsq-comments><b id=x>a</b></div>", true);
        row("comol", "<div id=comol><b id=x>a</b></div>", true);
        row("article-comments inside the class",
            "<div class='l-main article-comments'><b id=x>a</b></div>", true);
        row("post-comments inside the class",
            "<section class='x post-comments'><b id=x>a</b>"
            "</section>",
            true);
        row("the element itself", "<div class=comments id=x>a</div>", true);
        row("commentary", "<div class=commentary><b id=x>a</b></div>", false);
        row("commentary by id", "<section id=commentary><b id=x>a</b></section>", false);
        row("not at the class's start", "<div class='site comments'><b id=x>a</b></div>", false);
        row("upper case inside", "<div class=COMMENTS><b id=x>a</b></div>", false);
        row("an aside", "<aside id=comments><b id=x>a</b></aside>", false);
        row("a list item", "<ul><li class=comment><b id=x>a</b></li></ul>", false);
        row("Disqus's id on a list", "<ul id=disqus_thread><li><b id=x>a</b></li></ul>", false);
        row("beside a section", "<div id=comments>a</div><b id=x>b</b>", false);
    }
    void holds()
    {
        QFETCH(QString, markup);
        QFETCH(bool, inside);
        const auto [element, text] = testpages::holdsX(markup.toStdString(), ReaderComments::holds);
        QCOMPARE(element, inside);
        QCOMPARE(text, inside); // the text inside x as well
    }
};

QTEST_APPLESS_MAIN(TestReaderComments)
#include "tst_readercomments.moc"
