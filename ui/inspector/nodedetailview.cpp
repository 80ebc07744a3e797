#include "nodedetailview.h"

#include "domtreemodel.h"

#include "common/extractorname.h"

#include <document/documentbuilder.h>

#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ui {

namespace {

// Project choice: a token or line extractor may judge hundreds of units starting at one node;
// the first few tell the story, the count tells the rest.
constexpr size_t kMaxReasons = 12;
// Project choice: Qt's rich text sets paragraphs and lists 12 px apart and a heading 12 px below
// the text before it, so that one run's block (heading, verdict, a one-line reason) took 130 px
// and a 250 px pane at 1280 × 720 showed two runs; these margins make it about 80 px, the runs
// still set apart by their coloured headings.
constexpr char kCompactStyle[] = "p, ul { margin-top: 2px; margin-bottom: 2px; } "
                                 "h3 { margin-top: 0px; margin-bottom: 4px; } "
                                 "h4 { margin-top: 10px; margin-bottom: 2px; }";

QString esc(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

QString score(const core::Judgement *j)
{
    return j ? QString::number(j->score, 'g', 4) : QStringLiteral("—");
}

QString reason(const core::Judgement *j)
{
    return j ? esc(j->reason.text()) : NodeDetailView::tr("not judged");
}

QString nodeName(const core::Document &doc, core::NodeId node)
{
    return QStringLiteral("<code>%1</code> <small>%2</small>")
        .arg(DomTreeModel::label(doc, node).toHtmlEscaped(), esc(doc.path(node)));
}

// A combined decision's votes (the consensus extractor): every heuristic's and cue's value and
// the log-odds it added, the strongest push first, so that each can be checked and questioned.
QString votes(const core::ExtractionResult &result, const core::Judgement *j)
{
    const auto judgement = std::int32_t(j - result.judgements.data());
    std::vector<const core::Vote *> mine;
    for (const core::Vote &v : result.votes)
        if (v.judgement == judgement)
            mine.push_back(&v);
    if (mine.empty())
        return {};
    std::stable_sort(mine.begin(), mine.end(), [](const core::Vote *a, const core::Vote *b) {
        return std::abs(a->weight) > std::abs(b->weight);
    });
    QString out = NodeDetailView::tr("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">"
                                     "<tr><th>vote</th><th>value</th><th>log-odds</th></tr>");
    for (const core::Vote *v : mine)
        out += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                   .arg(esc(v->source))
                   .arg(v->value, 0, 'g', 3)
                   .arg(QStringLiteral("%1%2")
                            .arg(v->weight >= 0 ? QStringLiteral("+") : QString())
                            .arg(v->weight, 0, 'f', 2));
    return out + QStringLiteral("</table>");
}

} // namespace

NodeDetailView::NodeDetailView(QWidget *parent) : QWidget(parent)
{
    m_browser = new QTextBrowser;
    m_browser->setOpenLinks(false);
    m_browser->document()->setDefaultStyleSheet(QString::fromLatin1(kCompactStyle));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    render();
}

void NodeDetailView::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    m_indexes.clear();
    if (m_analysis && m_analysis->document)
        for (const ExtractorRun &run : m_analysis->runs)
            m_indexes.emplace_back(*m_analysis->document, run.result);
    if (!m_analysis || !m_analysis->document || m_node >= m_analysis->document->size())
        m_node = core::kNoNode;
    render();
}

void NodeDetailView::setNode(core::NodeId node)
{
    m_node = node;
    render();
}

void NodeDetailView::setPageSection(const QString &html)
{
    m_pageSection = html;
    render();
}

QString NodeDetailView::toPlainText() const
{
    return m_browser->toPlainText();
}

int NodeDetailView::neededHeight() const
{
    // The document is laid out at the viewport's width (narrower by the scroll bar when it
    // scrolls now, so that the height is enough either way).
    return static_cast<int>(std::ceil(m_browser->document()->size().height())) +
           2 * m_browser->frameWidth();
}

void NodeDetailView::render()
{
    m_browser->setHtml(html(m_analysis.get(), m_indexes, m_node, m_pageSection));
}

