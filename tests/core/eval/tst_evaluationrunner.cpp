#include <document/documentloader.h>
#include <eval/evaluationrunner.h>
#include <eval/goldscorer.h>
#include <eval/programmetadata.h>
#include <external/externalextractor.h>
#include <measures/textmetrics.h>
#include <metadata/metadataextractor.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>
#include <registry/extractorregistry.h>
#include <registry/registeredpagetypes.h>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <array>
#include <atomic>
#include <mutex>
#include <span>
#include <stdexcept>

using core::EvaluationResults;
using core::EvaluationRunner;
using ProgramMetadataFields = core::ProgramMetadata::Fields;

namespace {

// Test extractors: one that returns a fixed text, one that throws on a marked page, one that
// raises the cancel flag when it meets a marked page.
class FixedExtractor final : public core::Extractor
{
public:
    const core::ExtractorInfo &info() const override
    {
        static const core::ExtractorInfo i{
            "fixed", "Fixed", "", core::ExtractorInput::Dom, "Always the same text.", {}};
        return i;
    }
    core::ExtractionResult run(const core::Document &, const core::ParamValues &) const override
    {
        core::ExtractionResult r;
        r.text = "alpha beta";
        return r;
    }
};

class ThrowingExtractor final : public core::Extractor
{
public:
    const core::ExtractorInfo &info() const override
    {
        static const core::ExtractorInfo i{"throwing",
                                           "Throwing",
                                           "",
                                           core::ExtractorInput::Dom,
                                           "Throws on pages that say 'boom'.",
                                           {}};
        return i;
    }
    core::ExtractionResult run(const core::Document &doc, const core::ParamValues &) const override
    {
        if (doc.source().find("boom") != std::string_view::npos)
            throw std::runtime_error("boom");
        return {};
    }
};

class CancellingExtractor final : public core::Extractor
{
public:
    explicit CancellingExtractor(std::atomic<bool> &flag) : m_flag(flag) {}
    const core::ExtractorInfo &info() const override
    {
        static const core::ExtractorInfo i{"cancelling",
                                           "Cancelling",
                                           "",
                                           core::ExtractorInput::Dom,
                                           "Raises the cancel flag on pages that say 'stop'.",
                                           {}};
        return i;
    }
    core::ExtractionResult run(const core::Document &doc, const core::ParamValues &) const override
    {
        if (doc.source().find("stop") != std::string_view::npos)
            m_flag.store(true);
        return {};
    }

private:
    std::atomic<bool> &m_flag;
};

// A voter that counts its runs, and an ensemble of it that runs it itself when it is not handed
// its result (as the consensus does).
class CountingExtractor final : public core::Extractor
{
public:
    const core::ExtractorInfo &info() const override
    {
        static const core::ExtractorInfo i{
            "counting", "Counting", "", core::ExtractorInput::Dom, "Counts its runs.", {}};
        return i;
    }
    core::ExtractionResult run(const core::Document &, const core::ParamValues &) const override
    {
        ++runs;
        core::ExtractionResult r;
        r.text = "alpha";
        return r;
    }
    mutable std::atomic<int> runs{0};
};

class EnsembleExtractor final : public core::Extractor
{
public:
    EnsembleExtractor(std::string id, const core::Extractor &voter)
        : m_info{std::move(id), "Ensemble", "", core::ExtractorInput::Dom, "Its voter's text.", {}},
          m_voters{&voter}
    {
    }
    const core::ExtractorInfo &info() const override { return m_info; }
    std::span<const core::Extractor *const> voters() const override { return m_voters; }
    core::ExtractionResult run(const core::Document &doc,
                               const core::ParamValues &values) const override
    {
        return runWithVoters(doc, values, {});
    }
    core::ExtractionResult
    runWithVoters(const core::Document &doc, const core::ParamValues &,
                  std::span<const core::ExtractionResult *const> given) const override
    {
        core::ExtractionResult r = !given.empty() && given[0] ? *given[0] : m_voters[0]->run(doc);
        r.text += " (ensemble)";
        return r;
    }

private:
    core::ExtractorInfo m_info;
    std::array<const core::Extractor *, 1> m_voters;
};

struct Page
{
    const char *stem;
    const char *html;
    const char *gold;
};

const Page kPages[] = {
    {"d1", "<html><body><nav>Home News</nav><p>alpha beta gamma</p></body></html>",
     "alpha beta gamma"},
    {"d2", "<html><body><p>one two</p><p>stop three</p></body></html>", "one two"},
    {"d3", "<html><body><div>boom</div><p>alpha</p></body></html>", "alpha"},
    {"d4", "<html><body><h1>Title</h1><p>delta epsilon</p></body></html>", "Title\ndelta epsilon"},
};

core::TestPackage writePackage(const QString &dir)
{
    std::string error;
    core::TestPackageWriter::create(dir.toStdString(), {"runner", "", "", ""}, false, error);
    for (const Page &p : kPages) {
        core::PackageDocument d;
        d.stem = p.stem;
        d.goldText = p.gold;
        d.metadata.url = std::string("http://example.org/") + p.stem;
        core::TestPackageWriter::writeDocument(dir.toStdString(), d, p.html, {}, false, error);
    }
    return *core::TestPackageReader::read(dir.toStdString()).package;
}

const core::Extractor &plain()
{
    return *core::ExtractorRegistry::find("plain");
}

// The row of extractor e on document d is a failed run scored as an empty extraction: every gold
// of kPages is non-empty, so each measure that applies finds nothing of it (recall and F1 0),
// and the run has no time.
void expectEmptyExtraction(const EvaluationResults &r, size_t d, size_t e)
{
    const auto row = std::find_if(r.rows.begin(), r.rows.end(), [&](const core::EvaluationRow &x) {
        return x.document == d && x.extractor == e;
    });
    QVERIFY(row != r.rows.end());
    QVERIFY(row->failed);
    QCOMPARE(row->seconds, 0.0);
    for (const core::Score &score : row->scores) {
        if (!score.applies)
            continue;
        QCOMPARE(score.recall, 0.0);
        QCOMPARE(score.f1, 0.0);
        QCOMPARE(score.tp, 0.0);
        QVERIFY(score.fn > 0);
    }
}

// A document with metadata gold: its page and its gold title, author and publication day
// ("" for none).
struct MetadataGold
{
    const char *stem, *html, *title, *author, *published;
};

// Writes a package of golds into dir, each document's URL http://example.org/STEM.
bool writeMetadataPackage(const std::string &dir, std::span<const MetadataGold> golds)
{
    std::string error;
    if (!core::TestPackageWriter::create(dir, {"meta", "", "", ""}, false, error))
        return false;
    for (const MetadataGold &g : golds) {
        core::PackageDocument d;
        d.stem = g.stem;
        d.goldText = "x";
        d.metadata.url = std::string("http://example.org/") + g.stem;
        d.metadata.title = g.title;
        d.metadata.author = g.author;
        d.metadata.published = g.published;
        if (!core::TestPackageWriter::writeDocument(dir, d, g.html, {}, false, error))
            return false;
    }
    return true;
}

} // namespace

