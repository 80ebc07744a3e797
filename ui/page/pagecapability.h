#pragma once

#include "common/analysis.h"
#include "common/capability.h"
#include "common/pageidentity.h"
#include "pageview.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <memory>

class QAction;
class QActionGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QWidgetAction;

namespace ui {

class AnalysisController;
class ExtractorsCapability;
class Selection;
class Workbench;

// The page: the rendered page with the overlay in the centre of the window (PageView), and the
// way a page gets there and back out as an analysis. Opens locations (the address field, Open…,
// recent and sample pages, the other capabilities' requests), hands each snapshot of the page to
// the analysis controller, draws each analysis on the page (OverlayMark::marksOf) and sets it as
// the selection's, brings a page's first chosen region into view once unless the user moved or
// selected first, and shows the selection, the hovered node and reader view on the page. Says
// in the status line what the page and the extractors are doing. Owns the page view, its actions
// and the address field; GUI thread only.
class PageCapability : public Capability
{
    Q_OBJECT
public:
    // useSettings: the recent pages are kept in the settings.
    PageCapability(Workbench *workbench, Selection *selection, ExtractorsCapability *extractors,
                   bool useSettings);

    PageView *view() const { return m_view; }
    // The page view with the overlay's legend and mode above it: the window's centre.
    QWidget *centralWidget() const { return m_central; }
    // What the extractors' layers show (View ▸ Overlay); the legend says it.
    void setOverlayMode(PageView::OverlayMode mode);
    QLabel *overlayLegend() const { return m_legend; }
    // The hint above a page that shows nothing to read, of the analysis shown (hidden otherwise).
    QLabel *pageHint() const { return m_hint; }
    // The page shown: what the analysis, the charts, the annotation target and the title are of.
    PageIdentity page() const { return m_current; }
    QAction *pickAction() const { return m_pickAction; }

    // A file path, a file:/qrc: URL or a typed URL; remote URLs load from the network.
    void openLocation(const QString &location);
    // typed: the user typed it, a remote URL may load.
    void open(const QUrl &url, bool typed);
    // The bundled sample pages (qrc URLs).
    static QList<QUrl> samplePages();
    // The recent pages, the newest first (empty without settings).
    QStringList recentPages() const;

    void setReaderView(bool on);
    // Selects the first node (in page order) chosen by the extractor shown in the Extracted text
    // pane, scrolls the page to it and flashes it; false when that extractor chose nothing.
    bool goToChosenContent();

    QList<MenuEntry> menuEntries() const override;
    QList<QAction *> toolBarActions() const override;

signals:
    // Another page is being loaded (or was refused, or failed): what belonged to the one before
    // is gone from every view; the next analysisShown is this page's.
    void pageChanged(const ui::PageIdentity &page);
    // The analysis is shown everywhere: overlay drawn in the page, panes updated.
    void analysisShown(std::shared_ptr<const ui::Analysis> analysis);

private:
    void buildOverlayBar();
    void buildActions();
    void connectPage();
    void openFile();
    void onLoadStarted();
    // Forgets the page shown and everything found on it, and starts the identity of the next.
    void leavePage(const QUrl &next);
    void onSnapshot(const QString &html, int elements, double ms);
    void onPageUnresponsive();
    void onProgress(int done, int total, const QString &message);
    void onAnalysis(std::shared_ptr<const Analysis> analysis);
    // After the analysis numbered seq is shown: the first region of the extractor shown in the
    // Extracted text pane (else of another ticked one) is brought into view, once per page and
    // only while the user has neither moved about the page nor selected anything in it.
    void revealChosenContent(quint64 seq);
    void updateReader();
    // The hint above the page for the analysis shown: page scripts off or the source HTML when
    // the rendered page shows almost no text or its scripts never finished; hidden otherwise.
    void updateHint(const Analysis *analysis);
    void updateLegend();
    void addRecent(const QString &location);
    void updateRecentMenu();
    // What the browser loads for url: url itself, or a gzip-compressed file's page unpacked into
    // a file of ours; empty when it cannot be unpacked.
    QUrl viewUrlOf(const QUrl &url);
    // The page a URL the browser shows stands for (the compressed file of an unpacked page).
    QUrl pageUrlOf(const QUrl &viewUrl) const;

    Workbench *m_workbench;
    Selection *m_selection;
    ExtractorsCapability *m_extractors;
    AnalysisController *m_controller;
    bool m_useSettings;
    PageView *m_view = nullptr;
    QWidget *m_central = nullptr;
    QLabel *m_legend = nullptr;
    QLabel *m_hint = nullptr;
    QComboBox *m_modeBox = nullptr;
    QActionGroup *m_modes = nullptr;
    QMenu *m_overlayMenu = nullptr;
    OverlayPlan m_plan; // of the analysis shown, every ticked extractor's layer
    QLineEdit *m_address = nullptr;
    QWidgetAction *m_addressAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_samplesMenu = nullptr;
    QList<QAction *> m_open, m_openMore, m_navigation, m_pageActions, m_zoom, m_toolBar;
    QAction *m_readerAction = nullptr;
    QAction *m_scriptsAction = nullptr;
    QAction *m_pickAction = nullptr;
    quint64 m_shownSeq = 0;
    PageIdentity m_current;
    quint64 m_loads = 0;
    quint64 m_revealLoad = 0; // the load whose chosen content is yet to be brought into view
    QUrl m_requested;         // opened, its load not started yet
    QString m_snapshotInfo;
    QString m_pageNote;  // what the status line says about the page once the analysis is done
    bool m_hung = false; // the page shown never finished its scripts (its renderer was ended)
    std::unique_ptr<QTemporaryDir> m_unpacked; // the last compressed page's, unpacked
    QUrl m_unpackedView, m_unpackedPage;       // its file there, and the compressed file
};

} // namespace ui
