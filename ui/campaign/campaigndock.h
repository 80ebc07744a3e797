#pragma once

#include <extractor.h>

#include <QString>
#include <QWidget>

#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QProgressBar;
class QTableView;
class QToolButton;

namespace ui {

class AnnotationPanel;
class CampaignQueueModel;

// The annotation campaign's dock (docs/annotation.md "Campaigns"): a test package opened as a
// work queue. Lists the documents with their state, page type, annotators and word F1
// (CampaignQueueModel), shows the progress and the package's guidelines, moves to the next /
// previous document this annotator has not annotated (Ctrl+] / Ctrl+[), starts the gold of the
// page from an extractor's choice (pre-annotation, undoable) and saves the current gold as this
// annotator's annotation of the document (STEM.annotation.KEY.json, atomically). Pages are opened
// by whoever receives openDocumentRequested (MainWindow::openPackageDocument); the gold is the
// AnnotationPanel's. Owns its model and actions. GUI thread only.
class CampaignDock : public QWidget
{
    Q_OBJECT
public:
    CampaignDock(AnnotationPanel *panel, std::vector<const core::Extractor *> extractors,
                 QWidget *parent = nullptr);

    CampaignQueueModel *model() const { return m_model; }
    QAction *openAction() const { return m_openAction; }
    QAction *nextAction() const { return m_nextAction; }
    QAction *previousAction() const { return m_previousAction; }
    QAction *saveAction() const { return m_saveAction; }
    // "Start from Extractor": one action per extractor (object name "preannotate:ID").
    QMenu *preannotateMenu() const { return m_preannotateMenu; }

    // Reads the package and lists its documents. False with a one-line error; the queue shown
    // stays as it was then.
    bool openPackage(const QString &path, QString *error);
    QString packagePath() const { return m_path; }
    // Re-reads the package (after a save) keeping the current row.
    void reload();

    // The name this annotator's annotations are saved under; remembered (QSettings).
    QString annotator() const;
    void setAnnotator(const QString &name);

    // The document of the queue shown in the window; empty when the page is not one of them.
    QString currentStem() const;
    // Opens the next (forward) or previous document this annotator has not annotated. False when
    // there is none.
    bool goToUnannotated(bool forward);
    // Replaces the marks by the choice of extractor `id` on the page shown, as one undoable step.
    bool preannotate(const QString &id, QString *error);
    // Writes the page's gold as this annotator's annotation of the current document (replacing
    // their earlier one). Asks for the annotator's name when none is set.
    bool saveAnnotation(QString *error);
    QString message() const;

signals:
    void openDocumentRequested(const QString &packagePath, const QString &stem);

private:
    void chooseAndOpen();
    void openRow(int row);
    void updateProgress();
    void report(const QString &message);

    AnnotationPanel *m_panel;
    std::vector<const core::Extractor *> m_extractors;
    CampaignQueueModel *m_model;
    QString m_path;

    QAction *m_openAction = nullptr, *m_nextAction = nullptr, *m_previousAction = nullptr,
            *m_saveAction = nullptr;
    QMenu *m_preannotateMenu = nullptr;
    QLineEdit *m_annotator = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableView *m_table = nullptr;
    QToolButton *m_guidelinesToggle = nullptr;
    QPlainTextEdit *m_guidelines = nullptr;
    QLabel *m_message = nullptr;
};

} // namespace ui