class TestEvaluationRunner : public QObject
{
    Q_OBJECT

private slots:
    void resultsMatchDirectComputation_data();
    void resultsMatchDirectComputation();
    void progressCountsEveryDocument();
    void cancelStopsTheRun();
    void brokenPageScoresEmpty();
    void throwingExtractorIsReported();
    void votersRunOncePerDocument_data();
    void votersRunOncePerDocument();
    void consensusAndPredictedTypesAsComputedApart();
    void externalExtractorGetsBytesAndUrl();
    void allExtractorsAreRegistered();
    void scoresMetadata_data();
    void scoresMetadata();
    void scoresProgramsMetadata_data();
    void scoresProgramsMetadata();
};

void TestEvaluationRunner::resultsMatchDirectComputation_data()
{
    QTest::addColumn<unsigned>("jobs");
    QTest::newRow("one job") << 1u;
    QTest::newRow("three jobs") << 3u;
}

void TestEvaluationRunner::resultsMatchDirectComputation()
{
    QFETCH(unsigned, jobs);
    QTemporaryDir tmp;
    const core::TestPackage package = writePackage(tmp.path());
    const FixedExtractor fixed;
    const EvaluationRunner runner({{&plain(), {}}, {&fixed, {}}}, jobs);
    const EvaluationResults r = runner.run(package);

    QCOMPARE(r.documents, (std::vector<std::string>{"d1", "d2", "d3", "d4"}));
    QCOMPARE(r.extractors, (std::vector<std::string>{"plain", "fixed"}));
    QVERIFY(!r.cancelled);
    QVERIFY(r.issues.empty());
    QCOMPARE(r.documentsDone, size_t(4));
    QCOMPARE(r.rows.size(), size_t(8));
    for (size_t i = 0; i < r.rows.size(); ++i) {
        const core::EvaluationRow &row = r.rows[i];
        // Document order, then extractor order, whatever the threads did.
        QCOMPARE(row.document, i / 2);
        QCOMPARE(row.extractor, i % 2);
        const Page &page = kPages[row.document];
        QCOMPARE(row.htmlBytes, std::strlen(page.html));
        QVERIFY(row.seconds >= 0);
        const core::DocumentLoader::Result loaded = core::DocumentLoader::loadBytes(page.html);
        const std::string text =
            row.extractor == 0 ? plain().run(*loaded.document).text : std::string("alpha beta");
        const core::MeasureScores expected = core::TextMetrics::score(page.gold, text);
        for (size_t m = 0; m < core::kMeasureCount; ++m) {
            QCOMPARE(row.scores[m].precision, expected[m].precision);
            QCOMPARE(row.scores[m].recall, expected[m].recall);
            QCOMPARE(row.scores[m].f1, expected[m].f1);
        }
    }
    // Spot check by hand: on d1 the fixed text "alpha beta" is 2 of the gold's 3 words, all
    // correct: word-sequence P = 1, R = 2/3.
    const core::Score &s = r.rows[1].scores[size_t(core::Measure::WordSequence)];
    QCOMPARE(s.precision, 1.0);
    QCOMPARE(s.recall, 2 / 3.0);
}