QString NodeDetailView::html(const Analysis *analysis, const std::vector<JudgementIndex> &indexes,
                             core::NodeId node, const QString &pageSection)
{
    if (!analysis || !analysis->document)
        return tr("<p><i>No page analysed yet.</i></p>");
    const core::Document &doc = *analysis->document;
    if (node <= 0 || node >= doc.size())
        return tr("<p><i>Select a node in the tree, the page or a chart.</i></p>") + pageSection;

    QString out = QStringLiteral("<h3>%1</h3>").arg(nodeName(doc, node));
    out += tr("<p>%1 words, %2 characters of visible text%3</p>")
               .arg(doc.subtreeWords(node))
               .arg(doc.subtreeChars(node))
               .arg(doc.node(node).visible ? QString() : tr("; <b>not visible</b>"));
    if (const std::string shown = core::DocumentBuilder::shownReason(doc, node); !shown.empty())
        out += QStringLiteral("<p>%1</p>").arg(esc(shown));
    if (analysis->runs.empty())
        out += tr("<p><i>No extractor is ticked.</i></p>");

    for (size_t r = 0; r < analysis->runs.size() && r < indexes.size(); ++r) {
        const ExtractorRun &run = analysis->runs[r];
        const JudgementIndex &index = indexes[r];
        out += QStringLiteral("<h4><span style=\"color:%1\">&#9632;</span> %2 <small>(%3)</small>"
                              "</h4>")
                   .arg(run.color.name(), extractorName(run.id).toHtmlEscaped(), esc(run.id));
        if (index.isSelected(node))
            out += tr("<p><b>Chosen</b> by this run.</p>");
        else if (index.isCovered(node))
            out += tr("<p>Inside a subtree this run chose.</p>");
        else
            out += tr("<p>Not chosen.</p>");

        const auto judgements = index.judgements(node);
        if (judgements.empty()) {
            // A run that judges text (BTE's tokens, a program's output) chooses the elements that
            // cover what it kept: chosen, but not judged as a node.
            out += index.isSelected(node)
                       ? tr("<p><i>Chosen as the cover of the text this run kept; the run judged "
                            "that text, not this node.</i></p>")
                       : tr("<p><i>Not judged by this run.</i></p>");
        } else {
            out += QStringLiteral("<ul>");
            for (size_t i = 0; i < judgements.size() && i < kMaxReasons; ++i) {
                const core::Judgement *j = judgements[i];
                out += QStringLiteral("<li>%1%2 score <b>%3</b>: %4</li>")
                           .arg(j->selected ? tr("&#10003; selected; ") : QString(),
                                j->index >= 0 ? tr("unit %1, ").arg(j->index) : QString(), score(j),
                                reason(j));
                if (!run.result.votes.empty())
                    out += votes(run.result, j);
            }
            if (judgements.size() > kMaxReasons)
                out += tr("<li>… and %1 more</li>").arg(judgements.size() - kMaxReasons);
            out += QStringLiteral("</ul>");
        }

        // Why not this node: compare with the node the run chose.
        const core::NodeId chosen = index.chosenNode();
        // A node inside the chosen content needs no "why not".
        if (index.isCovered(node))
            continue;
        if (chosen == core::kNoNode) {
            out += tr("<p><i>This run chose nothing on this page.</i></p>");
            continue;
        }
        // One paragraph, not a table: this node's path, score and reason are above it already,
        // and a table per ticked run left a laptop's inspector room for the first run only.
        const core::Judgement *mine = index.first(node);
        const core::Judgement *theirs = index.first(chosen);
        // (The chosen node cannot contain this one here: this node would be covered.)
        const QString where = doc.isAncestorOf(node, chosen)
                                  ? tr("This node contains the chosen node, a narrower region "
                                       "inside it")
                                  : tr("The chosen node lies elsewhere on the page");
        out += tr("<p><b>Why not this node?</b> %1: %2, %3 words against this node's %4, "
                  "score <b>%5</b> against %6: %7.</p>")
                   .arg(where, nodeName(doc, chosen), QString::number(doc.subtreeWords(chosen)),
                        QString::number(doc.subtreeWords(node)), score(theirs), score(mine),
                        reason(theirs));
    }
    return out;
}

} // namespace ui

#include "moc_nodedetailview.cpp"
