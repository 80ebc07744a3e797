#pragma once

#include <document/document.h>
#include <extraction/extractor.h>

#include "common/jobtracker.h"
#include "packagetransferdialog.h"

#include <QPointer>
#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

class QAction;
class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QProgressBar;
class QTableView;
class QPushButton;
class QToolButton;

namespace core {
class Adjudication;
}

namespace ui {

class AnnotationPanel;
class CampaignQueueModel;
class PageView;
class SiteRuleDialog;

// The annotation campaign's dock (docs/annotation.md "Campaigns"): a test package opened as a
// work queue. Lists the documents with their state, page type, annotators and word F1
// (CampaignQueueModel), shows the progress and the package's guidelines, moves to the next /
// previous document this annotator has not annotated, lets the guidelines be edited and saved
// with the package, (Ctrl+] / Ctrl+[), starts the gold of the
// page from an extractor's choice (pre-annotation, undoable) and saves the current gold as this
// annotator's annotation of the document (STEM.annotation.KEY.json, atomically), and offers
// the adjudication of two annotators' golds into the document's gold. Pages are opened
// by whoever receives openDocumentRequested (MainWindow::openPackageDocument); the gold is the
// AnnotationPanel's. Owns its model and actions. GUI thread only (an external program's
// pre-annotation runs in a worker that gets copies).
class CampaignDock : public QWidget
{
    Q_OBJECT
public:
    CampaignDock(AnnotationPanel *panel, PageView *page,
                 std::vector<const core::Extractor *> extractors, QWidget *parent = nullptr);
    ~CampaignDock() override;