void TestEvaluationRunner::progressCountsEveryDocument()
{
    QTemporaryDir tmp;
    const core::TestPackage package = writePackage(tmp.path());
    std::mutex mutex;
    std::vector<size_t> done;
    std::vector<std::string> stems;
    size_t totalSeen = 0;
    const EvaluationRunner runner({{&plain(), {}}}, 2);
    runner.run(package, [&](size_t n, size_t total, const std::string &stem) {
        const std::lock_guard lock(mutex);
        done.push_back(n);
        stems.push_back(stem);
        totalSeen = total;
    });
    QCOMPARE(done, (std::vector<size_t>{1, 2, 3, 4}));
    QCOMPARE(totalSeen, size_t(4));
    std::sort(stems.begin(), stems.end());
    QCOMPARE(stems, (std::vector<std::string>{"d1", "d2", "d3", "d4"}));
}

void TestEvaluationRunner::cancelStopsTheRun()
{
    QTemporaryDir tmp;
    const core::TestPackage package = writePackage(tmp.path());
    std::atomic<bool> cancel{false};
    const CancellingExtractor cancelling(cancel);
    // One job: d1 completes; on d2 the flag goes up before plain runs, so d2 is dropped whole
    // and d3, d4 are never started.
    const EvaluationRunner runner({{&cancelling, {}}, {&plain(), {}}}, 1);
    int progressCalls = 0;
    const EvaluationResults r = runner.run(
        package, [&](size_t, size_t, const std::string &) { ++progressCalls; }, &cancel);
    QVERIFY(r.cancelled);
    QCOMPARE(r.documentsDone, size_t(1));
    QCOMPARE(progressCalls, 1);
    QCOMPARE(r.rows.size(), size_t(2));
    for (const core::EvaluationRow &row : r.rows)
        QCOMPARE(row.document, size_t(0));

    // A flag raised before the run: nothing is evaluated.
    const EvaluationResults none = runner.run(package, {}, &cancel);
    QVERIFY(none.cancelled);
    QVERIFY(none.rows.empty());
}

