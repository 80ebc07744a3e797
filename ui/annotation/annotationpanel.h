#pragma once

#include "common/analysis.h"

#include <document/document.h>
#include <package/testpackage.h>

#include <QUrl>
#include <QWidget>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPlainTextEdit;
class QPushButton;
class QTableView;
class QTemporaryDir;

namespace ui {

class AnnotationController;
class AnnotationMetadataForm;
class AnnotationRecovery;
class AnnotationScoresModel;
class PageView;
struct RecoveredAnnotation;

// The gold-standard annotation mode's dock (docs/annotation.md): the mode toggle and its actions
// (grow, shrink, undo, redo, clear, save, open a package document), the metadata form, the live
// gold text, the scores of the ticked extractors against the gold, and the choice of the extractor
// whose true/false positives and false negatives are painted on the page. Owns the
// AnnotationController and the scores model; talks to the page only through PageView (clicks,
// text selections, and bs.annotate in our JavaScript world). GUI thread only.
class AnnotationPanel : public QWidget
{
    Q_OBJECT
public:
    // TestPackageWriter::writeDocument's signature: tests inject a failing writer.
    using Writer = std::function<bool(const std::string &directory, const core::PackageDocument &,
                                      std::string_view html, std::string_view rendered,
                                      bool overwrite, std::string &error)>;

    explicit AnnotationPanel(PageView *page, QWidget *parent = nullptr);
    ~AnnotationPanel() override;

    AnnotationController *controller() const { return m_controller; }
    AnnotationScoresModel *scoresModel() const { return m_scores; }
    QMenu *menu() const { return m_menu; }
    QAction *modeAction() const { return m_modeAction; }
    QAction *openPackageAction() const { return m_openAction; }
    bool isAnnotating() const;

    // A new analysis of the page (MainWindow::analysisShown): the rendered document is the one
    // annotated; url is the page's.
    void setAnalysis(std::shared_ptr<const Analysis> analysis,
                     std::shared_ptr<const core::Document> rendered, const QUrl &url);

    // Another page is loading, or a load failed or was refused: until the next analysis there is
    // no page to save the gold of, and Save and Save As are disabled (as before the first page).
    void leavePage();
    // Save and Save As are enabled: a page is shown.
    bool canSave() const { return m_pageShown; }

    // Before the page goes away: asks Save / Discard / Cancel when the gold has unsaved changes.
    // False = cancel. Discard drops the annotation, so that nobody asks twice.
    bool maybeSave();

    // Reads the package and prepares the document's node-level gold and metadata; the page is
    // opened by whoever receives openPageRequested. False with a one-line error.
    bool openPackageDocument(const QString &packagePath, const QString &stem, QString *error);

    core::DocumentMetadata metadata() const;
    void setMetadata(const core::DocumentMetadata &m);
    // The metadata form: its fields, the Pick buttons and the window's annotator.
    AnnotationMetadataForm *metadataForm() const { return m_form; }
    // Writes the page, its gold text, node-level gold, rendered snapshot and metadata as
    // document `stem` of the package (created when it has no package.json). An existing document
    // is replaced only when overwrite is set. False with a one-line error; nothing is changed
    // then.
    bool saveTo(const QString &packagePath, const QString &stem, bool overwrite, QString *error);
    void setWriter(Writer writer) { m_writer = std::move(writer); }
    QString packagePath() const { return m_package; }
    QString stem() const { return m_stem; }
    // A stem for the page: its URL's last meaningful path segment, else the title.
    static QString suggestedStem(const QUrl &url, const QString &title);

    // Keeps unsaved gold in the recovery file at path as it changes (docs/annotation.md
    // "Recovery"); false (and no recovery) when another running Boilerscope holds that file.
    bool setRecoveryFile(const QString &path);
    AnnotationRecovery *recovery() const { return m_recovery.get(); }
    // Reopens the recovered page (or package document) and reapplies its marks and metadata, as
    // unsaved work. False with a one-line error when its package is gone.
    bool restoreRecovered(const RecoveredAnnotation &annotation, QString *error);

    // The extractor whose TP/FP/FN are painted; empty = paint the gold only.
    void setPaintExtractor(const QString &id);
    QString paintExtractor() const;
    QString goldPreview() const;
    // Sends the marks (or the TP/FP/FN painting) to the page; pageUpdated() when it is drawn.
    void updatePage();

signals:
    void openPageRequested(const QString &path);
    void currentElementChanged(int element);
    // The page shows the current marks / painting.
    void pageUpdated();
    void saved(const QString &packagePath, const QString &stem);
    void saveFailed(const QString &message);

private:
    void buildActions();
    void setAnnotating(bool on);
    void onGoldChanged();
    void updateTarget();
    void updateLegend(std::size_t tp, std::size_t fp, std::size_t fn, bool painting);
    void prefill();
    void save();
    void saveAs();
    void choosePackageDocument();
    QByteArray pageBytes() const;
    void updateRecovery();
    void updateSaving();

    PageView *m_page;
    AnnotationController *m_controller;
    AnnotationScoresModel *m_scores;
    Writer m_writer;

    QMenu *m_menu = nullptr;
    QAction *m_modeAction = nullptr, *m_openAction = nullptr;
    QAction *m_saveAction = nullptr, *m_saveAsAction = nullptr;
    QPushButton *m_saveButton = nullptr, *m_saveAsButton = nullptr;
    bool m_pageShown = false; // an analysis of the page shown is here (see leavePage)
    AnnotationMetadataForm *m_form = nullptr;
    QPlainTextEdit *m_preview = nullptr;
    QLabel *m_summary = nullptr, *m_target = nullptr, *m_legend = nullptr;
    QTableView *m_table = nullptr;
    QComboBox *m_paint = nullptr;

    std::shared_ptr<const Analysis> m_analysis;
    QUrl m_pageUrl;
    QString m_package, m_stem;
    // Metadata of the package document being opened, for its page.
    std::optional<core::DocumentMetadata> m_pendingMetadata;
    QString m_pendingPage;
    std::optional<QString> m_pendingGoldText; // the package's gold text, to check the restore
    QString m_restoreNote;
    bool m_compressed = false;                 // the document's page is STEM.html.gz
    std::unique_ptr<QTemporaryDir> m_unpacked; // pages of .html.gz documents, for the browser
    std::unique_ptr<AnnotationRecovery> m_recovery;
    QString m_recoveryError;    // the last failed write of the recovery file
    QByteArray m_pageSha256;    // of pageBytes(), computed once per page
    QByteArray m_pendingSha256; // of the page recovered, to tell whether it changed
};

} // namespace ui
