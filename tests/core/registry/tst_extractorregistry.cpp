// ExtractorRegistry, and the extractor contract for every registered extractor at once: sound
// descriptors, and on every page of the Readability test set and on an application shell a run
// that keeps to the contract (valid node ids, spans inside visible text nodes or, on a shell, in
// the <noscript> text NoscriptText allows, text assembled from the spans, words taken from that
// text, series aligned with their nodes). Each page is parsed once.
// Fixture pages check the rules every extractor shares: no fallback content (iframe, noframes,
// media) in the output, and nothing from a frameset page.

#include <document/documentloader.h>
#include <extraction/noscripttext.h>
#include <extraction/textassembler.h>
#include <registry/extractorregistry.h>

#include <QTest>
#include <testpages.h>

#include <algorithm>
#include <regex>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

using core::Document;
using core::ExtractionResult;
using core::kNoNode;
using core::NodeId;

Q_DECLARE_METATYPE(const core::Extractor *)

namespace {

struct Page
{
    QString name;
    Document doc;
    std::unordered_map<std::string, int> plainWords; // word -> count in all readable text
    std::string plainText;      // the visible text, and on a shell the allowed <noscript> text
    std::vector<char> readable; // per node, NoscriptText::shown on a shell; empty otherwise
};

std::vector<std::string> words(const std::string &text)
{
    std::vector<std::string> out;
    size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\n'))
            ++i;
        const size_t b = i;
        while (i < text.size() && text[i] != ' ' && text[i] != '\n')
            ++i;
        if (i > b)
            out.emplace_back(text, b, i - b);
    }
    return out;
}

const QString kShell = QStringLiteral("fuzz/document/regression-consensus-noscript-shell.html");

bool validNode(const Document &doc, NodeId id)
{
    return id >= 0 && id < doc.size();
}

// What is wrong with r on page, or "".
QString contractViolation(const Page &page, const ExtractionResult &r)
{
    const Document &doc = page.doc;
    for (size_t i = 0; i < r.selected.size(); ++i) {
        const NodeId id = r.selected[i];
        if (!validNode(doc, id))
            return QStringLiteral("selected node %1 out of range").arg(id);
        // Topmost, in document order: each next one starts after the previous subtree.
        if (i > 0 && id < doc.node(r.selected[i - 1]).end)
            return QStringLiteral("selected %1 not after the subtree of %2")
                .arg(id)
                .arg(r.selected[i - 1]);
    }
    size_t sel = 0;
    for (size_t i = 0; i < r.spans.size(); ++i) {
        const core::TextSpan &s = r.spans[i];
        if (!validNode(doc, s.node))
            return QStringLiteral("span node %1 out of range").arg(s.node);
        const core::Node &n = doc.node(s.node);
        if (!n.isText() ||
            !(n.visible || (!page.readable.empty() && page.readable[static_cast<size_t>(s.node)])))
            return QStringLiteral("span on %1, not a visible text node")
                .arg(QString::fromStdString(doc.path(s.node)));
        if (s.begin > s.end || s.end > n.textLength)
            return QStringLiteral("span [%1, %2) outside text of length %3")
                .arg(s.begin)
                .arg(s.end)
                .arg(n.textLength);
        if (i > 0) {
            const core::TextSpan &p = r.spans[i - 1];
            if (s.node < p.node || (s.node == p.node && s.begin < p.end))
                return QStringLiteral("spans out of document order at %1").arg(i);
        }
        // Every chosen text lies inside a selected subtree (cover() or spansOf()).
        while (sel < r.selected.size() && doc.node(r.selected[sel]).end <= s.node)
            ++sel;
        if (s.begin < s.end && (sel == r.selected.size() || r.selected[sel] > s.node))
            return QStringLiteral("span on %1 outside every selected node")
                .arg(QString::fromStdString(doc.path(s.node)));
    }
    if (r.text != core::TextAssembler::assemble(doc, r.spans))
        return QStringLiteral("text is not TextAssembler::assemble(spans)");
    std::unordered_map<std::string, int> seen;
    for (const std::string &w : words(r.text)) {
        const auto it = page.plainWords.find(w);
        if (++seen[w] <= (it == page.plainWords.end() ? 0 : it->second))
            continue;
        if (page.plainText.find(w) == std::string::npos) // a span may cut a word
            return QStringLiteral("word '%1' is not in the page's readable text")
                .arg(QString::fromStdString(w));
    }
    for (const core::Judgement &j : r.judgements)
        if (j.node != kNoNode && !validNode(doc, j.node))
            return QStringLiteral("judgement on node %1 out of range").arg(j.node);
    for (const core::Series &s : r.series) {
        const QString name = QString::fromStdString(s.chart + "/" + s.name);
        if (s.nodes.size() != s.y.size())
            return QStringLiteral("series %1: %2 nodes for %3 values")
                .arg(name)
                .arg(s.nodes.size())
                .arg(s.y.size());
        for (NodeId id : s.nodes)
            if (!validNode(doc, id))
                return QStringLiteral("series %1: node %2 out of range").arg(name).arg(id);
        for (const auto &[from, to] : s.chosen)
            if (from < 0 || from > to || to >= static_cast<std::int32_t>(s.y.size()))
                return QStringLiteral("series %1: chosen range [%2, %3] outside %4 values")
                    .arg(name)
                    .arg(from)
                    .arg(to)
                    .arg(s.y.size());
    }
    return {};
}

} // namespace

