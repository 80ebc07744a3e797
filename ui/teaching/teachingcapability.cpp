#include "teachingcapability.h"

#include "charts/chartpanel.h"
#include "common/selection.h"
#include "common/workbench.h"
#include "extractors/analysiscontroller.h"
#include "extractors/extractorscapability.h"
#include "lesson.h"
#include "page/pagecapability.h"
#include "page/pageview.h"
#include "traceplayerpanel.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QTextBrowser>

#include <utility>

namespace ui {

TeachingCapability::TeachingCapability(Workbench *workbench, Selection *selection,
                                       PageCapability *page, ExtractorsCapability *extractors,
                                       ChartPanel *charts)
    : Capability(workbench), m_workbench(workbench), m_selection(selection), m_page(page),
      m_extractors(extractors), m_charts(charts)
{
    QMainWindow *window = workbench->window();
    // The player beside the charts, the lesson's text beside the page (placed by the Teach
    // layout; hidden in the others until View shows them).
    AnalysisController *controller = extractors->controller();
    m_player = new TracePlayerPanel(
        [controller](const std::string &id) { return controller->extractor(id); }, window);
    m_playerDock = new QDockWidget(tr("Trace player"), window);
    m_playerDock->setObjectName(QStringLiteral("tracePlayerDock"));
    m_playerDock->setWidget(m_player);
    m_lessonText = new QTextBrowser(window);
    m_lessonText->setObjectName(QStringLiteral("lessonText"));
    m_lessonText->setOpenExternalLinks(false);
    m_lessonText->setPlaceholderText(tr("Help ▸ Lessons opens a lesson: its page, and here the "
                                        "text that says what to watch."));
    m_lessonDock = new QDockWidget(tr("Lesson"), window);
    m_lessonDock->setObjectName(QStringLiteral("lessonDock"));
    m_lessonDock->setWidget(m_lessonText);
    m_lessons = new QMenu(tr("&Lessons"), window);
    m_lessons->setObjectName(QStringLiteral("lessonsMenu"));
    for (const Lesson &lesson : Lesson::bundled())
        m_lessons->addAction(lesson.title, this, [this, lesson] { openLesson(lesson); })
            ->setObjectName(QStringLiteral("lesson-") + lesson.id);

    // The player traces what the window shows; its steps are drawn on the page and charts.
    connect(page, &PageCapability::analysisShown, m_player, &TracePlayerPanel::setAnalysis);
    connect(page, &PageCapability::pageChanged, m_player, [this](const PageIdentity &shown) {
        m_player->setAnalysis(nullptr);
        if (shown.url != m_lessonPage)
            endLesson(); // another page than the lesson's: the lesson is over
    });
    connect(m_player, &TracePlayerPanel::stepChanged, this, &TeachingCapability::showTraceStep);
}

void TeachingCapability::openLesson(const Lesson &lesson)
{
    if (!m_workbench->mayLeavePage())
        return;
    AnalysisController *controller = m_extractors->controller();
    if (!m_userSetup) {
        Setup user;
        for (const core::Extractor *e : m_extractors->extractors())
            if (controller->isEnabled(e->info().id))
                user.ticked << QString::fromStdString(e->info().id);
        user.source = controller->sourceMode();
        user.layout = m_layout;
        m_userSetup = std::move(user);
    }
    m_lessonPage = lesson.page;
    emit layoutRequested(lesson.layout);
    for (const core::Extractor *e : m_extractors->extractors()) {
        const QString id = QString::fromStdString(e->info().id);
        const bool wanted = lesson.extractors.contains(id);
        if (wanted != controller->isEnabled(e->info().id))
            m_extractors->setExtractorEnabled(id, wanted);
    }
    m_extractors->setSourceMode(lesson.source);
    m_player->setExtractor(lesson.trace);
    m_lessonText->setMarkdown(lesson.text);
    for (QDockWidget *dock : {m_playerDock, m_lessonDock}) {
        dock->show();
        dock->raise();
    }
    m_page->open(lesson.page, false);
}

void TeachingCapability::endLesson()
{
    if (!m_userSetup)
        return;
    const Setup user = *std::exchange(m_userSetup, std::nullopt);
    m_lessonPage = QUrl();
    AnalysisController *controller = m_extractors->controller();
    for (const core::Extractor *e : m_extractors->extractors()) {
        const QString id = QString::fromStdString(e->info().id);
        if (user.ticked.contains(id) != controller->isEnabled(e->info().id))
            m_extractors->setExtractorEnabled(id, user.ticked.contains(id));
    }
    m_extractors->setSourceMode(user.source);
    m_lessonText->clear();
    if (user.layout != m_layout)
        emit layoutRequested(user.layout);
}

void TeachingCapability::setLayout(const QString &key)
{
    m_layout = key;
    m_player->setWindowWideKeys(key == QLatin1String("teach"));
}

void TeachingCapability::showTraceStep(const QString &extractor)
{
    // A hidden player shows nothing on the page or the charts.
    const TracePlayer::Focus focus =
        m_player->isVisible() ? m_player->player().focus() : TracePlayer::Focus{};
    QList<int> elements;
    for (core::NodeId n : focus.nodes)
        if (const int e = m_selection->mapper().elementOf(n); e >= 0 && !elements.contains(e))
            elements << e;
    m_page->view()->setStepElements(elements, true);
    m_charts->setTraceStep(extractor.toStdString(), focus.chart, focus.from, focus.to);
}

QList<Capability::Dock> TeachingCapability::docks() const
{
    return {{m_playerDock, Qt::BottomDockWidgetArea}, {m_lessonDock, Qt::RightDockWidgetArea}};
}

QList<Capability::MenuEntry> TeachingCapability::menuEntries() const
{
    return {{Place::HelpLessons, {m_lessons->menuAction()}}};
}

void TeachingCapability::cancelWork()
{
    m_player->cancel();
}

} // namespace ui

#include "moc_teachingcapability.cpp"