void TestEvaluationRunner::brokenPageScoresEmpty()
{
    QTemporaryDir tmp;
    writePackage(tmp.path());
    // d2's page becomes a truncated gzip stream: the reader accepts it (the signature is right),
    // loading fails; the run reports it, scores it as an empty extraction and goes on.
    QVERIFY(QFile::remove(tmp.filePath("d2.html")));
    const std::string gz = core::TestPackageWriter::gzip(kPages[1].html);
    QFile f(tmp.filePath("d2.html.gz"));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(gz.data(), static_cast<qint64>(gz.size() / 2));
    f.close();
    const core::TestPackage package =
        *core::TestPackageReader::read(tmp.path().toStdString()).package;
    QCOMPARE(package.documents.size(), size_t(4));

    const EvaluationResults r = EvaluationRunner({{&plain(), {}}}, 2).run(package);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.documentsDone, size_t(4));
    QCOMPARE(r.rows.size(), size_t(4));
    QCOMPARE(r.issues.size(), size_t(1));
    QCOMPARE(r.issues[0].file, std::string("d2.html.gz"));
    QVERIFY(QString::fromStdString(r.issues[0].message).contains("empty extraction"));
    expectEmptyExtraction(r, 1, 0);
}

void TestEvaluationRunner::throwingExtractorIsReported()
{
    QTemporaryDir tmp;
    const core::TestPackage package = writePackage(tmp.path());
    const ThrowingExtractor throwing;
    const EvaluationResults r = EvaluationRunner({{&throwing, {}}, {&plain(), {}}}, 1).run(package);
    // d3 says "boom": its throwing row scores as an empty extraction, its plain row is plain's.
    QCOMPARE(r.rows.size(), size_t(8));
    QCOMPARE(r.issues.size(), size_t(1));
    QCOMPARE(r.issues[0].file, std::string("d3.html"));
    QCOMPARE(r.issues[0].message, std::string("throwing failed: boom"));
    expectEmptyExtraction(r, 2, 0);
    for (const core::EvaluationRow &row : r.rows)
        QCOMPARE(row.failed, row.document == 2 && row.extractor == 0);
}

void TestEvaluationRunner::votersRunOncePerDocument_data()
{
    QTest::addColumn<int>("ensembles");       // how many ensembles of the one voter are evaluated
    QTest::addColumn<bool>("voterEvaluated"); // whether the voter is evaluated on its own too
    QTest::newRow("one ensemble") << 1 << false;
    QTest::newRow("two ensembles of the same voter") << 2 << false;
    QTest::newRow("two ensembles and the voter") << 2 << true;
}

void TestEvaluationRunner::votersRunOncePerDocument()
{
    QFETCH(int, ensembles);
    QFETCH(bool, voterEvaluated);
    QTemporaryDir tmp;
    const core::TestPackage package = writePackage(tmp.path());
    const CountingExtractor voter;
    const EnsembleExtractor first("first", voter), second("second", voter);
    std::vector<core::EvaluatedExtractor> extractors = {{&first, {}}};
    if (ensembles == 2)
        extractors.push_back({&second, {}});
    if (voterEvaluated)
        extractors.push_back({&voter, {}});
    const EvaluationResults r = EvaluationRunner(extractors, 2).run(package);
    QCOMPARE(r.documentsDone, std::size(kPages));
    // Each ensemble is scored on its voter's text, and the voter ran once on each page, whoever
    // asked for it.
    QCOMPARE(voter.runs.load(), int(std::size(kPages)));
    QCOMPARE(r.rows.size(), std::size(kPages) * extractors.size());
    for (const core::EvaluationRow &row : r.rows)
        QVERIFY(!row.failed);
}

