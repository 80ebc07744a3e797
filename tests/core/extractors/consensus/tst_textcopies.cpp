#include <extractors/consensus/textcopies.h>

#include "blockids.h"

#include <testpages.h>

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using core::ConsensusFeatures;
using core::TextCopies;

// A page's text counted once: which kept blocks the rule drops, and as the copy of which.
class TestTextCopies : public QObject
{
    Q_OBJECT

private slots:
    // A page whose blocks carry the ids a, b, c, …; the ids of the kept blocks; per dropped
    // block "id:id of the kept block it copies".
    void of_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QStringList>("dropped");
        // Copies in two parts of the page (a desktop and a mobile layout).
        const QString twice =
            "<div><p id=a>Add to cart</p></div><div><p id=b>Add to cart</p></div>";
        QTest::newRow("a second copy") << twice << "ab" << QStringList{"b:a"};
        QTest::newRow("the first not kept") << twice << "b" << QStringList{};
        QTest::newRow("the second not kept") << twice << "a" << QStringList{};
        const QString thrice = "<div><p id=a>Add to cart</p></div><div><h2 id=b>Add to "
                               "cart</h2></div><ul><li id=c>Add to cart</li></ul>";
        QTest::newRow("three, the first not kept") << thrice << "bc" << QStringList{"c:b"};
        QTest::newRow("three kept") << thrice << "abc" << QStringList{"b:a", "c:a"};
        QTest::newRow("other texts between")
            << "<div><p id=a>An article's paragraph.</p><p id=b>Another one.</p></div><div><p "
               "id=c>An article's paragraph.</p></div>"
            << "abc" << QStringList{"c:a"};
        QTest::newRow("siblings") << "<div><p id=a>Add to cart</p><p id=b>Another one.</p><p "
                                     "id=c>Add to cart</p></div>"
                                  << "abc" << QStringList{};
        QTest::newRow("a sibling of the first not kept")
            << "<div><p id=a>Add to cart</p><p id=b>Add to cart</p></div><div><p id=c>Add to "
               "cart</p></div>"
            << "bc" << QStringList{"c:b"};
        QTest::newRow("another text")
            << "<div><p id=a>Add to cart</p></div><div><p id=b>Add to basket</p></div>"
            << "ab" << QStringList{};
        QTest::newRow("case differs")
            << "<div><p id=a>Add to cart</p></div><div><p id=b>ADD TO CART</p></div>"
            << "ab" << QStringList{};
        QTest::newRow("code")
            << "<div><pre id=a>make install</pre></div><div><pre id=b>make install</pre></div>"
            << "ab" << QStringList{};
        QTest::newRow("a table cell")
            << "<table><tr><td id=a>Yes</td><td id=c>Wi-Fi</td></tr><tr><td id=b>Yes</td>"
               "<td id=d>Bluetooth</td></tr></table>"
            << "abcd" << QStringList{};
        QTest::newRow("a cell's text outside the table")
            << "<table><tr><td id=a>Yes</td><td id=c>Wi-Fi</td></tr></table><p id=b>Yes</p>"
            << "abc" << QStringList{"b:a"};
    }
    void of()
    {
        QFETCH(QString, page);
        QFETCH(QString, kept);
        QFETCH(QStringList, dropped);
        const core::Document doc =
            testpages::parsePage("<html><body>" + page.toStdString() + "</body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const std::vector<QChar> ids = blockids::of(doc, f, "abcd");
        QVERIFY(std::none_of(ids.begin(), ids.end(), [](QChar id) { return id.isNull(); }));
        const std::vector<char> keep = blockids::kept(ids, kept);
        const std::vector<std::uint32_t> copies = TextCopies::of(doc, f, keep);
        QCOMPARE(copies.size(), keep.size());
        QStringList out;
        for (size_t b = 0; b < copies.size(); ++b)
            if (copies[b] != 0)
                out << QString(ids[b]) + ":" + QString(ids[copies[b] - 1]);
        QCOMPARE(out, dropped);
    }

    // The reason quotes the block's text, white space collapsed, cut at a word after
    // kQuoteBytes bytes, its braces as they are once formatted.
    void reasonFormat_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("quote");
        QTest::newRow("short") << "Add  to\ncart"
                               << "Add to cart";
        QTest::newRow("braces") << "Use {3} here"
                                << "Use {3} here";
        // 14 words of 4 letters and a space: the quote ends at the last space within 60 bytes.
        QString long_;
        for (int k = 0; k < 14; ++k)
            long_ += QStringLiteral("word ");
        QTest::newRow("long") << long_.trimmed()
                              << "word word word word word word word word word "
                                 "word word word…";
        // One word longer than the quote: cut inside it, at a whole character.
        QTest::newRow("one long word") << QString(29, QChar(0x00e9)) + QStringLiteral("aaaa")
                                       << QString(29, QChar(0x00e9)) + QStringLiteral("aa…");
    }
    void reasonFormat()
    {
        QFETCH(QString, text);
        QFETCH(QString, quote);
        const core::Document doc =
            testpages::parsePage("<html><body><p>" + text.toStdString() + "</p></body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        QCOMPARE(f.blocks().size(), size_t(1));
        const std::string format = TextCopies::reasonFormat(doc, f, 0);
        const core::Reason reason{format.c_str(), {12, 0.75, 0.5, 3}};
        QCOMPARE(QString::fromStdString(reason.text()),
                 "dropped: a copy of block 3's text (\"" + quote +
                     "\"), kept before it (the page's text is counted once); 12 of 20 heuristics "
                     "chose it, weight 0.75 >= 0.5");
    }
};

QTEST_APPLESS_MAIN(TestTextCopies)
#include "tst_textcopies.moc"
