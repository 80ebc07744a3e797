#include "campaignqueuemodel.h"

#include <package/agreement.h>

#include <algorithm>

namespace ui {

CampaignQueueModel::CampaignQueueModel(QObject *parent) : QAbstractTableModel(parent) {}

void CampaignQueueModel::setPackage(core::TestPackage package)
{
    beginResetModel();
    m_package = std::move(package);
    m_wordF1.clear();
    for (const core::PackageDocument &doc : m_package.documents) {
        // Word F1 needs the texts only: cheap enough to compute for every row up front (kappa
        // needs the pages and is the dashboard's).
        double sum = 0;
        int pairs = 0;
        for (std::size_t i = 0; i < doc.annotations.size(); ++i)
            for (std::size_t j = i + 1; j < doc.annotations.size(); ++j, ++pairs)
                sum += core::Agreement::wordF1(doc.annotations[i].text, doc.annotations[j].text);
        m_wordF1.push_back(pairs ? std::optional<double>(sum / pairs) : std::nullopt);
    }
    endResetModel();
}

QString CampaignQueueModel::stemAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return QString::fromStdString(m_package.documents[std::size_t(row)].stem);
}

int CampaignQueueModel::rowOf(const QString &stem) const
{
    const std::string s = stem.toStdString();
    for (std::size_t i = 0; i < m_package.documents.size(); ++i)
        if (m_package.documents[i].stem == s)
            return int(i);
    return -1;
}

bool CampaignQueueModel::unannotated(const core::PackageDocument &doc, const std::string &key) const
{
    if (key.empty())
        return doc.state() == core::AnnotationState::NotStarted;
    return doc.state() != core::AnnotationState::Adjudicated && !doc.annotation(key);
}

int CampaignQueueModel::nextUnannotated(int from, bool forward, const QString &annotatorKey) const
{
    const int n = rowCount();
    if (n == 0)
        return -1;
    const std::string key = annotatorKey.toStdString();
    int row = from < 0 ? (forward ? -1 : n) : from;
    for (int step = 0; step < n; ++step) {
        row = ((forward ? row + 1 : row - 1) % n + n) % n;
        if (unannotated(m_package.documents[std::size_t(row)], key))
            return row;
    }
    return -1;
}

int CampaignQueueModel::annotatedCount() const
{
    int count = 0;
    for (const core::PackageDocument &doc : m_package.documents)
        count += doc.state() != core::AnnotationState::NotStarted;
    return count;
}

int CampaignQueueModel::adjudicatedCount() const
{
    return int(std::count_if(m_package.documents.begin(), m_package.documents.end(),
                             [](const core::PackageDocument &doc) {
                                 return doc.state() == core::AnnotationState::Adjudicated;
                             }));
}

std::optional<double> CampaignQueueModel::wordF1(int row) const
{
    if (row < 0 || row >= int(m_wordF1.size()))
        return std::nullopt;
    return m_wordF1[std::size_t(row)];
}

QString CampaignQueueModel::stateName(core::AnnotationState state)
{
    switch (state) {
    case core::AnnotationState::NotStarted:
        return tr("not started");
    case core::AnnotationState::Annotated:
        return tr("annotated");
    case core::AnnotationState::SeveralAnnotators:
        return tr("several annotators");
    case core::AnnotationState::Adjudicated:
        return tr("adjudicated");
    }
    return {};
}

int CampaignQueueModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_package.documents.size());
}

int CampaignQueueModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CampaignQueueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const core::PackageDocument &doc = m_package.documents[std::size_t(index.row())];
    if (role == StateRole)
        return int(doc.state());
    if (role == Qt::ToolTipRole && index.column() == AnnotatorsColumn) {
        QStringList names;
        for (const core::Annotation &a : doc.annotations)
            names << QString::fromStdString(a.annotator.empty() ? a.key : a.annotator);
        return names.join(QStringLiteral(", "));
    }
    if (role == Qt::ToolTipRole && index.column() == StemColumn)
        return QString::fromStdString(doc.stem);
    if (role == Qt::TextAlignmentRole && index.column() >= AnnotatorsColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case StemColumn:
        return QString::fromStdString(doc.stem);
    case StateColumn:
        return stateName(doc.state());
    case PageTypeColumn:
        return QString::fromStdString(doc.metadata.pageType);
    case AnnotatorsColumn:
        return int(doc.annotations.size());
    case WordF1Column:
        if (const auto f1 = m_wordF1[std::size_t(index.row())])
            return QString::number(*f1, 'f', 3);
        return QString();
    }
    return {};
}

QVariant CampaignQueueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case StemColumn:
        return tr("Document");
    case StateColumn:
        return tr("State");
    case PageTypeColumn:
        return tr("Page type");
    case AnnotatorsColumn:
        return tr("Annotators");
    case WordF1Column:
        return tr("Word F1");
    }
    return {};
}

} // namespace ui

#include "moc_campaignqueuemodel.cpp"
