#include <extractors/consensus/repeateditems.h>

#include "blockids.h"

#include <testpages.h>

#include <QTest>

#include <algorithm>
#include <string>
#include <vector>

using core::ConsensusFeatures;
using core::RepeatedItems;

// A collection's grid kept whole: which blocks the rule adds to the kept ones, and the size of
// the group that adds them.
class TestRepeatedItems : public QObject
{
    Q_OBJECT

private slots:
    // A page whose blocks carry the ids a, b, c, …; the ids of the kept blocks; per added block
    // "id:items of its group".
    void of_data()
    {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QString>("kept");
        QTest::addColumn<QStringList>("added");
        const QString four = "<ul><li id=a>Oak desk</li><li id=b>Pine desk</li><li id=c>Walnut "
                             "desk</li><li id=d>Ash desk</li></ul><p id=e>Free delivery.</p>";
        QTest::newRow("one of four kept") << four << "b" << QStringList{"a:4", "c:4", "d:4"};
        QTest::newRow("all kept") << four << "abcd" << QStringList{};
        QTest::newRow("none kept") << four << "" << QStringList{};
        QTest::newRow("a block outside kept") << four << "e" << QStringList{};
        QTest::newRow("three items")
            << "<ul><li id=a>Oak desk</li><li id=b>Pine desk</li><li id=c>Walnut desk</li></ul>"
            << "a" << QStringList{};
        // Cards of two blocks each: a name and a price.
        QString cards;
        for (const char *card : {"ab", "cd", "ef", "gh"})
            cards += QStringLiteral("<div class=card><h3 id=%1>Desk %1</h3><p id=%2>£%2 "
                                    "349</p></div>")
                         .arg(QChar(card[0]), QChar(card[1]));
        QTest::newRow("cards, one price kept")
            << cards << "d" << QStringList{"a:4", "b:4", "c:4", "e:4", "f:4", "g:4", "h:4"};
        // Alike siblings are of one tag and one class: a card of another class is no item.
        const QString mixed =
            "<div><div class=card><p id=a>Oak desk</p></div><div class=card><p id=b>Pine "
            "desk</p></div><div class=card><p id=c>Walnut desk</p></div><div class=card><p "
            "id=d>Ash desk</p></div><div class=banner><p id=e>Sale now on</p></div></div>";
        QTest::newRow("another class beside") << mixed << "a" << QStringList{"b:4", "c:4", "d:4"};
        QTest::newRow("two groups, one chosen")
            << "<ul><li id=a>Oak</li><li id=b>Pine</li><li id=c>Ash</li><li id=d>Elm</li></ul>"
               "<ol><li id=e>Home</li><li id=f>Shop</li><li id=g>Sale</li><li id=h>Help</li>"
               "</ol>"
            << "e" << QStringList{"f:4", "g:4", "h:4"};
    }
    void of()
    {
        QFETCH(QString, page);
        QFETCH(QString, kept);
        QFETCH(QStringList, added);
        const core::Document doc =
            testpages::parsePage("<html><body>" + page.toStdString() + "</body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const std::vector<QChar> ids = blockids::of(doc, f, "abcdefgh");
        QVERIFY(std::none_of(ids.begin(), ids.end(), [](QChar id) { return id.isNull(); }));
        const std::vector<char> keep = blockids::kept(ids, kept);
        const std::vector<std::uint32_t> items = RepeatedItems::of(f, keep);
        QCOMPARE(items.size(), keep.size());
        QStringList out;
        for (size_t b = 0; b < items.size(); ++b)
            if (items[b] != 0)
                out << QString(ids[b]) + ":" + QString::number(items[b]);
        QCOMPARE(out, added);
    }

    // The reason says how many items the group has and that the weight was below the cut.
    void reason()
    {
        const core::Reason reason{RepeatedItems::kReason, {3, 0.25, 0.5, 24}};
        QCOMPARE(QString::fromStdString(reason.text()),
                 "kept: an item of a group of 24 alike siblings on a page read as a collection "
                 "or a listing, another item of which the consensus kept (a grid is kept whole); "
                 "3 of 20 heuristics chose it, weight 0.25 < 0.5");
    }
};

QTEST_APPLESS_MAIN(TestRepeatedItems)
#include "tst_repeateditems.moc"
