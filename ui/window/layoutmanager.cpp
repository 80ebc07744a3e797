#include "layoutmanager.h"

#include "common/settings.h"
#include "inspector/dominspector.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QMenu>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ui {

namespace {

// Project choices for the default arrangements, measured at 1600 × 1000 on a news page: the page
// keeps at least 55 % of the window in Debug, 60 % in Annotate and 45 % in Teach
// (tst_mainwindow measures it), while each dock keeps room for its content.
// Debug: one right column, the charts (stacked when narrow) above the tabbed panes.
constexpr double kDebugColumn = 0.34;    // of the window width
constexpr double kDebugChartShare = 0.6; // of the column height
// Annotate: the annotation pane above the extracted text in a right column; no charts.
constexpr double kAnnotateColumn = 0.30;
constexpr double kAnnotatePaneShare = 0.6;
// Teach: the extractors left above the extracted text and the lesson, the charts and the trace
// player below the page. The column is never narrower than the extractors' panel needs.
constexpr double kTeachColumn = 0.2;
constexpr double kTeachChartsHeight = 0.33; // of the window height
// Project choice: the trace player beside the charts takes this share of the bottom row, room for
// its controls, sentence and numbers.
constexpr double kTeachPlayerShare = 0.4;

const char *const kKeys[] = {"debug", "annotate", "teach"};

QString layoutName(LayoutManager::Layout layout)
{
    return QLatin1String(kKeys[layout]);
}

// Everything of a dock but inner, a widget of its scroll area's content, as laid out now: the
// dock's title, the scroll area's frame and what the content has around inner, however tall the
// content is now (the scroll area makes it as tall as its viewport, or as its minimum when that
// is taller).
int heightAround(const QDockWidget *d, const QScrollArea *scroll, const QWidget *inner)
{
    return d->height() - scroll->height() + 2 * scroll->frameWidth() + scroll->widget()->height() -
           inner->height();
}

} // namespace

LayoutManager::LayoutManager(QMainWindow *window, bool useSettings)
    : QObject(window), m_window(window), m_useSettings(useSettings)
{
    m_group = new QActionGroup(this);
    for (int i = 0; i < kLayoutCount; ++i) {
        const auto layout = Layout(i);
        QAction *a = m_group->addAction(name(layout));
        a->setCheckable(true);
        a->setObjectName(QStringLiteral("layout-%1").arg(QLatin1String(kKeys[i])));
        a->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key(Qt::Key_1 + i)));
        connect(a, &QAction::triggered, this, [this, layout] { apply(layout); });
        m_actions[i] = a;
    }
    m_actions[Debug]->setToolTip(tr("The page with the charts and the inspector beside it"));
    m_actions[Annotate]->setToolTip(tr("The page with the annotation pane and the extracted text"));
    m_actions[Teach]->setToolTip(tr("The page with the extractors and the charts below it"));
    m_actions[Debug]->setChecked(true);
    // QMainWindow makes the tab bars of tabbed docks as they are needed, eliding their titles
    // ("Extrac…") when the column is narrow: a title cut short cannot be read, so each bar is
    // told, once polished, to keep whole titles and scroll instead.
    window->installEventFilter(this);
}

bool LayoutManager::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::ChildPolished)
        if (auto *bar = qobject_cast<QTabBar *>(static_cast<QChildEvent *>(event)->child())) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    return QObject::eventFilter(watched, event);
}

QString LayoutManager::name(Layout layout)
{
    switch (layout) {
    case Debug:
        return tr("&Debug");
    case Annotate:
        return tr("&Annotate");
    case Teach:
        return tr("&Teach");
    }
    return {};
}

QString LayoutManager::key(Layout layout)
{
    return layoutName(layout);
}

std::optional<LayoutManager::Layout> LayoutManager::fromKey(const QString &key)
{
    for (int i = 0; i < kLayoutCount; ++i)
        if (key == QLatin1String(kKeys[i]))
            return Layout(i);
    return std::nullopt;
}

void LayoutManager::addActions(QMenu *menu)
{
    for (QAction *a : m_actions)
        menu->addAction(a);
    menu->addSeparator();
    QAction *resetAction = menu->addAction(tr("&Reset Layout"), this, &LayoutManager::reset);
    resetAction->setObjectName(QStringLiteral("layout-reset"));
    resetAction->setToolTip(tr("Put the docks of the current layout back where they started"));
}

