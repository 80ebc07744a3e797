// OverlayMark::marksOf, the marks an analysis draws on the page: which elements, in which colour,
// style and shade, with which tip, for ticked runs with and without votes.
#include <common/analysis.h>
#include <common/nodemapper.h>
#include <document/htmlparser.h>
#include <extractors/extractorpalette.h>
#include <page/overlaymark.h>

#include "namedextractor.h"

#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

// The rendered page: every element numbered as the snapshot numbers it (data-bs-id).
const char *const kRendered =
    "<html data-bs-id=\"0\"><head data-bs-id=\"1\"></head><body data-bs-id=\"2\">"
    "<div id=\"main\" class=\"content  wide\" data-bs-id=\"3\"><p data-bs-id=\"4\">Some words "
    "here.</p></div><p data-bs-id=\"5\">Other words.</p></body></html>";
// The same page's source, with an element the rendered page lost (a script removed it).
const char *const kSource = "<div id=\"main\" class=\"content  wide\"><p>Some words here.</p>"
                            "</div><p>Other words.</p><aside>Gone.</aside>";

using testpages::NamedExtractor;

const NamedExtractor kA("test-a", "Test A");
const NamedExtractor kB("test-b", "Test B");

// One judgement of a run, by the path of its node.
struct JudgementSpec
{
    QString path;
    bool selected = false;
    double score = 0;
};

// One ticked run: its chosen nodes and judgements by path; votes: it is a combined decision.
struct RunSpec
{
    QString id;
    QStringList selected;
    QList<JudgementSpec> judgements;
    bool votes = false;
};

// One expected mark: the path of the node it stands for, its shade, its tip's judgement line
// (empty: the cover line).
struct MarkSpec
{
    QString path;
    QString run;
    double shade = -1;
    bool judged = true;
};

core::NodeId at(const core::Document &doc, const QString &path)
{
    const core::NodeId n = doc.findPath(path.toStdString());
    if (n == core::kNoNode)
        qFatal("fixture: no node at %s", qPrintable(path));
    return n;
}

const char *const kReason = "kept, {0} words";

} // namespace

Q_DECLARE_METATYPE(QList<RunSpec>)
Q_DECLARE_METATYPE(QList<MarkSpec>)

class tst_OverlayMark : public QObject
{
    Q_OBJECT

private slots:
    void marksOf_data();
    void marksOf();
    void nodeWithoutElementIsMarkedMinusOne();
    void extractorNotOfferedIsNamedByItsId();
    void describe_data();
    void describe();
};

void tst_OverlayMark::marksOf_data()
{
    QTest::addColumn<QList<RunSpec>>("runs");
    QTest::addColumn<QList<MarkSpec>>("marks");
    QTest::newRow("no runs") << QList<RunSpec>{} << QList<MarkSpec>{};
    QTest::newRow("chosen nodes, judged or covering")
        << QList<RunSpec>{{u"test-a"_s,
                           {u"/html/body/div"_s, u"/html/body/p"_s},
                           {{u"/html/body/div"_s, true, 0.75}}}}
        << QList<MarkSpec>{{u"/html/body/div"_s, u"test-a"_s, -1, true},
                           {u"/html/body/p"_s, u"test-a"_s, -1, false}};
    QTest::newRow("a text node marks its element")
        << QList<RunSpec>{{u"test-a"_s, {u"/html/body/p/text()"_s}, {}}}
        << QList<MarkSpec>{{u"/html/body/p/text()"_s, u"test-a"_s, -1, false}};
    QTest::newRow("a kept judgement explains a node judged twice")
        << QList<RunSpec>{{u"test-a"_s,
                           {u"/html/body/div"_s},
                           {{u"/html/body/div"_s, false, 0.25}, {u"/html/body/div"_s, true, 0.5}}}}
        << QList<MarkSpec>{{u"/html/body/div"_s, u"test-a"_s, -1, true}};
    QTest::newRow("votes: the kept blocks, shaded by their strength")
        << QList<RunSpec>{{u"test-a"_s,
                           {u"/html/body"_s},
                           {{u"/html/body/div/p"_s, true, 0.8},
                            {u"/html/body/div"_s, false, 0.2},
                            {u"/html/body/p"_s, true, 0.4}},
                           true}}
        << QList<MarkSpec>{{u"/html/body/div/p"_s, u"test-a"_s, 0.8, true},
                           {u"/html/body/p"_s, u"test-a"_s, 0.4, true}};
    QTest::newRow("two runs, in their order")
        << QList<RunSpec>{{u"test-b"_s, {u"/html/body/p"_s}, {}},
                          {u"test-a"_s, {u"/html/body/div"_s}, {}}}
        << QList<MarkSpec>{{u"/html/body/p"_s, u"test-b"_s, -1, false},
                           {u"/html/body/div"_s, u"test-a"_s, -1, false}};
}

