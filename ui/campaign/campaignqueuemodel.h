#pragma once

#include <package/testpackage.h>

#include <QAbstractTableModel>
#include <QString>

#include <optional>
#include <vector>

namespace ui {

// The documents of a test package as an annotation campaign's work queue (docs/annotation.md
// "Campaigns"): one row per document with its state, page type, annotators and the annotators'
// word-level F1. Owns a copy of the package as read; setPackage() replaces it. Answers the
// queue's questions: the next document an annotator has not annotated yet, and the progress.
// GUI thread only.
class CampaignQueueModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        StemColumn,
        StateColumn,
        PageTypeColumn,
        AnnotatorsColumn,
        WordF1Column,
        ColumnCount
    };
    // Qt::UserRole of any column: the row's core::AnnotationState as an int.
    static constexpr int StateRole = Qt::UserRole;

    explicit CampaignQueueModel(QObject *parent = nullptr);

    void setPackage(core::TestPackage package);
    const core::TestPackage &package() const { return m_package; }

    QString stemAt(int row) const;
    int rowOf(const QString &stem) const; // -1 when the package has no such document
    // The first row after `from` (before it when !forward), wrapping around, whose document the
    // annotator with this key has not annotated and that is not adjudicated; an empty key asks
    // for documents in state NotStarted. -1 when there is none; `from` may be -1.
    int nextUnannotated(int from, bool forward, const QString &annotatorKey) const;
    // Documents in any state but NotStarted.
    int annotatedCount() const;
    // Documents whose gold was adjudicated from two annotators.
    int adjudicatedCount() const;
    // Mean word-level F1 over the pairs of the row's annotations (core::Agreement::wordF1 of
    // their texts); empty with fewer than two annotations.
    std::optional<double> wordF1(int row) const;
    static QString stateName(core::AnnotationState state);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    bool unannotated(const core::PackageDocument &doc, const std::string &key) const;

    core::TestPackage m_package;
    std::vector<std::optional<double>> m_wordF1; // per row, computed when the package is set
};

} // namespace ui