void TestEvaluationRunner::consensusAndPredictedTypesAsComputedApart()
{
    // The consensus evaluated with the page types predicted: its evidence is computed once for
    // both, and each score and type is what the extractor and the classifier give on their own.
    QTemporaryDir tmp;
    const core::TestPackage package = writePackage(tmp.path());
    const core::Extractor &consensus = *core::ExtractorRegistry::find("consensus");
    const EvaluationResults r =
        EvaluationRunner({{&consensus, consensus.info().defaults()}}, 2, core::allMeasures(),
                         EvaluationRunner::Metadata::Skipped,
                         EvaluationRunner::PageTypes::Predicted)
            .run(package);
    QCOMPARE(r.predictedTypes.size(), std::size(kPages));
    QCOMPARE(r.rows.size(), std::size(kPages));
    for (const core::EvaluationRow &row : r.rows) {
        const Page &page = kPages[row.document];
        const auto loaded = core::DocumentLoader::loadBytes(page.html);
        QVERIFY(loaded.document);
        const core::PackageDocument &pd = package.documents[row.document];
        QCOMPARE(r.predictedTypes[row.document],
                 core::RegisteredPageTypes::typeOf(*loaded.document, pd.metadata.url));
        const core::GoldScorer gold(pd, core::allMeasures());
        const auto expected = gold.score(consensus.run(*loaded.document).text);
        for (std::size_t m = 0; m < expected.size(); ++m)
            QCOMPARE(row.scores[m].f1, expected[m].f1);
    }
}

void TestEvaluationRunner::externalExtractorGetsBytesAndUrl()
{
    // An external program: notes the URL it was given, fails on pages that say "boom" (that
    // document is marked failed, the rest go on), else returns the page it read on its
    // standard input, as HTML: it then scores as plain does.
    QTemporaryDir tmp;
    const core::TestPackage package = writePackage(tmp.path());
    const QString urls = tmp.filePath("urls.txt");
    const std::string json =
        R"({"id": "ext:sh", "command": ["/bin/sh", "-c",
            "echo \"$0\" >> \"$1\"; page=$(cat); case \"$page\" in *boom*) echo 'cannot parse' >&2; exit 1;; esac; printf '%s' \"$page\"",
            "{url}", ")" +
        urls.toStdString() + R"("], "output": "html"})";
    auto parsed = core::ExtractorDefinition::parse(json, "sh.json");
    QVERIFY2(parsed.definition, parsed.error.c_str());
    const core::ExternalExtractor external(std::move(*parsed.definition));
    const EvaluationResults r = EvaluationRunner({{&external, {}}, {&plain(), {}}}, 1).run(package);
    QCOMPARE(r.issues.size(), size_t(1));
    QCOMPARE(r.issues[0].file, std::string("d3.html"));
    QCOMPARE(r.issues[0].message, std::string("ext:sh failed: exited with status 1: cannot parse"));
    QCOMPARE(r.rows.size(), size_t(8));
    expectEmptyExtraction(r, 2, 0);
    for (size_t i = 0; i + 1 < r.rows.size(); ++i) {
        const core::EvaluationRow &a = r.rows[i], &b = r.rows[i + 1];
        if (a.document != b.document || a.extractor != 0 || a.failed)
            continue;
        for (core::Measure m : core::kMeasures)
            QCOMPARE(a.scores[size_t(m)].f1, b.scores[size_t(m)].f1);
    }
    QFile f(urls);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), "http://example.org/d1\nhttp://example.org/d2\n"
                                             "http://example.org/d3\nhttp://example.org/d4\n");
}

