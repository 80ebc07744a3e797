#include "comparepanel.h"

#include "annotation/pagespan.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ui {

namespace {

QString chip(const QColor &color, const QString &line, const QString &text)
{
    return QStringLiteral("<span style=\"background:%1; border-bottom: 2px %2 %1\">&nbsp;&nbsp;"
                          "&nbsp;</span> %3")
        .arg(color.name(), line, text.toHtmlEscaped());
}

QString nodeLabel(const core::Document &doc, core::NodeId n)
{
    QString s = QLatin1Char('<') + QString::fromUtf8(doc.name(n));
    if (const auto id = doc.attribute(n, "id"); !id.empty())
        s += QLatin1Char('#') + QString::fromUtf8(id);
    return s + QLatin1Char('>');
}

QString sideReason(const core::SideReason &side)
{
    if (side.node == core::kNoNode)
        return ComparePanel::tr("(judged nothing here)");
    return (side.selected ? QStringLiteral("✓ ") : QStringLiteral("✗ ")) +
           QString::fromStdString(side.reason);
}

} // namespace

ComparePanel::ComparePanel(const std::vector<const core::Extractor *> &extractors, QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_on = new QCheckBox(tr("&Compare two extractors on the page"), this);
    m_on->setObjectName(QStringLiteral("compareOn"));
    layout->addWidget(m_on);
    auto *pair = new QGridLayout;
    m_a = new QComboBox(this);
    m_a->setObjectName(QStringLiteral("compareA"));
    m_b = new QComboBox(this);
    m_b->setObjectName(QStringLiteral("compareB"));
    for (QComboBox *c : {m_a, m_b})
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    pair->addWidget(new QLabel(tr("A"), this), 0, 0);
    pair->addWidget(m_a, 0, 1);
    pair->addWidget(new QLabel(tr("B"), this), 1, 0);
    pair->addWidget(m_b, 1, 1);
    pair->setColumnStretch(1, 1);
    layout->addLayout(pair);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("compareLegend"));
    m_legend->setWordWrap(true);
    layout->addWidget(m_legend);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    layout->addWidget(m_summary);
    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("compareList"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setColumnCount(Columns);
    m_list->setHeaderLabels(
        {tr("Block"), tr("only A"), tr("only B"), tr("both"), tr("A's reason"), tr("B's reason")});
    m_list->setToolTip(tr("The blocks where A and B disagree, the most disagreeing words first "
                          "(boilerscope-cli diff lists the same)"));
    layout->addWidget(m_list, 1);

    for (const core::Extractor *e : extractors)
        addExtractor(e);
    // The first two of the registry until the user chooses: a sensible pair to start from.
    if (m_b->count() > 1)
        m_b->setCurrentIndex(1);

    connect(m_on, &QCheckBox::toggled, this, [this] { emitPair(); });
    for (QComboBox *c : {m_a, m_b})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            if (isActive())
                emitPair();
        });
    connect(m_list, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *item) {
        if (item)
            emit nodeSelected(core::NodeId(item->data(NodeColumn, Qt::UserRole).toInt()));
    });
    update();
}

void ComparePanel::addExtractor(const core::Extractor *extractor)
{
    const QString id = QString::fromStdString(extractor->info().id);
    const QString label =
        QStringLiteral("%1 (%2)").arg(QString::fromStdString(extractor->info().name), id);
    for (QComboBox *c : {m_a, m_b}) {
        const QSignalBlocker block(c);
        if (const int at = c->findData(id); at >= 0)
            c->setItemText(at, label);
        else
            c->addItem(label, id);
    }
}

void ComparePanel::setPair(const QString &a, const QString &b)
{
    {
        const QSignalBlocker blockA(m_a), blockB(m_b), blockOn(m_on);
        m_a->setCurrentIndex(std::max(0, m_a->findData(a)));
        m_b->setCurrentIndex(std::max(0, m_b->findData(b)));
        m_on->setChecked(true);
    }
    emitPair();
}

void ComparePanel::setActive(bool on)
{
    m_on->setChecked(on);
}

bool ComparePanel::isActive() const
{
    return m_on->isChecked();
}

QString ComparePanel::extractorA() const
{
    return m_a->currentData().toString();
}

QString ComparePanel::extractorB() const
{
    return m_b->currentData().toString();
}

void ComparePanel::emitPair()
{
    update();
    if (isActive())
        emit pairChanged(extractorA(), extractorB());
    else
        emit pairChanged(QString(), QString());
}

void ComparePanel::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    m_analysis = std::move(analysis);
    update();
}