QDockWidget *LayoutManager::dock(const char *objectName) const
{
    return m_window->findChild<QDockWidget *>(QLatin1String(objectName),
                                              Qt::FindDirectChildrenOnly);
}

void LayoutManager::setCurrent(Layout layout)
{
    m_current = layout;
    m_actions[layout]->setChecked(true);
    emit layoutChanged(layout);
}

void LayoutManager::apply(Layout layout)
{
    m_states[m_current] = m_window->saveState(m_current);
    setCurrent(layout);
    if (m_states[layout].isEmpty() || !m_window->restoreState(m_states[layout], layout))
        reset();
}

void LayoutManager::reset()
{
    m_states[m_current].clear();
    arrange(m_current);
    m_sizesPending = true;
    if (m_window->isVisible())
        applySizes();
}

void LayoutManager::restore()
{
    if (m_useSettings) {
        const Settings settings;
        for (int i = 0; i < kLayoutCount; ++i)
            m_states[i] = settings.layoutState(layoutName(Layout(i)));
        const QString current = settings.currentLayout();
        for (int i = 0; i < kLayoutCount; ++i)
            if (current == QLatin1String(kKeys[i]))
                m_current = Layout(i);
    }
    setCurrent(m_current);
    if (m_states[m_current].isEmpty() || !m_window->restoreState(m_states[m_current], m_current))
        reset();
}

void LayoutManager::focus(QDockWidget *dock)
{
    dock->show();
    dock->raise();
    // A side column spans the central widget's height (the layouts put no dock above or below
    // the page in the right column's way); QMainWindow takes the rest from its neighbours.
    // Once the window has laid out the docks shown or hidden just before (the charts hidden
    // leave their tab group's minimum height until then).
    QTimer::singleShot(0, dock, [this, dock] {
        // The docks in front of the other tab groups of its column share the rest.
        QList<QDockWidget *> docks{dock};
        const QList<QDockWidget *> tabs = m_window->tabifiedDockWidgets(dock);
        for (QDockWidget *d : m_window->findChildren<QDockWidget *>())
            if (d != dock && !tabs.contains(d) && !d->isFloating() && d->isVisible() &&
                !d->visibleRegion().isEmpty() &&
                m_window->dockWidgetArea(d) == m_window->dockWidgetArea(dock) &&
                d->x() < dock->x() + dock->width() && dock->x() < d->x() + d->width())
                docks << d;
        // resizeDocks sizes a tabbed dock's group, its tab bar with it, and shares what the sizes
        // leave of the column out in their proportions: the sizes are the docks' heights (what
        // is shared) each with its tab bar, and add up to the groups' heights (the column less
        // the separators).
        QList<int> bars;
        int shared = 0;
        int groups = 0;
        for (QDockWidget *d : docks) {
            bars << tabBarHeight(d);
            shared += d->height();
            groups += d->height() + bars.back();
        }
        // The Extracted text among them keeps kReadableLines lines, or kLinesBesideReasons
        // beside the DOM inspector; the focused dock gets the rest, its group up to kFocusShare
        // of the groups' height, and the inspector no more than its reasons need (the text
        // takes what they leave). The focused dock never gets less than half of what is shared,
        // or what it needs when that is less (on a screen smaller than 1280 × 720 the text gives
        // way); the others share what it leaves.
        const bool reasons = dock->objectName() == QLatin1String("inspectorDock");
        QList<int> kept;
        int keptTotal = 0;
        for (qsizetype k = 1; k < docks.size(); ++k) {
            kept << readableHeight(docks[k], reasons ? kLinesBesideReasons : kReadableLines);
            keptTotal += kept.back();
        }
        const int most = static_cast<int>(kFocusShare * groups) - bars[0];
        const int wanted = reasons ? std::min(most, neededHeight(dock)) : most;
        const int focused =
            std::max(std::min(wanted, shared / 2), std::min(wanted, shared - keptTotal));
        QList<int> sizes{focused};
        const int left = shared - focused;
        for (qsizetype k = 1; k < docks.size(); ++k)
            sizes << (left >= keptTotal
                          ? kept[k - 1] + (left - keptTotal) / static_cast<int>(docks.size() - 1)
                          : left / static_cast<int>(docks.size() - 1));
        for (qsizetype k = 0; k < docks.size(); ++k)
            sizes[k] += bars[k];
        m_window->resizeDocks(docks, sizes, Qt::Vertical);
    });
}