void TestEvaluationRunner::allExtractorsAreRegistered()
{
    const std::vector<core::EvaluatedExtractor> all = EvaluationRunner::allExtractors();
    QCOMPARE(all.size(), core::ExtractorRegistry::all().size());
    for (const core::EvaluatedExtractor &e : all)
        QCOMPARE(e.values.size(), e.extractor->info().params.size());
}

void TestEvaluationRunner::scoresMetadata_data()
{
    QTest::addColumn<bool>("scored");
    QTest::newRow("scored") << true;
    QTest::newRow("skipped") << false;
}

// Documents with metadata gold get a metadata row, as MetadataScorer scores MetadataExtractor's
// metadata; the others none.
void TestEvaluationRunner::scoresMetadata()
{
    QFETCH(bool, scored);
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    const MetadataGold golds[] = {
        {"m1",
         "<html><head><title>Rivers Return | Daily</title><meta property=og:site_name "
         "content=Daily><meta name=author content=\"Ann Lee\"></head><body><p>x</p></body></html>",
         "Rivers return", "Ann Lee", "2021-05-17"},
        {"m2", "<html><body><h1>No Gold</h1><p>2021-05-17</p></body></html>", "", "", ""},
        {"m3", "<html><body><h1>Dated</h1><p>May 17, 2021</p></body></html>", "", "", "2021-05-17"},
    };
    QVERIFY(writeMetadataPackage(dir, golds));
    const core::TestPackage package = *core::TestPackageReader::read(dir).package;
    const EvaluationRunner runner({{&plain(), {}}}, 2, core::allMeasures(),
                                  scored ? EvaluationRunner::Metadata::Scored
                                         : EvaluationRunner::Metadata::Skipped);
    const EvaluationResults r = runner.run(package);
    QCOMPARE(r.rows.size(), size_t(3));
    if (!scored) {
        QVERIFY(r.metadata.empty());
        return;
    }
    QCOMPARE(r.metadata.size(), size_t(2));
    QCOMPARE(r.metadata[0].document, size_t(0));
    QCOMPARE(r.metadata[1].document, size_t(2));
    for (const core::MetadataRow &row : r.metadata) {
        const MetadataGold &g = golds[row.document];
        const core::DocumentLoader::Result loaded = core::DocumentLoader::loadBytes(g.html);
        const core::MetadataScores expected = core::MetadataScorer::score(
            core::MetadataExtractor::extract(*loaded.document,
                                             package.documents[row.document].metadata.url),
            package.documents[row.document].metadata);
        QCOMPARE(row.scores.title, expected.title);
        QCOMPARE(row.scores.titleF1, expected.titleF1);
        QCOMPARE(row.scores.authorF1, expected.authorF1);
        QCOMPARE(row.scores.sameDay, expected.sameDay);
    }
    // By hand: m1's title loses its site name and matches; its author is the <meta>'s; m3's
    // day is written in its text.
    QCOMPARE(r.metadata[0].scores.titleF1, std::optional<double>(1.0));
    QCOMPARE(r.metadata[0].scores.authorF1, std::optional<double>(1.0));
    QVERIFY(!r.metadata[0].scores.goldDated || !r.metadata[0].scores.predictedDated);
    QVERIFY(r.metadata[1].scores.sameDay);
}

void TestEvaluationRunner::scoresProgramsMetadata_data()
{
    QTest::addColumn<bool>("measures");
    QTest::newRow("with the measures") << true;
    QTest::newRow("metadata alone") << false;
}