class TestExtractorRegistry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void idsAreUniqueAndFound();
    void descriptors_data();
    void descriptors();
    void everyPage_data();
    void everyPage();
    void fallbackIsNotText_data();
    void fallbackIsNotText();
    void framesetPage_data();
    void framesetPage();

private:
    std::vector<Page> m_pages;
};

void TestExtractorRegistry::initTestCase()
{
    const core::Extractor *plain = core::ExtractorRegistry::find("plain");
    QVERIFY(plain);
    auto add = [&](const QString &name, Document doc) {
        Page page{name, std::move(doc), {}, {}, {}};
        page.plainText = plain->run(page.doc).text;
        if (core::NoscriptText::shell(page.doc)) {
            page.readable = core::NoscriptText::shown(page.doc);
            std::vector<core::TextSpan> spans;
            for (NodeId i = 0; i < page.doc.size(); ++i)
                if (page.readable[static_cast<size_t>(i)] && page.doc.node(i).isText())
                    spans.push_back(core::TextAssembler::wholeNode(page.doc, i));
            page.plainText += "\n" + core::TextAssembler::assemble(page.doc, spans);
        }
        for (const std::string &w : words(page.plainText))
            ++page.plainWords[w];
        m_pages.push_back(std::move(page));
    };
    for (const QString &entry : testpages::readabilityPages()) {
        core::DocumentLoader::Result loaded =
            core::DocumentLoader::loadFile(testpages::readabilitySource(entry));
        QVERIFY2(loaded.document, loaded.error.c_str());
        add(entry, std::move(*loaded.document));
    }
    QCOMPARE(m_pages.size(), size_t(130));
    // A shell whose content is in <noscript> (found by fuzz_document): the consensus reads it.
    add(kShell, testpages::loadFixture(kShell));
    QVERIFY(!m_pages.back().readable.empty());
}

void TestExtractorRegistry::idsAreUniqueAndFound()
{
    std::set<std::string> ids;
    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const core::ExtractorInfo &info = e->info();
        QVERIFY(!info.id.empty());
        QVERIFY2(ids.insert(info.id).second, info.id.c_str());
        QVERIFY(!info.name.empty());
        QVERIFY(!info.seed.empty());
        QCOMPARE(core::ExtractorRegistry::find(info.id), e);
    }
    QVERIFY(ids.count("plain"));
    QCOMPARE(core::ExtractorRegistry::find("no-such-extractor"), nullptr);
}

void TestExtractorRegistry::descriptors_data()
{
    QTest::addColumn<const core::Extractor *>("extractor");
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        QTest::newRow(e->info().id.c_str()) << e;
}

