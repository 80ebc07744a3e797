// core::SpanComparison: true positives, false positives and false negatives per text node.
#include <document/documentloader.h>
#include <measures/spancomparison.h>

#include <QTest>

using core::SpanComparison;
using core::TextSpan;

namespace {

constexpr const char *kPage = "<html><body><p id=\"p1\">One two three four.</p>"
                              "<p id=\"p2\">Five six seven.</p><footer>Foot</footer></body></html>";

core::NodeId text(const core::Document &doc, int k)
{
    int seen = 0;
    for (core::NodeId n = 0; n < doc.size(); ++n)
        if (doc.node(n).isText() && seen++ == k)
            return n;
    return core::kNoNode;
}

} // namespace

class TstSpanComparison : public QObject
{
    Q_OBJECT

private slots:
    void compare_data();
    void compare();
};

// Spans as (text node k, begin, end): 0 = "One two three four." (19 bytes), 1 = "Five six
// seven." (15 bytes), 2 = "Foot". Expected pieces as "kind:k:begin-end".
void TstSpanComparison::compare_data()
{
    QTest::addColumn<QList<QList<int>>>("gold");
    QTest::addColumn<QList<QList<int>>>("extracted");
    QTest::addColumn<QStringList>("pieces");
    QTest::addColumn<QList<int>>("counts"); // words: TP, FP, FN
    // Gold p1 whole; extracted from "two" on, plus the footer: "One " is missed (1 word), "two
    // three four." is right (3 words), "Foot" is wrong (1 word).
    QTest::newRow("overlap") << QList<QList<int>>{{0, 0, 19}}
                             << QList<QList<int>>{{0, 4, 19}, {2, 0, 4}}
                             << QStringList{"FN:0:0-4", "TP:0:4-19", "FP:2:0-4"}
                             << QList<int>{3, 1, 1};
    // "One" against "One ": the extra space holds no word, so no false positive.
    QTest::newRow("space only") << QList<QList<int>>{{0, 0, 3}} << QList<QList<int>>{{0, 0, 4}}
                                << QStringList{"TP:0:0-3"} << QList<int>{1, 0, 0};
    // Overlapping and unsorted extractor spans are merged first.
    QTest::newRow("unsorted") << QList<QList<int>>{{1, 0, 15}}
                              << QList<QList<int>>{{1, 9, 15}, {1, 0, 10}}
                              << QStringList{"TP:1:0-15"} << QList<int>{3, 0, 0};
    QTest::newRow("nothing chosen") << QList<QList<int>>{{1, 0, 15}} << QList<QList<int>>{}
                                    << QStringList{"FN:1:0-15"} << QList<int>{0, 0, 3};
    QTest::newRow("no gold") << QList<QList<int>>{} << QList<QList<int>>{{0, 0, 19}, {1, 0, 15}}
                             << QStringList{"FP:0:0-19", "FP:1:0-15"} << QList<int>{0, 7, 0};
}

void TstSpanComparison::compare()
{
    QFETCH(QList<QList<int>>, gold);
    QFETCH(QList<QList<int>>, extracted);
    QFETCH(QStringList, pieces);
    QFETCH(QList<int>, counts);
    auto r = core::DocumentLoader::loadBytes(kPage);
    QVERIFY(r.document);
    const core::Document &doc = *r.document;
    const auto spans = [&](const QList<QList<int>> &list) {
        std::vector<TextSpan> out;
        for (const QList<int> &s : list)
            out.push_back({text(doc, s[0]), std::uint32_t(s[1]), std::uint32_t(s[2])});
        return out;
    };
    const auto result = SpanComparison::compare(doc, spans(gold), spans(extracted));
    QStringList got;
    for (const SpanComparison::Piece &p : result) {
        int k = 0;
        while (text(doc, k) != p.span.node)
            ++k;
        const char *kind = p.kind == SpanComparison::Kind::TruePositive    ? "TP"
                           : p.kind == SpanComparison::Kind::FalsePositive ? "FP"
                                                                           : "FN";
        got << QStringLiteral("%1:%2:%3-%4").arg(kind).arg(k).arg(p.span.begin).arg(p.span.end);
    }
    QCOMPARE(got, pieces);
    const SpanComparison::Counts c = SpanComparison::count(doc, result);
    QCOMPARE((QList<int>{int(c.truePositive), int(c.falsePositive), int(c.falseNegative)}), counts);
}

QTEST_APPLESS_MAIN(TstSpanComparison)
#include "tst_spancomparison.moc"