void tst_OverlayMark::marksOf()
{
    QFETCH(QList<RunSpec>, runs);
    QFETCH(QList<MarkSpec>, marks);
    const auto doc = std::make_shared<const core::Document>(core::HtmlParser::parse(kRendered));
    ui::Analysis analysis;
    analysis.document = doc;
    analysis.rendered = true;
    for (const RunSpec &spec : runs) {
        ui::ExtractorRun run;
        run.id = spec.id.toStdString();
        run.color = ui::ExtractorPalette::color(run.id);
        for (const QString &path : spec.selected)
            run.result.selected.push_back(at(*doc, path));
        for (const JudgementSpec &j : spec.judgements)
            run.result.judgements.push_back(
                {at(*doc, j.path), -1, j.selected, j.score, {kReason, {j.score * 10}}});
        if (spec.votes)
            run.result.votes.push_back({0, "a voter", 1, 1});
        analysis.runs.push_back(std::move(run));
    }
    const ui::NodeMapper mapper(doc, doc);
    const QList<ui::OverlayMark> out = ui::OverlayMark::marksOf(analysis, mapper, {&kA, &kB});
    QCOMPARE(out.size(), marks.size());
    for (qsizetype i = 0; i < marks.size(); ++i) {
        const MarkSpec &want = marks[i];
        const ui::OverlayMark &got = out[i];
        const core::NodeId node = at(*doc, want.path);
        QCOMPARE(got.element, mapper.elementOf(node));
        QVERIFY(got.element >= 0);
        QCOMPARE(got.label, want.run);
        QCOMPARE(got.color, ui::ExtractorPalette::color(want.run.toStdString()));
        QCOMPARE(got.style, ui::ExtractorPalette::lineStyle(want.run.toStdString()));
        QCOMPARE(got.shade, want.shade);
        const QStringList tip = got.tip.split(u'\n');
        QCOMPARE(tip.size(), 3);
        const QString name = want.run == u"test-a"_s ? u"Test A"_s : u"Test B"_s;
        QCOMPARE(tip[0], u"%1 (%2)"_s.arg(name, want.run));
        QCOMPARE(tip[1], ui::OverlayMark::describe(*doc, node));
        if (want.judged) {
            // The judgement kept for this node: the selected one when there are two.
            const RunSpec &spec = *std::find_if(runs.cbegin(), runs.cend(),
                                                [&](const RunSpec &r) { return r.id == want.run; });
            double score = -1;
            for (const JudgementSpec &j : spec.judgements)
                if (j.path == want.path && (score < 0 || j.selected))
                    score = j.score;
            const core::Reason reason{kReason, {score * 10}};
            QCOMPARE(tip[2], u"score %1 — %2"_s.arg(score, 0, 'g', 4)
                                 .arg(QString::fromStdString(reason.text())));
        } else {
            QCOMPARE(tip[2], u"chosen as the cover of its selected text"_s);
        }
    }
}

void tst_OverlayMark::nodeWithoutElementIsMarkedMinusOne()
{
    // The source HTML analysed, mapped onto the rendered page by path: the aside the page lost
    // has no element; the paragraph has its rendered number.
    const auto rendered =
        std::make_shared<const core::Document>(core::HtmlParser::parse(kRendered));
    const auto source = std::make_shared<const core::Document>(core::HtmlParser::parse(kSource));
    ui::Analysis analysis;
    analysis.document = source;
    ui::ExtractorRun run;
    run.id = "test-a";
    run.result.selected = {at(*source, u"/html/body/aside"_s), at(*source, u"/html/body/p"_s)};
    analysis.runs.push_back(run);
    const QList<ui::OverlayMark> out =
        ui::OverlayMark::marksOf(analysis, ui::NodeMapper(source, rendered), {&kA});
    QCOMPARE(out.size(), 2);
    QCOMPARE(out[0].element, -1);
    QCOMPARE(out[1].element, rendered->node(at(*rendered, u"/html/body/p"_s)).renderId);
}

void tst_OverlayMark::extractorNotOfferedIsNamedByItsId()
{
    const auto doc = std::make_shared<const core::Document>(core::HtmlParser::parse(kRendered));
    ui::Analysis analysis;
    analysis.document = doc;
    ui::ExtractorRun run;
    run.id = "gone";
    run.result.selected = {at(*doc, u"/html/body/p"_s)};
    analysis.runs.push_back(run);
    const QList<ui::OverlayMark> out =
        ui::OverlayMark::marksOf(analysis, ui::NodeMapper(doc, doc), {&kA});
    QCOMPARE(out.size(), 1);
    QVERIFY2(out[0].tip.startsWith(u" (gone)\n"_s), qPrintable(out[0].tip));
}

void tst_OverlayMark::describe_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("expected");
    QTest::newRow("id and classes, spaces folded")
        << u"/html/body/div"_s << u"<div#main.content.wide> /html/body/div"_s;
    QTest::newRow("neither") << u"/html/body/p"_s << u"<p> /html/body/p"_s;
}

void tst_OverlayMark::describe()
{
    QFETCH(QString, path);
    QFETCH(QString, expected);
    const core::Document doc = core::HtmlParser::parse(kRendered);
    QCOMPARE(ui::OverlayMark::describe(doc, at(doc, path)), expected);
}

QTEST_GUILESS_MAIN(tst_OverlayMark)
#include "tst_overlaymark.moc"
