#include "extractorscapability.h"

#include "analysiscontroller.h"
#include "common/settings.h"
#include "common/workbench.h"
#include "extractorpanel.h"

#include <extractors/voteextractor.h>

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QTimer>

#include <set>

namespace ui {

namespace {

// Project choice: the extractors ticked on first start, where they exist: one DOM, one line and
// one token extractor, so a newcomer sees three different ideas side by side.
const char *const kDefaultExtractors[] = {"density", "addanag", "bte"};

} // namespace

ExtractorsCapability::ExtractorsCapability(Workbench *workbench,
                                           std::vector<const core::Extractor *> extractors,
                                           bool useSettings)
    : Capability(workbench), m_workbench(workbench), m_useSettings(useSettings),
      m_extractors(std::move(extractors))
{
    if (m_extractors.empty())
        m_extractors = loadCatalog(useSettings);
    QMainWindow *window = workbench->window();
    m_controller = new AnalysisController(m_extractors, this);
    m_panel = new ExtractorPanel(m_extractors, window);
    m_panel->setMinimumWidth(260);
    m_dock = new QDockWidget(tr("Extractors"), window);
    m_dock->setObjectName(QStringLiteral("extractorsDock"));
    m_dock->setWidget(m_panel);
    if (!m_catalogs.empty())
        for (const core::CatalogEntry &entry : m_catalogs.front()->entries()) {
            // In the window the vote is of the ticked extractors (updateVote): it needs none of
            // the field's programs, its default voters, to be installed.
            if (!entry.available && entry.extractor->info().id == core::VoteExtractor::kId) {
                std::vector<core::VoteExtractor::Voter> voters;
                for (const char *id : kDefaultExtractors)
                    if (const core::Extractor *e = m_controller->extractor(id))
                        voters.push_back({e, 1});
                if (!voters.empty()) {
                    m_votes.push_back(std::make_unique<core::VoteExtractor>(std::move(voters)));
                    m_controller->addExtractor(m_votes.back().get());
                    m_panel->addExtractor(m_votes.back().get());
                    continue;
                }
            }
            if (!entry.available)
                m_panel->setUnavailable(QString::fromStdString(entry.extractor->info().id),
                                        QString::fromStdString(entry.reason));
            if (entry.external)
                workbench->offerExtractor(entry.extractor, QString::fromStdString(entry.reason));
        }
    workbench->showMessage(workbench->startNote());

    m_addDefinition = new QAction(tr("&Add Definition File…"), this);
    m_addDefinition->setObjectName(QStringLiteral("addDefinitionAction"));
    m_addDefinition->setToolTip(tr("Offer another program as an extractor: a JSON definition "
                                   "(docs/external-extractors.md); remembered"));
    connect(m_addDefinition, &QAction::triggered, this, &ExtractorsCapability::addDefinitionFileAs);

    connect(m_controller, &AnalysisController::failed, workbench, &Workbench::showMessage);
    connect(m_controller, &AnalysisController::runStarted, m_panel, &ExtractorPanel::runStarted);
    connect(m_controller, &AnalysisController::runFinished, m_panel, &ExtractorPanel::runFinished);
    connect(m_controller, &AnalysisController::runFailed, m_panel, &ExtractorPanel::runFailed);
    connect(m_panel, &ExtractorPanel::cancelRequested, this,
            [this](const QString &id) { m_controller->cancel(id.toStdString()); });
    connect(m_panel, &ExtractorPanel::toggled, this, &ExtractorsCapability::setExtractorEnabled);
    connect(m_panel, &ExtractorPanel::paramsChanged, this,
            [this](const QString &id, const core::ParamValues &values) {
                m_controller->setParams(id.toStdString(), values);
            });
    connect(m_panel, &ExtractorPanel::sourceModeChanged, this,
            &ExtractorsCapability::setSourceMode);
    tickFirstExtractors();
}

ExtractorsCapability::~ExtractorsCapability() = default;

std::vector<const core::Extractor *> ExtractorsCapability::loadCatalog(bool useSettings)
{
    // Remembered definition files that no longer exist: forgotten, and said in the status line.
    QStringList forgotten;
    core::ExtractorCatalog::Sources sources;
    sources.executableDir = QCoreApplication::applicationDirPath().toStdString();
    if (useSettings) {
        // Project choice: a file deleted (or moved) since it was added is dropped from the list,
        // else it would be reported at every start for ever; one that is there but malformed
        // stays (its user may be editing it) and is reported below.
        Settings settings;
        QStringList files = settings.definitionFiles();
        for (const QString &file : std::as_const(files))
            if (!QFileInfo::exists(file))
                forgotten << file;
        if (!forgotten.isEmpty()) {
            files.removeIf([&](const QString &file) { return forgotten.contains(file); });
            settings.setDefinitionFiles(files);
        }
        for (const QString &file : std::as_const(files))
            sources.files.push_back(file.toStdString());
    }
    m_catalogs.push_back(
        std::make_unique<core::ExtractorCatalog>(core::ExtractorCatalog::load(sources)));
    const core::ExtractorCatalog &catalog = *m_catalogs.back();
    std::vector<const core::Extractor *> out;
    for (const core::CatalogEntry &entry : catalog.entries())
        out.push_back(entry.extractor);
    // A malformed definition file is left out and said in one line, never a dialog.
    QString note;
    if (!catalog.issues().empty())
        note = tr("%1 (%n definition file(s) left out)", nullptr, int(catalog.issues().size()))
                   .arg(QString::fromStdString(catalog.issues().front()));
    if (!forgotten.isEmpty())
        note = tr("%n added definition file(s) no longer there, forgotten: %1", nullptr,
                  int(forgotten.size()))
                   .arg(QLocale().createSeparatedList(forgotten)) +
               (note.isEmpty() ? QString() : QStringLiteral("; ") + note);
    m_workbench->setStartNote(note);
    return out;
}

void ExtractorsCapability::tickFirstExtractors()
{
    QStringList ticked;
    const std::optional<QStringList> saved =
        m_useSettings ? Settings().tickedExtractors() : std::nullopt;
    if (saved) {
        ticked = *saved;
    } else {
        for (const char *id : kDefaultExtractors)
            if (m_controller->extractor(id))
                ticked << QString::fromLatin1(id);
        if (ticked.isEmpty())
            ticked << QString::fromStdString(m_extractors.front()->info().id);
    }
    for (const QString &id : ticked)
        setExtractorEnabled(id, true);
}

void ExtractorsCapability::addCatalog(core::ExtractorCatalog catalog)
{
    bool any = false;
    for (const core::CatalogEntry &entry : catalog.entries()) {
        if (!entry.external)
            continue;
        any = true;
        const QString id = QString::fromStdString(entry.extractor->info().id);
        m_controller->addExtractor(entry.extractor);
        m_panel->addExtractor(entry.extractor);
        m_workbench->offerExtractor(entry.extractor, QString::fromStdString(entry.reason));
        if (!entry.available)
            m_panel->setUnavailable(id, QString::fromStdString(entry.reason));
        else if (m_controller->isEnabled(id.toStdString()))
            m_panel->setChecked(id, true);
    }
    if (!catalog.issues().empty())
        m_workbench->showMessage(QString::fromStdString(catalog.issues().front()));
    if (any)
        m_catalogs.push_back(std::make_unique<core::ExtractorCatalog>(std::move(catalog)));
}

void ExtractorsCapability::addPackageExtractors(const QString &packagePath)
{
    core::ExtractorCatalog catalog;
    catalog.addFolder(core::ExtractorCatalog::packageFolder(packagePath.toStdString()),
                      core::ExtractorOrigin::Package);
    addCatalog(std::move(catalog));
}

bool ExtractorsCapability::addDefinitionFile(const QString &path, QString *error)
{
    core::ExtractorCatalog catalog;
    if (!catalog.addFile(path.toStdString(), core::ExtractorOrigin::File)) {
        const QString message = catalog.issues().empty()
                                    ? tr("%1: cannot be read").arg(path)
                                    : QString::fromStdString(catalog.issues().front());
        m_workbench->showMessage(message);
        if (error)
            *error = message;
        return false;
    }
    QString id;
    for (const core::CatalogEntry &entry : catalog.entries())
        if (entry.external)
            id = QString::fromStdString(entry.extractor->info().id);
    addCatalog(std::move(catalog));
    if (m_useSettings) {
        Settings settings;
        QStringList files = settings.definitionFiles();
        const QString absolute = QFileInfo(path).absoluteFilePath();
        if (!files.contains(absolute))
            files << absolute;
        settings.setDefinitionFiles(files);
    }
    m_workbench->showMessage(tr("%1 added from %2").arg(id, path));
    return true;
}

void ExtractorsCapability::addDefinitionFileAs()
{
    const QString path =
        QFileDialog::getOpenFileName(m_workbench->window(), tr("Add extractor definition"),
                                     QString::fromStdString(core::ExtractorCatalog::userFolder()),
                                     tr("Extractor definitions (*.json);;All files (*)"));
    if (!path.isEmpty())
        addDefinitionFile(path);
}

void ExtractorsCapability::setExtractorEnabled(const QString &id, bool on)
{
    if (on && !m_panel->isAvailable(id)) {
        m_panel->setChecked(id, false);
        return;
    }
    m_panel->setChecked(id, on);
    m_controller->setEnabled(id.toStdString(), on);
    if (on || id != QLatin1String(core::VoteExtractor::kId.data()))
        queueVoteUpdate();
}

void ExtractorsCapability::queueVoteUpdate()
{
    if (m_voteQueued)
        return;
    m_voteQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_voteQueued = false;
        updateVote();
    });
}