// An external program's own metadata is scored as ours on the documents with metadata gold: a
// page it returns none on counts as one it predicts nothing on; a program that never returns
// any is marked so. Without measures only the external programs run.
void TestEvaluationRunner::scoresProgramsMetadata()
{
    QFETCH(bool, measures);
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    // m1 says "boom": the throwing built-in fails on it when it runs.
    const MetadataGold golds[] = {
        {"m1", "<html><head><title>Rivers</title></head><body><p>boom</p></body></html>",
         "Rivers return", "Ann Lee, Bo Chan", "2021-05-17"},
        {"m2", "<html><body><p>No gold</p></body></html>", "", "", ""},
        {"m3", "<html><body><h1>Dated</h1><p>May 17, 2021</p></body></html>", "", "", "2021-05-18"},
    };
    QVERIFY(writeMetadataPackage(dir, golds));
    const core::TestPackage package = *core::TestPackageReader::read(dir).package;
    // ext:meta gives metadata on the page about rivers, none on the others; ext:bare never does.
    const ProgramMetadataFields given{{"title", "Rivers Return"},
                                      {"authors", "Ann Lee"},
                                      {"published", "2021-05-17T22:30:00-04:00"}};
    const QString script = tmp.filePath("meta.sh");
    QFile f(script);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"(page=$(cat)
case "$page" in
*Rivers*) printf '%s' '{"text": "x", "metadata": {"title": "Rivers Return", "authors": ["Ann Lee"], "published": "2021-05-17T22:30:00-04:00"}}';;
*) printf '%s' '{"text": "x"}';;
esac
)");
    f.close();
    auto meta = core::ExtractorDefinition::parse(R"({"id": "ext:meta", "command": ["/bin/sh", ")" +
                                                     script.toStdString() +
                                                     R"("], "output": "json", "field": "text"})",
                                                 "meta.json");
    auto bare = core::ExtractorDefinition::parse(
        R"({"id": "ext:bare", "command": ["/bin/sh", "-c", "cat"], "output": "html"})",
        "bare.json");
    QVERIFY2(meta.definition && bare.definition, (meta.error + bare.error).c_str());
    const core::ExternalExtractor metaProgram(std::move(*meta.definition));
    const core::ExternalExtractor bareProgram(std::move(*bare.definition));
    static const ThrowingExtractor throwing;
    const EvaluationRunner runner({{&throwing, {}}, {&bareProgram, {}}, {&metaProgram, {}}}, 2,
                                  measures ? core::allMeasures() : core::MeasureSet(),
                                  EvaluationRunner::Metadata::Scored);
    const EvaluationResults r = runner.run(package);
    // The built-in ran (and failed on m1) only when the text is scored.
    QCOMPARE(r.issues.size(), size_t(measures ? 1 : 0));
    QCOMPARE(r.rows.size(), size_t(measures ? 9 : 0));
    // Per document with metadata gold: ours, then the programs in the order given.
    QStringList got;
    for (const core::MetadataRow &row : r.metadata)
        got << QStringLiteral("%1 %2 %3")
                   .arg(row.document)
                   .arg(QString::fromStdString(row.extractor))
                   .arg(row.given);
    QCOMPARE(got, (QStringList{"0 boilerscope 1", "0 ext:bare 0", "0 ext:meta 1", "2 boilerscope 1",
                               "2 ext:bare 0", "2 ext:meta 0"}));
    const core::MetadataScores m1 = core::MetadataScorer::score(core::ProgramMetadata::of(given),
                                                                package.documents[0].metadata);
    QCOMPARE(r.metadata[2].scores.titleF1, m1.titleF1);
    QCOMPARE(r.metadata[2].scores.authorF1, m1.authorF1);
    QCOMPARE(r.metadata[2].scores.sameDay, m1.sameDay);
    // By hand: the title's words are the gold's, one author of two, the day as written.
    QCOMPARE(r.metadata[2].scores.titleF1, std::optional<double>(1.0));
    QCOMPARE(r.metadata[2].scores.authorF1, std::optional<double>(2.0 * 2 / (2 + 4)));
    QVERIFY(r.metadata[2].scores.sameDay);
    // m3: nothing from the program, against a dated gold.
    QVERIFY(r.metadata[5].scores.goldDated);
    QVERIFY(!r.metadata[5].scores.predictedDated);
}

QTEST_APPLESS_MAIN(TestEvaluationRunner)
#include "tst_evaluationrunner.moc"
