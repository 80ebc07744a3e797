#include "dominspector.h"

#include "domtreemodel.h"
#include "domtreeroles.h"
#include "nodedetailview.h"

#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace ui {

namespace {

constexpr int kNodeColumnMin = 320;
// Project choice: a filter opens at most this many rows, breadth first, so that a filter matching
// most of a 50,000-node page stays instant (expanding everything took seconds).
constexpr int kMaxExpandedByFilter = 2000;
// Project choice: filtering a 70,000-node page takes up to a second; waiting for a pause in the
// typing filters once per word instead of once per key.
constexpr int kFilterDelayMs = 250;

} // namespace

DomInspector::DomInspector(QWidget *parent) : QWidget(parent)
{
    m_model = new DomTreeModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setFilterRole(SearchRole);
    m_proxy->setFilterKeyColumn(DomTreeModel::NodeColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setRecursiveFilteringEnabled(true);

    m_filter = new QLineEdit;
    m_filter->setPlaceholderText(tr("Filter: tag, #id, .class or text"));
    m_filter->setClearButtonEnabled(true);
    m_filterDelay = new QTimer(this);
    m_filterDelay->setSingleShot(true);
    m_filterDelay->setInterval(kFilterDelayMs);
    connect(m_filterDelay, &QTimer::timeout, this, &DomInspector::applyFilter);
    connect(m_filter, &QLineEdit::textChanged, m_filterDelay, qOverload<>(&QTimer::start));
    connect(m_filter, &QLineEdit::returnPressed, this, &DomInspector::applyFilter);

    m_tree = new QTreeView;
    m_tree->setModel(m_proxy);
    // Project choice: uniform rows let the view lay out 50,000 rows without measuring each.
    m_tree->setUniformRowHeights(true);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->header()->setStretchLastSection(false);
    // Deep pages nest 30 levels and more: a narrow indentation keeps their labels readable.
    m_tree->setIndentation(12);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });

    m_detail = new NodeDetailView;

    auto *top = new QWidget;
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_filter);
    topLayout->addWidget(m_tree);
    m_split = new QSplitter(Qt::Vertical);
    m_split->addWidget(top);
    m_split->addWidget(m_detail);
    m_split->setChildrenCollapsible(false);
    // The split follows the inspector's height (PaneSplit) until the user moves it.
    connect(m_split, &QSplitter::splitterMoved, this, [this] { m_userSplit = true; });
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_split);
}

void DomInspector::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (!m_userSplit)
        splitByHeight();
}

PaneSplit::Input DomInspector::splitInput() const
{
    PaneSplit::Input in;
    const QWidget *top = m_tree->parentWidget();
    const int frame = 2 * m_tree->frameWidth();
    in.treeChrome = m_filter->sizeHint().height() + top->layout()->spacing() +
                    m_tree->header()->sizeHint().height() +
                    m_tree->horizontalScrollBar()->sizeHint().height() + frame;
    in.rowHeight = std::max(m_tree->sizeHintForRow(0), m_tree->fontMetrics().height());
    in.lineHeight = m_detail->fontMetrics().lineSpacing();
    return in;
}

void DomInspector::splitByHeight()
{
    PaneSplit::Input in = splitInput();
    in.height = m_split->height() - m_split->handleWidth();
    const PaneSplit split = PaneSplit::forHeight(in);
    m_split->setSizes({split.tree, split.detail});
}

int DomInspector::neededHeight() const
{
    return PaneSplit::heightFor(splitInput(), m_detail->neededHeight()) + m_split->handleWidth();
}

void DomInspector::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    const core::NodeId keep = m_selected;
    m_model->setAnalysis(analysis);
    m_detail->setAnalysis(std::move(analysis));
    // Project choice: a fixed share for the node column (measuring 50,000 labels would cost a
    // full pass) and a horizontal scroll bar for deeper rows.
    m_tree->header()->setSectionResizeMode(DomTreeModel::NodeColumn, QHeaderView::Interactive);
    m_tree->header()->resizeSection(DomTreeModel::NodeColumn,
                                    std::max(kNodeColumnMin, width() / 2));
    for (int c = DomTreeModel::WordsColumn; c < m_model->columnCount(); ++c)
        m_tree->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    // Open the top levels (html, body) so that a new page shows its structure at once.
    m_tree->expandToDepth(1);
    m_selected = core::kNoNode;
    if (keep != core::kNoNode)
        selectNode(keep);
}

void DomInspector::applyFilter()
{
    m_filterDelay->stop();
    const QString text = m_filter->text();
    m_proxy->setFilterFixedString(text);
    if (!text.isEmpty())
        expandMatches();
    if (m_selected != core::kNoNode)
        showNode(m_selected, false);
}

void DomInspector::expandMatches()
{
    std::vector<QModelIndex> level{QModelIndex()};
    int expanded = 0;
    while (!level.empty() && expanded < kMaxExpandedByFilter) {
        std::vector<QModelIndex> next;
        for (const QModelIndex &parent : level) {
            const int rows = m_proxy->rowCount(parent);
            for (int r = 0; r < rows && expanded < kMaxExpandedByFilter; ++r) {
                const QModelIndex child = m_proxy->index(r, 0, parent);
                if (m_proxy->hasChildren(child)) {
                    m_tree->expand(child);
                    next.push_back(child);
                    ++expanded;
                }
            }
        }
        level = std::move(next);
    }
}

void DomInspector::selectNode(core::NodeId node)
{
    showNode(node, true);
}

void DomInspector::showNode(core::NodeId node, bool clearHidingFilter)
{
    const std::shared_ptr<const Analysis> &a = m_model->analysis();
    if (!a || !a->document || node < 0 || node >= a->document->size())
        node = core::kNoNode;
    // Nodes without a row (whitespace text, comments) show as their nearest ancestor with one.
    QModelIndex source;
    for (core::NodeId n = node; n > 0 && !source.isValid(); n = a->document->node(n).parent)
        source = m_model->indexOf(n);
    QModelIndex index = m_proxy->mapFromSource(source);
    if (clearHidingFilter && source.isValid() && !index.isValid()) {
        const QSignalBlocker block(m_filter);
        m_filter->clear();
        m_filterDelay->stop();
        m_proxy->setFilterFixedString({});
        index = m_proxy->mapFromSource(source);
    }
    m_programmatic = true;
    if (index.isValid()) {
        for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
            m_tree->expand(p);
        m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                             QItemSelectionModel::Rows);
        m_tree->scrollTo(index);
    } else {
        m_tree->selectionModel()->clear();
    }
    m_programmatic = false;
    m_selected = node;
    m_detail->setNode(node);
}

void DomInspector::onCurrentChanged(const QModelIndex &current)
{
    if (m_programmatic)
        return;
    const core::NodeId node = current.isValid() ? current.data(NodeIdRole).toInt() : core::kNoNode;
    if (node == m_selected)
        return;
    m_selected = node;
    m_detail->setNode(node);
    if (node != core::kNoNode)
        emit nodeSelected(node);
}

} // namespace ui

#include "moc_dominspector.cpp"