    CampaignQueueModel *model() const { return m_model; }
    QAction *openAction() const { return m_openAction; }
    QAction *nextAction() const { return m_nextAction; }
    QAction *previousAction() const { return m_previousAction; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *adjudicateAction() const { return m_adjudicateAction; }
    // File ▸ Import… / Export…: show the dialog of that direction (PackageTransferDialog).
    QAction *importAction() const { return m_importAction; }
    QAction *exportAction() const { return m_exportAction; }
    // Annotation ▸ Propose Site Rule…: the site rule dialog for the page shown; its Apply to
    // Folder… opens the import dialog with the rule.
    QAction *siteRuleAction() const { return m_siteRuleAction; }
    SiteRuleDialog *showSiteRuleDialog();
    // "Start from Extractor": one action per extractor (object name "preannotate:ID").
    QMenu *preannotateMenu() const { return m_preannotateMenu; }
    // One more extractor to start from (an external definition added while the window is open);
    // one with the id of an offered extractor replaces it. It must outlive this dock.
    void addExtractor(const core::Extractor *extractor);

    // Reads the package and lists its documents. False with a one-line error; the queue shown
    // stays as it was then.
    bool openPackage(const QString &path, QString *error);
    QString packagePath() const { return m_path; }
    // File ▸ Open Folder as Campaign…: a folder of pages as the queue. The action asks for the
    // folder, then for the package in a save dialog starting at campaignPackageFor(pages) (the
    // folder's sibling NAME-campaign; when that is a package already, it offers to resume it
    // first). This is the part after the questions: the package (`package`) is made by the
    // folder importer in the import dialog (progress, Cancel, problems) and opened when it is
    // done; a package that exists already there is opened as it is, so that a campaign resumes.
    // Anything else that exists there (a file, a folder that is neither empty nor a package) is
    // refused and left untouched. False with a one-line error when nothing could start.
    bool openFolderAsCampaign(const QString &pages, const QString &package, QString *error);
    static QString campaignPackageFor(const QString &pages);
    QAction *openFolderAction() const { return m_openFolderAction; }

    // Re-reads the package (after a save) keeping the current row.
    void reload();

    // The guidelines shown are editable; this writes them as the package's guidelines.md
    // (atomically). A package without guidelines shows the default text
    // (core::TestPackage::defaultGuidelines()) until saved. False with a one-line error.
    bool saveGuidelines(QString *error);
    bool guidelinesModified() const;

    // The name this annotator's annotations are saved under; remembered (QSettings).
    QString annotator() const;
    void setAnnotator(const QString &name);

    // The document of the queue shown in the window; empty when the page is not one of them.
    QString currentStem() const;
    // Opens the next (forward) or previous document this annotator has not annotated. False when
    // there is none.
    bool goToUnannotated(bool forward);
    // Brings a campaign opened from a folder in sight: its first document open.
    void startCampaign();
    // Replaces the marks by the choice of extractor `id` on the page shown, as one undoable step.
    // A built-in's marks are there on return; an external program runs in the background (it
    // takes seconds) and its marks replace the gold when it ends, unless the page changed or
    // another pre-annotation was asked for meanwhile (then its program is killed), or it failed
    // (message() says why). False with a one-line error when nothing could start.
    bool preannotate(const QString &id, QString *error);
    bool isPreannotating() const { return m_preannotation.isRunning(); }
    // Stops a pre-annotation under way (its program is killed, its marks dropped).
    void cancelPreannotation();
    // Writes the page's gold as this annotator's annotation of the current document (replacing
    // their earlier one). Asks for the annotator's name when none is set.
    bool saveAnnotation(QString *error);

    // The adjudication view of the current document: annotations keyA and keyB (annotator keys)
    // painted on the page as only A, only B and both (resources/js/annotate.js oa, ob, ab), the
    // marks set to what both kept (undoable); clicks then accept or drop per element, as in
    // annotation. False with a one-line error.
    bool startAdjudication(const QString &keyA, const QString &keyB, QString *error);
    bool isAdjudicating() const { return m_adjudication != nullptr; }
    // Every disputed part as annotator `which` (0 = A, 1 = B) has it, the agreed part kept.
    void acceptAllOf(int which);
    // Writes the marks as the document's gold, adjudicated from A and B (STEM.txt,
    // STEM.gold-nodes.json, STEM.meta.json with "adjudicatedFrom"), and ends the view.
    bool saveAdjudicated(QString *error);
    void endAdjudication();
    QString message() const;

    // Shows (creating it on first use) the import or export dialog, a window of its own; an
    // import it runs offers to open its package here. The export dialog starts from the package
    // of the queue.
    PackageTransferDialog *showTransferDialog(PackageTransferDialog::Direction direction);

signals:
    void openDocumentRequested(const QString &packagePath, const QString &stem);
    void packageOpened(const QString &packagePath);
    // A campaign was opened from a folder (or resumed) and its first document to do asked for:
    // the queue wants to be in sight beside the annotation pane.
    void campaignStarted();
    // Open as Queue from the import dialog: the queue wants to be in sight.
    void queueShown();

private:
    void chooseAndOpen();
    // The action's questions: the folder of pages, then the package (choosePackageFor; empty
    // when cancelled), then openFolderAsCampaign.
    void chooseFolderAndOpen();
    QString choosePackageFor(const QString &pages);
    void openRow(int row);
    void updateProgress();
    void report(const QString &message);
    void chooseAndAdjudicate();
    // Sends the adjudication's highlights to the page (none when no adjudication is under way).
    void paintAdjudication();
    void addPreannotateAction(const core::Extractor *extractor);

    AnnotationPanel *m_panel;
    PageView *m_page;
    std::vector<const core::Extractor *> m_extractors;
    CampaignQueueModel *m_model;
    QString m_path;

    QAction *m_openAction = nullptr, *m_nextAction = nullptr, *m_previousAction = nullptr,
            *m_saveAction = nullptr;
    QMenu *m_preannotateMenu = nullptr;
    // The newest pre-annotation by an external program.
    JobTracker m_preannotation;
    QLineEdit *m_annotator = nullptr;
    QProgressBar *m_progress = nullptr;
    QTableView *m_table = nullptr;
    QToolButton *m_guidelinesToggle = nullptr;
    QPlainTextEdit *m_guidelines = nullptr;
    QPushButton *m_saveGuidelines = nullptr;
    QLabel *m_message = nullptr;

    QAction *m_adjudicateAction = nullptr;
    QAction *m_importAction = nullptr, *m_exportAction = nullptr;
    QPointer<PackageTransferDialog> m_importDialog, m_exportDialog;
    QAction *m_siteRuleAction = nullptr;
    QAction *m_openFolderAction = nullptr;
    QPointer<SiteRuleDialog> m_siteRuleDialog;
    QPushButton *m_acceptA = nullptr, *m_acceptB = nullptr, *m_saveAdjudicated = nullptr;
    QLabel *m_adjudicationSummary = nullptr;
    // The adjudication under way: its page (which the Adjudication refers to, so declared first),
    // the document and the two annotator keys.
    std::shared_ptr<const core::Document> m_adjudicatedPage;
    std::unique_ptr<core::Adjudication> m_adjudication;
    QString m_adjudicatedStem;
    QStringList m_adjudicatedKeys;
};

} // namespace ui
