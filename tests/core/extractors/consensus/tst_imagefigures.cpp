#include <extractors/consensus/imagefigures.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::ImageFigures;

// The figures trafilatura cleans: a <figure> that holds no <table> and no <blockquote> marks itself
// and every node inside it; a figure around a table or a quotation marks nothing.
class TestImageFigures : public QObject
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
        row("a caption", "<figure><img src=a.jpg><figcaption><b id=x>a</b></figcaption></figure>",
            true);
        row("a credit line",
            "<figure class=wp-block-image><img src=a.jpg><div><span><b id=x>a"
            "</b></span></div></figure>",
            true);
        row("the figure itself", "<figure id=x>a</figure>", true);
        row("a figure inside a figure with a table",
            "<figure><table><tr><td>1</td></tr></table><figure><figcaption><b id=x>a</b>"
            "</figcaption></figure></figure>",
            true);
        row("a table's caption",
            "<figure><table><caption><b id=x>a</b></caption><tr><td>1</td>"
            "</tr></table></figure>",
            false);
        row("beside a table in its figure",
            "<figure><figcaption><b id=x>a</b></figcaption><table><tr><td>1</td></tr></table>"
            "</figure>",
            false);
        row("a quotation's attribution",
            "<figure><blockquote><p>a</p></blockquote><figcaption><b id=x>b</b></figcaption>"
            "</figure>",
            false);
        row("a quotation", "<figure><blockquote><p><b id=x>a</b></p></blockquote></figure>", false);
        row("a figcaption without a figure", "<div><figcaption><b id=x>a</b></figcaption></div>",
            false);
        row("after a figure",
            "<figure><img src=a.jpg><figcaption>a</figcaption></figure><p><b "
            "id=x>b</b></p>",
            false);
    }
    void holds()
    {
        QFETCH(QString, markup);
        QFETCH(bool, inside);
        const auto [element, text] =
            testpages::holdsX(markup.toStdString(), [](const core::Document &doc, core::NodeId n) {
                return ImageFigures::of(doc)[static_cast<size_t>(n)] != 0;
            });
        QCOMPARE(element, inside);
        QCOMPARE(text, inside); // the text inside x as well
    }
};

QTEST_APPLESS_MAIN(TestImageFigures)
#include "tst_imagefigures.moc"
