#pragma once

#include "metadatapick.h"

#include <package/testpackage.h>

#include <QWidget>

#include <optional>

class QCheckBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QToolButton;

namespace ui {

// The annotation dock's metadata form (docs/annotation.md "Metadata gold"): the URL, the gold
// title, author and publication date — typed, or picked on the page with the Pick button beside
// each (the next element clicked or text selected gives the field its text, MetadataPick) — the
// language, the page's flags, the annotator and the annotation's date. The annotator is the
// window's one identity (Settings::annotator): what this field and the campaign dock show, and
// what a saved gold records; a document opened with another annotator's name keeps it only while
// the identity is empty. Owns its fields and the document's metadata as last set (for the keys
// it does not show). GUI thread only.
class AnnotationMetadataForm : public QWidget
{
    Q_OBJECT
public:
    explicit AnnotationMetadataForm(QWidget *parent = nullptr);

    core::DocumentMetadata metadata() const;
    // Fills the form; the keys it does not show are kept for metadata().
    void setMetadata(const core::DocumentMetadata &m);
    QString title() const;

    // The window's annotator (Settings::annotator), trimmed.
    QString annotator() const;
    // Sets and remembers it; annotatorChanged() when it changed.
    void setAnnotator(const QString &name);

    // Picking on the page is offered (annotation mode is on); off cancels a pick.
    void setPickEnabled(bool on);
    // The field a Pick button waits for, if any.
    std::optional<MetadataPick::Field> picking() const;
    void startPick(MetadataPick::Field field);
    // The page's text for the field being picked: fills it, notes what was done and ends the
    // pick. Nothing when no pick waits.
    void takePicked(const QString &text);
    // The note under the form about the last pick ("" when none).
    QString pickNote() const;

signals:
    // The user changed a value (typed, ticked or picked).
    void edited();
    void annotatorChanged(const QString &name);

private:
    QLineEdit *fieldOf(MetadataPick::Field field) const;
    QToolButton *pickButton(MetadataPick::Field field, const QString &name);
    void showNote(const QString &text, bool warning);
    void updateRecorded();

    QLineEdit *m_url = nullptr, *m_language = nullptr, *m_annotator = nullptr, *m_title = nullptr;
    QLineEdit *m_author = nullptr, *m_published = nullptr;
    QCheckBox *m_fragmented = nullptr, *m_multiple = nullptr;
    QDateEdit *m_date = nullptr;
    QLabel *m_note = nullptr, *m_recorded = nullptr;
    QToolButton *m_pickTitle = nullptr, *m_pickAuthor = nullptr, *m_pickPublished = nullptr;
    std::optional<MetadataPick::Field> m_picking;
    // The document's metadata as last set, for the keys the form does not show.
    core::DocumentMetadata m_carried;
};

} // namespace ui