void ComparePanel::update()
{
    const QString a = extractorA(), b = extractorB();
    m_legend->setText(chip(onlyAColor(), QStringLiteral("dotted"), tr("only A kept")) +
                      QStringLiteral(" &nbsp; ") +
                      chip(onlyBColor(), QStringLiteral("dashed"), tr("only B kept")) +
                      QStringLiteral(" &nbsp; ") +
                      chip(bothColor(), QStringLiteral("solid"), tr("both kept")));
    const bool wasBusy = isBusy();
    m_comparing.reset();
    const ExtractorRun *runA = m_analysis ? m_analysis->anyRun(a.toStdString()) : nullptr;
    const ExtractorRun *runB = m_analysis ? m_analysis->anyRun(b.toStdString()) : nullptr;
    // A new analysis of the same page (another extractor ticked, a program ended) recomputes
    // the same pair: what is shown stays until the new comparison replaces it, rather than the
    // page's highlights and the list blinking out meanwhile.
    if (m_comparison && isActive() && runA && runB && m_shown.document == m_analysis->document &&
        m_shown.a == a && m_shown.b == b) {
        start(runA, runB);
        if (!wasBusy)
            emit busyChanged(true);
        return;
    }
    m_list->clear();
    m_comparison.reset();
    m_shown = {};
    if (!isActive()) {
        m_summary->setText(tr("Choose A and B and tick the box: the page shows what only A kept, "
                              "what only B kept and what both kept."));
    } else if (!runA || !runB) {
        m_summary->setText(m_analysis ? tr("Running %1 and %2…").arg(a, b)
                                      : tr("Open a page to compare %1 and %2.").arg(a, b));
    } else {
        m_summary->setText(tr("Comparing %1 and %2…").arg(a, b));
        start(runA, runB);
    }
    if (isBusy() != wasBusy)
        emit busyChanged(isBusy());
    emit comparisonChanged();
}

void ComparePanel::start(const ExtractorRun *runA, const ExtractorRun *runB)
{
    // runA and runB point into the Analysis, which the worker keeps alive. A result that comes
    // after the pair, the page or its analysis changed is stale and dropped.
    m_comparing.run(
        this,
        [analysis = m_analysis, runA, runB](const std::atomic<bool> &cancel) {
            return core::ExtractorComparison::compare(*analysis->document, runA->result,
                                                      runB->result, &cancel);
        },
        [this](core::Comparison comparison) {
            show(std::move(comparison));
            emit busyChanged(false);
            emit comparisonChanged();
        });
}

void ComparePanel::show(core::Comparison comparison)
{
    const core::Document &doc = *m_analysis->document;
    // A new pair or page lands on its first disagreement; a recomputation of the same pair on
    // the same page leaves the selection where the user took it.
    const bool fresh = m_shown.document != m_analysis->document || m_shown.a != extractorA() ||
                       m_shown.b != extractorB();
    m_comparison = std::move(comparison);
    m_shown = {m_analysis->document, extractorA(), extractorB()};
    m_list->clear();
    m_summary->setText(summary());
    for (const core::Disagreement &d : m_comparison->disagreements) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(NodeColumn, nodeLabel(doc, d.node));
        item->setToolTip(NodeColumn, QString::fromStdString(doc.path(d.node)));
        item->setData(NodeColumn, Qt::UserRole, int(d.node));
        item->setData(OnlyAColumn, Qt::DisplayRole, qulonglong(d.onlyA));
        item->setData(OnlyBColumn, Qt::DisplayRole, qulonglong(d.onlyB));
        item->setData(BothColumn, Qt::DisplayRole, qulonglong(d.both));
        item->setToolTip(OnlyAColumn, QString::fromStdString(d.textOnlyA));
        item->setToolTip(OnlyBColumn, QString::fromStdString(d.textOnlyB));
        item->setText(ReasonA, sideReason(d.a));
        item->setToolTip(ReasonA, item->text(ReasonA));
        item->setText(ReasonB, sideReason(d.b));
        item->setToolTip(ReasonB, item->text(ReasonB));
    }
    for (int c = NodeColumn; c <= BothColumn; ++c)
        m_list->resizeColumnToContents(c);
    if (fresh)
        step(1);
}

bool ComparePanel::step(int by)
{
    const int rows = m_list->topLevelItemCount();
    if (rows == 0)
        return false;
    QTreeWidgetItem *current = m_list->currentItem();
    const int from = current ? m_list->indexOfTopLevelItem(current) : (by > 0 ? -1 : rows);
    const int to = std::clamp(from + by, 0, rows - 1);
    if (to == from)
        return false;
    m_list->setCurrentItem(m_list->topLevelItem(to));
    m_list->scrollToItem(m_list->topLevelItem(to));
    return true;
}

QString ComparePanel::summary() const
{
    if (!m_comparison)
        return m_summary->text();
    return tr("%1 words only A (%2) kept, %3 only B (%4) kept, %5 both; %n disagreeing block(s)",
              nullptr, int(m_comparison->disagreements.size()))
        .arg(m_comparison->wordsOnlyA)
        .arg(extractorA())
        .arg(m_comparison->wordsOnlyB)
        .arg(extractorB())
        .arg(m_comparison->wordsBoth);
}

QJsonArray ComparePanel::pageSpans() const
{
    QJsonArray out;
    if (!m_comparison || !m_analysis || !m_analysis->rendered)
        return out;
    const core::Document &doc = *m_analysis->document;
    const auto add = [&](const std::vector<core::TextSpan> &spans, const QString &kind) {
        for (const core::TextSpan &s : spans)
            out.append(PageSpan::toJson(doc, s, kind));
    };
    add(m_comparison->onlyA, QStringLiteral("oa"));
    add(m_comparison->onlyB, QStringLiteral("ob"));
    add(m_comparison->both, QStringLiteral("ab"));
    return out;
}

} // namespace ui

#include "moc_comparepanel.cpp"