int LayoutManager::tabBarHeight(QDockWidget *d) const
{
    if (m_window->tabifiedDockWidgets(d).isEmpty())
        return 0;
    for (const QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly))
        if (bar->isVisible() && bar->x() < d->x() + d->width() && d->x() < bar->x() + bar->width())
            for (int i = 0; i < bar->count(); ++i)
                if (bar->tabText(i) == d->windowTitle())
                    return bar->height();
    return 0;
}

int LayoutManager::neededHeight(QDockWidget *d) const
{
    auto *scroll = qobject_cast<QScrollArea *>(d->widget());
    auto *inspector = d->findChild<DomInspector *>();
    if (!scroll || !scroll->widget() || !inspector)
        return std::numeric_limits<int>::max(); // content unknown: all it may get
    return heightAround(d, scroll, inspector) + inspector->neededHeight();
}

int LayoutManager::readableHeight(QDockWidget *d, int lines) const
{
    if (d->objectName() != QLatin1String("textDock"))
        return 0;
    auto *scroll = qobject_cast<QScrollArea *>(d->widget());
    auto *text = d->findChild<QPlainTextEdit *>(QStringLiteral("extractedText"));
    if (!scroll || !scroll->widget() || !text)
        return 0;
    // Around the text's viewport: the pane's extractor choice, summary (wrapped at the dock's
    // present width), buttons and frames.
    return heightAround(d, scroll, text->viewport()) + lines * text->fontMetrics().lineSpacing() +
           2 * static_cast<int>(std::ceil(text->document()->documentMargin()));
}

void LayoutManager::windowShown()
{
    if (m_sizesPending)
        applySizes();
}

void LayoutManager::save()
{
    m_states[m_current] = m_window->saveState(m_current);
    if (!m_useSettings)
        return;
    Settings settings;
    for (int i = 0; i < kLayoutCount; ++i)
        if (!m_states[i].isEmpty())
            settings.setLayoutState(layoutName(Layout(i)), m_states[i]);
    settings.setCurrentLayout(layoutName(m_current));
}

void LayoutManager::arrange(Layout layout)
{
    QDockWidget *extractors = dock("extractorsDock");
    QDockWidget *inspector = dock("inspectorDock");
    QDockWidget *text = dock("textDock");
    QDockWidget *annotation = dock("annotationDock");
    QDockWidget *charts = dock("chartsDock");
    if (!extractors || !inspector || !text || !annotation || !charts)
        return;
    // The campaign's queue (when present): a tab beside the annotation dock, below it in Annotate.
    QDockWidget *campaign = dock("campaignDock");
    // The trace player and the lesson's text: placed in Teach, hidden in the other layouts.
    QDockWidget *player = dock("tracePlayerDock");
    QDockWidget *lesson = dock("lessonDock");
    QList<QDockWidget *> known{extractors, inspector, text, annotation, charts};
    // The compare view of two extractors is a tab beside the DOM inspector (when present).
    QDockWidget *compare = dock("compareDock");
    // The page's metadata is a tab beside the DOM inspector too (when present).
    QDockWidget *metadata = dock("metadataDock");
    for (QDockWidget *d : {campaign, compare, metadata, player, lesson})
        if (d)
            known << d;
    for (QDockWidget *d : known) {
        d->setFloating(false);
        m_window->removeDockWidget(d);
    }
    const auto place = [this](QDockWidget *d, Qt::DockWidgetArea area) {
        m_window->addDockWidget(area, d);
        d->show();
    };
    const auto hideTeaching = [this, player, lesson] {
        if (player) {
            m_window->addDockWidget(Qt::BottomDockWidgetArea, player);
            player->hide();
        }
        if (lesson) {
            m_window->addDockWidget(Qt::RightDockWidgetArea, lesson);
            lesson->hide();
        }
    };
    switch (layout) {
    case Debug:
        hideTeaching();
        place(charts, Qt::RightDockWidgetArea);
        place(extractors, Qt::RightDockWidgetArea);
        m_window->splitDockWidget(charts, extractors, Qt::Vertical);
        // Two rows of tabs, so that each reads whole in a laptop's column: what the extractors
        // made beside the charts, what they read and how below.
        for (QDockWidget *d : {text, annotation, campaign}) {
            if (!d)
                continue;
            m_window->tabifyDockWidget(charts, d);
            d->show();
        }
        for (QDockWidget *d : {inspector, metadata, compare}) {
            if (!d)
                continue;
            m_window->tabifyDockWidget(extractors, d);
            d->show();
        }
        charts->raise();
        extractors->raise();
        break;
    case Annotate:
        hideTeaching();
        place(annotation, Qt::RightDockWidgetArea);
        place(text, Qt::RightDockWidgetArea);
        m_window->splitDockWidget(annotation, text, Qt::Vertical);
        m_window->tabifyDockWidget(annotation, inspector);
        inspector->show();
        if (metadata) {
            m_window->tabifyDockWidget(annotation, metadata);
            metadata->show();
        }
        if (compare) {
            m_window->tabifyDockWidget(annotation, compare);
            compare->show();
        }
        m_window->tabifyDockWidget(text, extractors);
        extractors->show();
        // The campaign's queue below the annotation pane, so that both are in sight at once.
        if (campaign) {
            m_window->tabifyDockWidget(text, campaign);
            campaign->show();
        }
        annotation->raise();
        text->raise();
        m_window->addDockWidget(Qt::BottomDockWidgetArea, charts);
        charts->hide();
        break;
    case Teach:
        place(extractors, Qt::LeftDockWidgetArea);
        place(charts, Qt::BottomDockWidgetArea);
        place(text, Qt::LeftDockWidgetArea);
        m_window->splitDockWidget(extractors, text, Qt::Vertical);
        m_window->addDockWidget(Qt::RightDockWidgetArea, inspector);
        m_window->tabifyDockWidget(inspector, annotation);
        inspector->hide();
        annotation->hide();
        if (campaign) {
            m_window->tabifyDockWidget(inspector, campaign);
            campaign->hide();
        }
        if (compare) {
            m_window->tabifyDockWidget(inspector, compare);
            compare->hide();
        }
        if (metadata) {
            m_window->tabifyDockWidget(inspector, metadata);
            metadata->hide();
        }
        if (player) {
            place(player, Qt::BottomDockWidgetArea);
            m_window->splitDockWidget(charts, player, Qt::Horizontal);
        }
        if (lesson) {
            // A tab over the extracted text, beside the page: the page keeps its share.
            m_window->tabifyDockWidget(text, lesson);
            lesson->show();
            lesson->raise();
        }
        break;
    }
}