void ExtractorsCapability::updateVote()
{
    const std::string voteId(core::VoteExtractor::kId);
    const core::Extractor *current = m_controller->extractor(voteId);
    if (!current || !m_controller->isEnabled(voteId))
        return;
    // The ticked extractors that are no ensemble, each once, in the panel's order.
    std::vector<const core::Extractor *> candidates = m_extractors;
    for (const auto &catalog : m_catalogs)
        for (const core::CatalogEntry &entry : catalog->entries())
            candidates.push_back(entry.extractor);
    std::vector<core::VoteExtractor::Voter> voters;
    std::set<std::string> seen;
    for (const core::Extractor *candidate : candidates) {
        const std::string id = candidate->info().id;
        const core::Extractor *e = m_controller->extractor(id);
        if (!e || !seen.insert(id).second || !e->voters().empty() || !m_controller->isEnabled(id) ||
            !m_panel->isAvailable(QString::fromStdString(id)))
            continue;
        voters.push_back({e, 1});
    }
    // Fewer than two ticked: the vote keeps the voters it has.
    if (voters.size() < 2)
        return;
    const auto same = current->voters();
    if (same.size() == voters.size() &&
        std::equal(same.begin(), same.end(), voters.begin(),
                   [](const core::Extractor *a, const core::VoteExtractor::Voter &b) {
                       return a == b.extractor;
                   }))
        return;
    m_votes.push_back(std::make_unique<core::VoteExtractor>(std::move(voters)));
    m_controller->addExtractor(m_votes.back().get());
    m_panel->addExtractor(m_votes.back().get());
    m_panel->setChecked(QString::fromStdString(voteId), true);
}

void ExtractorsCapability::setSourceMode(bool source)
{
    m_panel->setSourceMode(source);
    m_controller->setSourceMode(source);
}

QList<Capability::Dock> ExtractorsCapability::docks() const
{
    return {{m_dock, Qt::LeftDockWidgetArea}};
}

QList<Capability::MenuEntry> ExtractorsCapability::menuEntries() const
{
    return {{Place::Extractors, {m_addDefinition}}};
}

void ExtractorsCapability::saveState()
{
    if (!m_useSettings)
        return;
    QStringList ticked;
    for (const core::Extractor *e : m_controller->extractors())
        if (m_controller->isEnabled(e->info().id))
            ticked << QString::fromStdString(e->info().id);
    Settings().setTickedExtractors(ticked);
}

void ExtractorsCapability::cancelWork()
{
    m_controller->clear();
}

} // namespace ui

#include "moc_extractorscapability.cpp"