void TestExtractorRegistry::descriptors()
{
    QFETCH(const core::Extractor *, extractor);
    const core::ExtractorInfo &info = extractor->info();
    // The paper it follows is cited as a reader can find it, by authors and year ("Moreno et al.
    // 2009 §4"), unless the extractor is the project's own.
    static const std::regex year("\\b(19|20)[0-9]{2}\\b");
    QVERIFY2(std::regex_search(info.seed, year) || info.seed.rfind("project", 0) == 0,
             info.seed.c_str());
    std::set<std::string> names;
    for (const core::ParamDescriptor &p : info.params) {
        QVERIFY(!p.name.empty());
        QVERIFY2(names.insert(p.name).second, p.name.c_str());
        QVERIFY2(p.minimum <= p.defaultValue && p.defaultValue <= p.maximum, p.name.c_str());
        QVERIFY2(p.step > 0, p.name.c_str());
        QVERIFY2(!p.meaning.empty() && !p.source.empty(), p.name.c_str());
        // A default comes from a paper (authors and year), the project's choice or its fit.
        QVERIFY2(std::regex_search(p.source, year) || p.source.rfind("project", 0) == 0 ||
                     p.source.rfind("fitted", 0) == 0,
                 p.source.c_str());
        if (p.type != core::ParamDescriptor::Type::Real)
            QVERIFY2(p.defaultValue == static_cast<double>(static_cast<long long>(p.defaultValue)),
                     p.name.c_str());
        // The default can be set back through the CLI's path.
        core::ParamValues values = info.defaults();
        std::string error;
        QVERIFY2(info.setParam(values, p.name, std::to_string(p.defaultValue), error),
                 error.c_str());
        // A choice between rules: one label per whole value, each of which sets its value
        // (`-p profile=article-body`).
        if (!p.choices.empty())
            QCOMPARE(double(p.choices.size()), p.maximum - p.minimum + 1);
        for (size_t c = 0; c < p.choices.size(); ++c) {
            QVERIFY2(info.setParam(values, p.name, p.choices[c], error), error.c_str());
            QCOMPARE(values[*info.paramIndex(p.name)], p.minimum + double(c));
        }
    }
    QCOMPARE(info.defaults().size(), info.params.size());
}

void TestExtractorRegistry::everyPage_data()
{
    descriptors_data();
}

void TestExtractorRegistry::everyPage()
{
    QFETCH(const core::Extractor *, extractor);
    const core::ParamValues values = extractor->info().defaults();
    for (const Page &page : m_pages) {
        const ExtractionResult r = extractor->run(page.doc, values);
        const QString problem = contractViolation(page, r);
        QVERIFY2(problem.isEmpty(), qPrintable(page.name + ": " + problem));
    }
}

void TestExtractorRegistry::fallbackIsNotText_data()
{
    QTest::addColumn<const core::Extractor *>("extractor");
    QTest::addColumn<QString>("page");
    // iframe.html: the iframe's fallback is the page's longest text, and gumbo keeps it as one
    // raw text node "<p>Your browser ... unsupported.</p>": WLR, CNR, FE and BTE chose it and
    // every text-keeping extractor printed the markup. fallback.html: an article with the
    // fallback of video, audio, canvas, noembed, iframe, a datalist and ruby's rp.
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        for (const char *page : {"iframe.html", "fallback.html"})
            QTest::addRow("%s %s", e->info().id.c_str(), page) << e << QString::fromLatin1(page);
}

void TestExtractorRegistry::fallbackIsNotText()
{
    // A browser never shows these elements' children (core::isNonContent): every fallback text
    // of the fixtures, and nothing else, holds the word "unsupported".
    QFETCH(const core::Extractor *, extractor);
    QFETCH(QString, page);
    const Document doc = testpages::loadFixture(QStringLiteral("extractors/fallback/") + page);
    const ExtractionResult r = extractor->run(doc);
    const QString text = QString::fromStdString(r.text);
    QVERIFY2(!text.contains(QLatin1String("unsupported")), qPrintable(text));
    QVERIFY2(!text.contains(QLatin1Char('<')), qPrintable(text));
    for (NodeId id : r.selected)
        for (NodeId a = id; a != kNoNode; a = doc.node(a).parent)
            QVERIFY2(!core::isNonContent(doc.node(a).tag), doc.path(id).c_str());
}

void TestExtractorRegistry::framesetPage_data()
{
    descriptors_data();
}

void TestExtractorRegistry::framesetPage()
{
    // A frameset page shows other documents; its noframes text (the only text it has, a whole
    // sentence that every extractor used to return, WLR and CLR as the document node) is hidden.
    QFETCH(const core::Extractor *, extractor);
    const Document doc =
        testpages::loadFixture(QStringLiteral("extractors/fallback/frameset.html"));
    QCOMPARE(doc.body(), kNoNode);
    const ExtractionResult r = extractor->run(doc);
    QCOMPARE(r.text, std::string());
    QVERIFY(r.selected.empty());
    QVERIFY(r.spans.empty());
    QVERIFY2(QString::fromStdString(r.summary).startsWith(QLatin1String("frameset page: ")),
             r.summary.c_str());
}

QTEST_APPLESS_MAIN(TestExtractorRegistry)
#include "tst_extractorregistry.moc"
