#include "testpages.h"

#include <extractors/voteextractor.h>

#include <QTest>

#include <memory>

using core::VoteExtractor;

namespace {

// A voter that returns a fixed text, as an external program's result carries it.
class FixedText final : public core::Extractor
{
public:
    FixedText(std::string id, std::string text) : m_text(std::move(text))
    {
        m_info.id = std::move(id);
        m_info.name = m_info.id;
    }
    const core::ExtractorInfo &info() const override { return m_info; }
    core::ExtractionResult run(const core::Document &, const core::ParamValues &) const override
    {
        if (m_text == "FAIL")
            throw core::ExtractorFailure("no answer");
        core::ExtractionResult r;
        r.text = m_text;
        return r;
    }

private:
    core::ExtractorInfo m_info;
    std::string m_text;
};

// Two paragraphs of seven and six words.
const char *const kPage = "<html><body><p>One two three four five six seven.</p>"
                          "<p>Alpha beta gamma delta epsilon zeta</p></body></html>";
const char *const kFirst = "One two three four five six seven.";
const char *const kSecond = "Alpha beta gamma delta epsilon zeta";

} // namespace

class TestVoteExtractor : public QObject
{
    Q_OBJECT

private slots:
    void vote_data();
    void vote();
    void votesPerBlock();
    void givenResultsStandIn();
    void badVoters();
};

void TestVoteExtractor::vote_data()
{
    QTest::addColumn<QStringList>("texts"); // each voter's output; FAIL: it fails
    QTest::addColumn<QList<double>>("weights");
    QTest::addColumn<double>("share");
    QTest::addColumn<QString>("kept"); // the vote's text
    QTest::newRow("two of three equal voters reach 0.66")
        << QStringList{kFirst, kFirst, kSecond} << QList<double>{1, 1, 1} << 0.66 << kFirst;
    QTest::newRow("one of three does not")
        << QStringList{kFirst, kSecond, ""} << QList<double>{1, 1, 1} << 0.66 << "";
    QTest::newRow("a weight of 2 of 4 is half")
        << QStringList{kSecond, kFirst, kFirst} << QList<double>{2, 1, 1} << 0.66 << "";
    QTest::newRow("at a share of one half, both halves pass")
        << QStringList{kSecond, kFirst, kFirst} << QList<double>{2, 1, 1} << 0.5
        << QString(kFirst) + "\n" + kSecond;
    QTest::newRow("words without a 5-gram get no vote")
        << QStringList{"one two three", "one two three"} << QList<double>{1, 1} << 0.66 << "";
    QTest::newRow("a 5-gram votes for its words only")
        << QStringList{"three four five six seven", "three four five six seven"}
        << QList<double>{1, 1} << 0.66 << "three four five six seven.";
    QTest::newRow("case and punctuation aside")
        << QStringList{"ONE, two three four five!", "one two three (four) five"}
        << QList<double>{1, 1} << 0.66 << "One two three four five";
    QTest::newRow("5-grams across the two blocks")
        << QStringList{"six seven alpha beta gamma", "six seven alpha beta gamma"}
        << QList<double>{1, 1} << 0.66 << "six seven.\nAlpha beta gamma";
    QTest::newRow("a failed voter keeps its weight in the total")
        << QStringList{kFirst, "FAIL", kSecond} << QList<double>{1, 1, 1} << 0.66 << "";
}

void TestVoteExtractor::vote()
{
    QFETCH(QStringList, texts);
    QFETCH(QList<double>, weights);
    QFETCH(double, share);
    QFETCH(QString, kept);
    std::vector<std::unique_ptr<FixedText>> owned;
    std::vector<VoteExtractor::Voter> voters;
    for (int v = 0; v < texts.size(); ++v) {
        owned.push_back(
            std::make_unique<FixedText>("v" + std::to_string(v), texts[v].toStdString()));
        voters.push_back({owned.back().get(), weights[v]});
    }
    const VoteExtractor vote(voters);
    const core::Document doc = testpages::parsePage(kPage);
    const core::ExtractionResult r = vote.run(doc, {share});
    QCOMPARE(QString::fromStdString(r.text), kept);
    QCOMPARE(r.notes.size(), size_t(texts.count("FAIL")));
}

void TestVoteExtractor::votesPerBlock()
{
    // Per block a judgement, with each voter's share of its words as its vote.
    const FixedText a("a", kFirst), b("b", "three four five six seven");
    const VoteExtractor vote({{&a, 1}, {&b, 1}});
    const core::Document doc = testpages::parsePage(kPage);
    const core::ExtractionResult r = vote.run(doc, {VoteExtractor::kDefaultShare});
    QCOMPARE(r.judgements.size(), size_t(2));
    QCOMPARE(doc.path(r.judgements[0].node), std::string("/html/body/p[1]"));
    QCOMPARE(r.judgements[0].reason.text(),
             std::string("voted in: 5 of 7 words kept by voters holding at least 0.66 of the "
                         "weight"));
    QVERIFY(!r.judgements[1].selected);
    QCOMPARE(r.votes.size(), size_t(4));
    QCOMPARE(std::string(r.votes[0].source), std::string("a"));
    QCOMPARE(r.votes[0].value, 1.0);
    QCOMPARE(r.votes[1].value, 5.0 / 7);
    QCOMPARE(r.votes[2].value, 0.0);
}

void TestVoteExtractor::givenResultsStandIn()
{
    // A result handed over stands in for running the voter (which would fail here).
    const FixedText a("a", kFirst), b("b", "FAIL");
    const VoteExtractor vote({{&a, 1}, {&b, 1}});
    const core::Document doc = testpages::parsePage(kPage);
    core::ExtractionResult given;
    given.text = kFirst;
    const std::vector<const core::ExtractionResult *> results{nullptr, &given};
    const core::ExtractionResult r = vote.runWithVoters(doc, {0.66}, results);
    QCOMPARE(QString::fromStdString(r.text), QString(kFirst));
    QVERIFY(r.notes.empty());
    // Without it, every voter failing is the vote failing.
    const FixedText c("c", "FAIL");
    const VoteExtractor failing({{&b, 1}, {&c, 1}});
    QVERIFY_THROWS_EXCEPTION(core::ExtractorFailure, failing.run(doc, {0.66}));
}

void TestVoteExtractor::badVoters()
{
    const FixedText a("a", kFirst);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, VoteExtractor({}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, VoteExtractor({{&a, 0}}));
    const VoteExtractor inner({{&a, 1}});
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, VoteExtractor({{&inner, 1}}));
}

QTEST_GUILESS_MAIN(TestVoteExtractor)

#include "tst_voteextractor.moc"
