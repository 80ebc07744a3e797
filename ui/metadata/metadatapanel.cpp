#include "metadatapanel.h"

#include "metadatacolumnplan.h"
#include "metadatamodel.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStyle>
#include <QTextDocument>
#include <QTreeView>
#include <QVBoxLayout>

namespace ui {

namespace {

QString escaped(const std::string &s)
{
    return QString::fromStdString(s).toHtmlEscaped();
}

} // namespace

MetadataPanel::MetadataPanel(QWidget *parent) : QWidget(parent)
{
    m_model = new MetadataModel(this);
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_tree = new QTreeView;
    m_tree->setModel(m_model);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setTextElideMode(Qt::ElideRight);
    m_tree->setIndentation(14);
    QHeaderView *header = m_tree->header();
    header->setStretchLastSection(true);
    // Sized to their contents by sizeColumns() whenever the rows shown change, and left to the
    // user in between.
    header->setSectionResizeMode(QHeaderView::Interactive);
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) { onCurrentChanged(current); });
    // Queued: QTreeView emits expanded() from inside its layout of the rows (expandAll), where
    // measuring the rows reads the row list it is still building (heap corruption in
    // tst_metadatapanel's 400 px rows).
    connect(m_tree, &QTreeView::expanded, this, &MetadataPanel::sizeColumns, Qt::QueuedConnection);
    connect(m_tree, &QTreeView::collapsed, this, &MetadataPanel::sizeColumns, Qt::QueuedConnection);

    m_detail = new QLabel;
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detail->setMargin(4);
    auto *detailScroll = new QScrollArea;
    detailScroll->setWidgetResizable(true);
    detailScroll->setFrameShape(QFrame::NoFrame);
    detailScroll->setWidget(m_detail);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_tree);
    split->addWidget(detailScroll);
    split->setSizes({500, 500});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);
    setMetadata(nullptr, nullptr);
}

void MetadataPanel::setMetadata(std::shared_ptr<const core::Metadata> metadata,
                                std::shared_ptr<const core::Document> document)
{
    m_document = metadata ? std::move(document) : nullptr;
    m_status->setText(metadata ? tr("A row outlines its source on the page.")
                               : tr("No page analysed."));
    m_status->setToolTip(metadata ? tr("Each field's value and where it was read; open a field "
                                       "for the candidates it was chosen among. A row selects "
                                       "its element on the page and in the DOM inspector. The "
                                       "external programs ticked that return metadata have a "
                                       "column each, ≠ where they say something else.")
                                  : QString());
    m_model->setMetadata(std::move(metadata));
    placeProgramColumns();
    onCurrentChanged({});
}

void MetadataPanel::setBusy()
{
    m_document.reset();
    m_model->setMetadata(nullptr);
    m_status->setText(tr("Reading the page's metadata…"));
    onCurrentChanged({});
}

void MetadataPanel::setPrograms(std::vector<MetadataModel::Program> programs)
{
    m_model->setPrograms(std::move(programs));
    placeProgramColumns();
    // What the selected row says of the programs follows theirs; the page's selection stays.
    showDetail(m_tree->currentIndex());
}

void MetadataPanel::placeProgramColumns()
{
    QHeaderView *header = m_tree->header();
    for (std::size_t k = 0; k < m_model->programs().size(); ++k)
        header->moveSection(header->visualIndex(MetadataModel::programColumn(k)),
                            MetadataModel::ValueColumn + 1 + static_cast<int>(k));
    sizeColumns();
}

void MetadataPanel::sizeColumns()
{
    // Each column's text measured, then the room shared out, the values before the source.
    QList<int> values = {MetadataModel::ValueColumn};
    for (std::size_t k = 0; k < m_model->programs().size(); ++k)
        values << MetadataModel::programColumn(k);
    MetadataColumnPlan::Input in;
    // Room for the vertical scroll bar even while it is hidden: opening a field's candidates
    // may show it after the columns are sized, and no column should then run under it.
    const QScrollBar *bar = m_tree->verticalScrollBar();
    in.width =
        m_tree->viewport()->width() -
        (bar->isVisible() ? 0
                          : m_tree->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, bar));
    // The rows shown and the header's title, as resizeColumnToContents measures them.
    const auto wanted = [this](int column) {
        m_tree->resizeColumnToContents(column);
        return m_tree->columnWidth(column);
    };
    in.field = wanted(MetadataModel::FieldColumn);
    in.source = wanted(MetadataModel::SourceColumn);
    for (int column : values)
        in.values.push_back(wanted(column));
    const MetadataColumnPlan plan = MetadataColumnPlan::forWidths(in);
    m_tree->setColumnWidth(MetadataModel::FieldColumn, plan.field);
    m_tree->setColumnWidth(MetadataModel::SourceColumn, plan.source);
    for (qsizetype k = 0; k < values.size(); ++k)
        m_tree->setColumnWidth(values[k], plan.values[static_cast<std::size_t>(k)]);
    m_tree->setColumnHidden(MetadataModel::ReasonColumn, plan.reason == 0);
    if (plan.reason > 0)
        m_tree->setColumnWidth(MetadataModel::ReasonColumn, plan.reason);
}

void MetadataPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    sizeColumns();
}

bool MetadataPanel::selectRow(core::MetadataField field, int candidate)
{
    QModelIndex index = m_model->fieldIndex(field);
    if (index.isValid() && candidate >= 0)
        index = m_model->index(candidate, 0, index);
    if (!index.isValid())
        return false;
    m_tree->expand(index.parent().isValid() ? index.parent() : index);
    m_tree->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
    m_tree->scrollTo(index);
    return true;
}

QString MetadataPanel::detailText() const
{
    QTextDocument doc;
    doc.setHtml(m_detail->text());
    return doc.toPlainText();
}

QString MetadataPanel::statusText() const
{
    return m_status->text();
}

void MetadataPanel::onCurrentChanged(const QModelIndex &current)
{
    const core::NodeId node = showDetail(current);
    if (node != core::kNoNode)
        emit nodeSelected(node);
}

core::NodeId MetadataPanel::showDetail(const QModelIndex &current)
{
    const auto &metadata = m_model->metadata();
    if (!current.isValid() || !metadata) {
        m_detail->setText(metadata ? tr("Select a field or a candidate.") : QString());
        return core::kNoNode;
    }
    const auto field = core::kMetadataFields[current.data(MetadataModel::FieldRole).toUInt()];
    const core::MetadataValue &value = (*metadata)[field];
    const int candidate = current.data(MetadataModel::CandidateRole).toInt();
    const core::MetadataCandidate *c = candidate >= 0
                                           ? &value.candidates[static_cast<std::size_t>(candidate)]
                                           : value.chosenCandidate();
    QString html = QStringLiteral("<p><b>%1</b>").arg(MetadataModel::fieldLabel(field));
    if (candidate >= 0)
        html += candidate == value.chosen
                    ? tr(", candidate %1 of %2, rank %3 in the rule, <b>chosen</b>")
                          .arg(candidate + 1)
                          .arg(value.candidates.size())
                          .arg(c->rank)
                    : tr(", candidate %1 of %2, rank %3 in the rule, not chosen (the value is "
                         "“%4”)")
                          .arg(candidate + 1)
                          .arg(value.candidates.size())
                          .arg(c->rank)
                          .arg(escaped(value.value));
    html += QStringLiteral("</p>");
    if (!c) {
        html += tr("<p>The page gives no value: none of the places the rule reads has one.</p>");
    } else {
        html += tr("<p>Value: %1</p>").arg(escaped(c->value));
        if (c->raw != c->value)
            html += tr("<p>As written: %1</p>").arg(escaped(c->raw));
        QString where;
        if (c->node == core::kNoNode)
            where = tr("the page's URL");
        else if (m_document && c->node < m_document->size() && m_document->node(c->node).visible)
            where = tr("<code>%1</code>, outlined on the page").arg(escaped(c->path));
        else
            where = tr("<code>%1</code>, not drawn on the page (its markup only: selected in "
                       "the DOM inspector)")
                        .arg(escaped(c->path));
        html += tr("<p>Source: %1 (%2)</p>")
                    .arg(where, QString::fromUtf8(core::metadataSourceName(c->source)) +
                                    (c->key.empty() ? QString()
                                                    : QStringLiteral(" · ") + escaped(c->key)));
        html += tr("<p>Reason: %1</p>").arg(escaped(c->reason));
    }
    html += tr("<p>Rule: %1</p>").arg(escaped(value.rule));
    // The programs' own values for the field, on its row.
    const QModelIndex fieldRow = m_model->fieldIndex(field);
    for (std::size_t k = 0; k < m_model->programs().size() && candidate < 0; ++k) {
        const QModelIndex cell = fieldRow.siblingAtColumn(MetadataModel::programColumn(k));
        const QVariant agrees = cell.data(MetadataModel::AgreesRole);
        if (!agrees.isValid())
            continue;
        const std::string theirs =
            core::ProgramMetadata::valueOf(m_model->programs()[k].fields, field);
        html += (agrees.toBool() ? tr("<p>%1 says the same: %2</p>")
                                 : tr("<p>%1 says otherwise: <b>%2</b></p>"))
                    .arg(m_model->programs()[k].name.toHtmlEscaped(), escaped(theirs));
    }
    m_detail->setText(html);
    return c ? c->node : core::kNoNode;
}

} // namespace ui

#include "moc_metadatapanel.cpp"