int LayoutManager::unscrolledWidth(const char *objectName) const
{
    QDockWidget *d = dock(objectName);
    auto *scroll = d ? qobject_cast<QScrollArea *>(d->widget()) : nullptr;
    if (!scroll || !scroll->widget())
        return 0;
    const QWidget *content = scroll->widget();
    const int contentWidth = std::max(content->minimumWidth(), content->minimumSizeHint().width());
    // What the dock adds around its scroll area (frame, margins), as it is laid out now.
    const int dockFrame = std::max(0, d->width() - scroll->width());
    return contentWidth + scroll->verticalScrollBar()->sizeHint().width() +
           2 * scroll->frameWidth() + dockFrame;
}

void LayoutManager::applySizes()
{
    m_sizesPending = false;
    const int w = m_window->width();
    const int h = m_window->height();
    const auto px = [](int total, double share) { return int(total * share); };
    switch (m_current) {
    case Debug:
        m_window->resizeDocks({dock("chartsDock")}, {px(w, kDebugColumn)}, Qt::Horizontal);
        m_window->resizeDocks({dock("chartsDock"), dock("extractorsDock")},
                              {px(h, kDebugChartShare), px(h, 1 - kDebugChartShare)}, Qt::Vertical);
        break;
    case Annotate:
        m_window->resizeDocks({dock("annotationDock")}, {px(w, kAnnotateColumn)}, Qt::Horizontal);
        m_window->resizeDocks({dock("annotationDock"), dock("textDock")},
                              {px(h, kAnnotatePaneShare), px(h, 1 - kAnnotatePaneShare)},
                              Qt::Vertical);
        break;
    case Teach:
        m_window->resizeDocks({dock("extractorsDock")},
                              {std::max(px(w, kTeachColumn), unscrolledWidth("extractorsDock"))},
                              Qt::Horizontal);
        m_window->resizeDocks({dock("chartsDock")}, {px(h, kTeachChartsHeight)}, Qt::Vertical);
        if (dock("tracePlayerDock"))
            m_window->resizeDocks({dock("chartsDock"), dock("tracePlayerDock")},
                                  {px(w, 1 - kTeachPlayerShare), px(w, kTeachPlayerShare)},
                                  Qt::Horizontal);
        break;
    }
}

} // namespace ui

#include "moc_layoutmanager.cpp"
