#include "evaluationdashboard.h"

#include "agreementtablemodel.h"
#include "common/backgroundrun.h"
#include "common/settings.h"
#include "documentscoresmodel.h"
#include "evaluationroles.h"
#include "evaluationtablemodel.h"
#include "extractors/extractorpalette.h"
#include "f1barchart.h"
#include "figures/chartexporter.h"
#include "metadatasummarymodel.h"
#include "pagetypetablemodel.h"
#include "precisionrecallchart.h"

#include <eval/evaluationreport.h>
#include <io/atomicfile.h>
#include <package/testpackagereader.h>
#include <registry/extractorregistry.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPixmap>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <sstream>

namespace ui {

namespace {

// The summary table's tab, and the charts' tabs (exportChart's current chart).
constexpr int kSummaryTab = 0, kBarsTab = 1, kScatterTab = 2, kDocumentsTab = 3, kPageTypesTab = 4,
              kAgreementTab = 5, kMetadataTab = 6;

QIcon swatch(const QColor &color)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(color);
    return QIcon(pixmap);
}

QString issueList(const std::vector<core::PackageIssue> &issues)
{
    QStringList lines;
    for (const core::PackageIssue &issue : issues)
        lines << QStringLiteral("%1: %2").arg(issue.severity == core::PackageIssue::Severity::Error
                                                  ? EvaluationDashboard::tr("error")
                                                  : EvaluationDashboard::tr("warning"),
                                              QString::fromStdString(issue.text()));
    return lines.join(QLatin1Char('\n'));
}

bool writeText(const QString &path, const std::string &text, QString *error)
{
    std::string message;
    if (core::AtomicFile::write(path.toStdString(), text, message))
        return true;
    *error = QString::fromStdString(message);
    return false;
}

} // namespace

EvaluationDashboard::EvaluationDashboard(QWidget *parent) : QWidget(parent, Qt::Window)
{
    setWindowTitle(tr("Evaluation dashboard"));
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(buildSetup());
    splitter->addWidget(buildResults());
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({320, 960});
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(splitter);
    resize(1280, 760);
    publish(nullptr);
    updateButtons();
    setStatus(tr("Choose a test package and the extractors, then Run."));
}

EvaluationDashboard::~EvaluationDashboard()
{
    // The workers post to this object: they must be done before it goes.
    m_evaluating.cancelAndWait();
}

QWidget *EvaluationDashboard::buildSetup()
{
    auto *packageBox = new QGroupBox(tr("Test package"));
    m_package = new QComboBox;
    m_package->setObjectName(QStringLiteral("packageCombo"));
    m_package->setEditable(true);
    m_package->setInsertPolicy(QComboBox::NoInsert);
    m_package->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_package->setMinimumContentsLength(20);
    m_package->lineEdit()->setPlaceholderText(tr("Package folder"));
    m_package->setToolTip(tr("A test package folder (package.json, per document STEM.html and "
                             "STEM.txt); recent ones in the list"));
    m_package->addItems(Settings().recentPackages());
    m_package->setCurrentIndex(-1);
    auto *browse = new QPushButton(tr("Browse…"));
    browse->setObjectName(QStringLiteral("browseButton"));
    connect(browse, &QPushButton::clicked, this, &EvaluationDashboard::browse);
    auto *packageRow = new QHBoxLayout(packageBox);
    packageRow->addWidget(m_package, 1);
    packageRow->addWidget(browse);

    auto *extractorBox = new QGroupBox(tr("Extractors"));
    auto *list = new QWidget;
    list->setObjectName(QStringLiteral("extractorList"));
    auto *listLayout = new QGridLayout(list);
    listLayout->setContentsMargins(4, 4, 4, 4);
    listLayout->setColumnStretch(1, 1);
    m_extractorGrid = listLayout;
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        addExtractor(e);
    auto *scroll = new QScrollArea;
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(list);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *all = new QPushButton(tr("All"));
    auto *none = new QPushButton(tr("None"));
    connect(all, &QPushButton::clicked, this, [this] {
        for (QCheckBox *box : m_extractorBoxes)
            box->setChecked(true);
    });
    connect(none, &QPushButton::clicked, this, [this] {
        for (QCheckBox *box : m_extractorBoxes)
            box->setChecked(false);
    });
    auto *allNone = new QHBoxLayout;
    allNone->addWidget(all);
    allNone->addWidget(none);
    allNone->addStretch(1);
    auto *extractorLayout = new QVBoxLayout(extractorBox);
    extractorLayout->addWidget(scroll, 1);
    extractorLayout->addLayout(allNone);

    m_jobs = new QSpinBox;
    m_jobs->setObjectName(QStringLiteral("jobsSpin"));
    m_jobs->setRange(1, std::max(64, QThread::idealThreadCount()));
    m_jobs->setValue(std::max(1, QThread::idealThreadCount()));
    m_jobs->setToolTip(tr("Documents evaluated in parallel (boilerscope-cli eval --jobs)"));
    auto *jobsForm = new QFormLayout;
    jobsForm->addRow(tr("Parallel documents:"), m_jobs);

    m_run = new QPushButton(tr("Run"));
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setDefault(true);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    connect(m_run, &QPushButton::clicked, this, &EvaluationDashboard::run);
    connect(m_cancel, &QPushButton::clicked, this, &EvaluationDashboard::cancel);
    // Keyboard: Return in the package field runs, Escape cancels.
    connect(m_package->lineEdit(), &QLineEdit::returnPressed, this, [this] {
        if (m_run->isEnabled())
            run();
    });
    auto *escape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(escape, &QShortcut::activated, this, &EvaluationDashboard::cancel);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);

    m_progress = new QProgressBar;
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setFormat(tr("%v / %m documents"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *setup = new QWidget;
    auto *layout = new QVBoxLayout(setup);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(packageBox);
    layout->addWidget(extractorBox, 1);
    layout->addLayout(jobsForm);
    layout->addLayout(buttons);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    setup->setMinimumWidth(260);
    setup->setMaximumWidth(420);
    return setup;
}

QWidget *EvaluationDashboard::buildResults()
{
    m_resultsTitle = new QLabel;
    m_resultsTitle->setObjectName(QStringLiteral("resultsTitle"));
    m_resultsTitle->setWordWrap(true);
    m_resultsTitle->setTextFormat(Qt::RichText);

    m_measure = new QComboBox;
    m_measure->setObjectName(QStringLiteral("measureCombo"));
    for (core::Measure m : core::kMeasures)
        m_measure->addItem(QString::fromUtf8(core::measureName(m)), static_cast<int>(m));
    m_measure->setToolTip(tr("The measure of the charts and of the documents table"));
    connect(m_measure, &QComboBox::currentIndexChanged, this, [this](int i) {
        if (i >= 0)
            setMeasure(core::kMeasures[static_cast<std::size_t>(i)]);
    });
    m_detail = new QComboBox;
    m_detail->setObjectName(QStringLiteral("detailCombo"));
    m_detail->setToolTip(tr("Documents table: every extractor's F1, or one extractor's "
                            "precision, recall and F1 (also drawn per document in the scatter)"));
    m_detail->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_detail, &QComboBox::activated, this,
            [this](int i) { setDetailExtractor(m_detail->itemData(i).toInt()); });

    m_exportTsv = new QToolButton;
    m_exportTsv->setObjectName(QStringLiteral("exportTsvButton"));
    m_exportTsv->setText(tr("Export TSV"));
    m_exportTsv->setPopupMode(QToolButton::InstantPopup);
    auto *tsvMenu = new QMenu(m_exportTsv);
    tsvMenu->addAction(tr("Per-document rows (as eval --out)…"), this,
                       &EvaluationDashboard::exportRowsInteractively);
    tsvMenu->addAction(tr("Summary (as eval prints it)…"), this,
                       &EvaluationDashboard::exportSummaryInteractively);
    m_exportTsv->setMenu(tsvMenu);
    m_exportChart = new QPushButton(tr("Export chart…"));
    m_exportChart->setObjectName(QStringLiteral("exportChartButton"));
    m_exportChart->setToolTip(tr("Save the chart on show (or the F1 bar chart) as PNG or SVG"));
    connect(m_exportChart, &QPushButton::clicked, this,
            &EvaluationDashboard::exportChartInteractively);

    auto *controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Measure:")));
    controls->addWidget(m_measure);
    controls->addSpacing(12);
    controls->addWidget(new QLabel(tr("Documents of:")));
    controls->addWidget(m_detail);
    controls->addStretch(1);
    controls->addWidget(m_exportTsv);
    controls->addWidget(m_exportChart);

    // Project choice: compact rows, so that a 130-document package needs less scrolling.
    const int rowHeight = fontMetrics().height() + 8;
    m_tableModel = new EvaluationTableModel(this);
    m_tableProxy = new QSortFilterProxyModel(this);
    m_tableProxy->setSourceModel(m_tableModel);
    m_tableProxy->setSortRole(SortRole);
    m_summaryView = new QTableView;
    m_summaryView->setObjectName(QStringLiteral("summaryTable"));
    m_summaryView->setModel(m_tableProxy);
    m_summaryView->setSortingEnabled(true);
    m_summaryView->sortByColumn(-1, Qt::AscendingOrder); // run order until the user sorts
    m_summaryView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_summaryView->setAlternatingRowColors(true);
    m_summaryView->verticalHeader()->hide();
    m_summaryView->verticalHeader()->setDefaultSectionSize(rowHeight);
    m_summaryView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_summaryView->setToolTip(tr("Mean F1 ± standard deviation per extractor and measure; "
                                 "double-click a row for its documents"));
    connect(m_summaryView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        setDetailExtractor(m_tableProxy->mapToSource(index).row());
        m_tabs->setCurrentIndex(kDocumentsTab);
    });

    m_documentModel = new DocumentScoresModel(this);
    m_documentProxy = new QSortFilterProxyModel(this);
    m_documentProxy->setSourceModel(m_documentModel);
    m_documentProxy->setSortRole(SortRole);
    m_documentView = new QTableView;
    m_documentView->setObjectName(QStringLiteral("documentTable"));
    m_documentView->setModel(m_documentProxy);
    m_documentView->setSortingEnabled(true);
    m_documentView->sortByColumn(-1, Qt::AscendingOrder);
    m_documentView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_documentView->setAlternatingRowColors(true);
    m_documentView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_documentView->verticalHeader()->setDefaultSectionSize(rowHeight);
    m_documentView->verticalHeader()->hide();
    connect(m_documentView, &QTableView::activated, this, &EvaluationDashboard::openDocument);

    m_barChart = new F1BarChart;
    m_barChart->setObjectName(QStringLiteral("f1BarChart"));
    m_scatter = new PrecisionRecallChart;
    m_scatter->setObjectName(QStringLiteral("precisionRecallChart"));
    connect(m_scatter, &PrecisionRecallChart::documentClicked, this, [this](const QString &stem) {
        if (m_evaluation && !stem.isEmpty())
            emit openDocumentRequested(m_evaluation->packagePath, stem);
    });

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(QStringLiteral("resultTabs"));
    m_tabs->insertTab(kSummaryTab, m_summaryView, tr("Summary"));
    m_tabs->insertTab(kBarsTab, m_barChart, tr("F1 per extractor"));
    m_tabs->insertTab(kScatterTab, m_scatter, tr("Precision / recall"));
    m_tabs->insertTab(kDocumentsTab, m_documentView, tr("Documents"));
    // The measure chosen above by page type, with its proxy for sorting.
    m_pageTypeModel = new PageTypeTableModel(this);
    auto *pageTypeProxy = new QSortFilterProxyModel(this);
    pageTypeProxy->setSourceModel(m_pageTypeModel);
    pageTypeProxy->setSortRole(SortRole);
    m_agreementModel = new AgreementTableModel(this);
    auto *agreementProxy = new QSortFilterProxyModel(this);
    agreementProxy->setSourceModel(m_agreementModel);
    agreementProxy->setSortRole(SortRole);
    const auto table = [rowHeight](const QString &name, QAbstractItemModel *model) {
        auto *view = new QTableView;
        view->setObjectName(name);
        view->setModel(model);
        view->setSortingEnabled(true);
        view->sortByColumn(-1, Qt::AscendingOrder);
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setAlternatingRowColors(true);
        view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        view->horizontalHeader()->setStretchLastSection(true);
        view->verticalHeader()->setDefaultSectionSize(rowHeight);
        view->verticalHeader()->hide();
        return view;
    };
    QTableView *pageTypeView = table(QStringLiteral("pageTypeTable"), pageTypeProxy);
    pageTypeView->setToolTip(tr("The measure chosen above over every document (all), then per "
                                "page type: the figures boilerscope-cli eval --measure prints"));
    m_tabs->insertTab(kPageTypesTab, pageTypeView, tr("By page type"));
    QTableView *agreementView = table(QStringLiteral("agreementTable"), agreementProxy);
    agreementView->setToolTip(tr("Word F1 between the annotators' texts and Cohen's κ over the "
                                 "page's units, per document and for the package (as "
                                 "boilerscope-cli agreement)"));
    connect(
        agreementView, &QTableView::activated, this, [this, agreementProxy](const QModelIndex &i) {
            const QModelIndex source = agreementProxy->mapToSource(i);
            const auto &agreement = m_agreementModel->agreement();
            if (m_evaluation && agreement &&
                std::size_t(source.row()) < agreement->documents.size())
                emit openDocumentRequested(
                    m_evaluation->packagePath,
                    QString::fromStdString(agreement->documents[std::size_t(source.row())].stem));
        });
    m_tabs->insertTab(kAgreementTab, agreementView, tr("Agreement"));
    m_metadataModel = new MetadataSummaryModel(this);
    auto *metadataProxy = new QSortFilterProxyModel(this);
    metadataProxy->setSourceModel(m_metadataModel);
    metadataProxy->setSortRole(SortRole);
    QTableView *metadataView = table(QStringLiteral("metadataTable"), metadataProxy);
    metadataView->setToolTip(tr("Title, author, publication day and site name against the "
                                "package's metadata gold: ours (boilerscope) and the ticked "
                                "programs' own, over every document and per page type (as "
                                "boilerscope-cli eval --metadata)"));
    m_tabs->insertTab(kMetadataTab, metadataView, tr("Metadata"));
    m_tabs->setTabEnabled(kPageTypesTab, false);
    m_tabs->setTabEnabled(kAgreementTab, false);
    m_tabs->setTabEnabled(kMetadataTab, false);

    auto *results = new QWidget;
    auto *layout = new QVBoxLayout(results);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_resultsTitle);
    layout->addLayout(controls);
    layout->addWidget(m_tabs, 1);
    return results;
}

QString EvaluationDashboard::packagePath() const
{
    return m_package->currentText().trimmed();
}

void EvaluationDashboard::addExtractor(const core::Extractor *e, const QString &unavailable)
{
    const core::ExtractorInfo &info = e->info();
    const QString id = QString::fromStdString(info.id);
    const bool external = info.input == core::ExtractorInput::ExternalProgram;
    if (m_offered.count(info.id)) { // a newer definition of the same id
        m_offered[info.id] = e;
        return;
    }
    m_offered[info.id] = e;
    QString tip = QStringLiteral("<b>%1</b><br>%2")
                      .arg(QString::fromStdString(info.name).toHtmlEscaped(),
                           QString::fromStdString(info.description).toHtmlEscaped());
    if (external)
        tip += tr("<br><i>An external program: its seconds per kB include running it.</i>");
    if (!unavailable.isEmpty())
        tip += tr("<br><b>Unavailable:</b> %1").arg(unavailable.toHtmlEscaped());
    auto *box = new QCheckBox(id);
    box->setObjectName(QStringLiteral("extractor:") + id);
    box->setProperty("extractorId", id);
    box->setIcon(swatch(ExtractorPalette::color(info.id)));
    box->setToolTip(tip);
    // External programs take seconds a page: ticked by hand only.
    box->setChecked(!external);
    box->setEnabled(unavailable.isEmpty());
    connect(box, &QCheckBox::toggled, this, &EvaluationDashboard::updateButtons);
    // The name is clipped rather than widening the panel; the tooltip has it whole.
    auto *name = new QLabel(QString::fromStdString(info.name));
    name->setToolTip(tip);
    name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    name->setForegroundRole(QPalette::PlaceholderText);
    const int row = int(m_extractorBoxes.size());
    m_extractorGrid->setRowStretch(row, 0);
    m_extractorGrid->addWidget(box, row, 0);
    m_extractorGrid->addWidget(name, row, 1);
    m_extractorGrid->setRowStretch(row + 1, 1);
    m_extractorBoxes.push_back(box);
    if (m_run)
        updateButtons();
}

void EvaluationDashboard::setPackagePath(const QString &path)
{
    m_package->setEditText(path);
}

std::vector<std::string> EvaluationDashboard::checkedExtractors() const
{
    std::vector<std::string> ids;
    for (const QCheckBox *box : m_extractorBoxes)
        if (box->isChecked())
            ids.push_back(box->property("extractorId").toString().toStdString());
    return ids;
}

void EvaluationDashboard::setExtractorChecked(const std::string &id, bool checked)
{
    for (QCheckBox *box : m_extractorBoxes)
        if (box->property("extractorId").toString().toStdString() == id)
            box->setChecked(checked);
}

void EvaluationDashboard::setJobs(int jobs)
{
    m_jobs->setValue(jobs);
}

void EvaluationDashboard::browse()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Choose a test package"), packagePath());
    if (!dir.isEmpty())
        setPackagePath(QDir::toNativeSeparators(dir));
}

void EvaluationDashboard::offerPackage(const QString &path)
{
    if (path.isEmpty())
        return;
    const QSignalBlocker block(m_package);
    const QString typed = packagePath();
    if (m_package->findText(path) < 0)
        m_package->insertItem(0, path);
    if (typed.isEmpty())
        m_package->setCurrentIndex(m_package->findText(path));
    else
        m_package->setEditText(typed);
    updateButtons();
}

void EvaluationDashboard::rememberPackage(const QString &path)
{
    Settings settings;
    settings.addRecentPackage(path);
    const QStringList recent = settings.recentPackages();
    const QSignalBlocker block(m_package);
    m_package->clear();
    m_package->addItems(recent);
    m_package->setCurrentIndex(0);
}

void EvaluationDashboard::updateButtons()
{
    const bool busy = m_evaluating.isRunning() && !m_evaluating.isCancelling();
    m_run->setEnabled(!busy && !checkedExtractors().empty());
    m_cancel->setEnabled(busy);
    const bool results = m_evaluation != nullptr;
    m_exportTsv->setEnabled(results);
    m_exportChart->setEnabled(results);
}

void EvaluationDashboard::setStatus(const QString &text, const QString &details)
{
    m_status->setText(text);
    m_status->setToolTip(details);
}

void EvaluationDashboard::run()
{
    const QString path = packagePath();
    if (path.isEmpty()) {
        setStatus(tr("Choose a test package first."));
        emit evaluationFailed(m_status->text());
        return;
    }
    std::vector<core::EvaluatedExtractor> extractors;
    for (const std::string &id : checkedExtractors()) {
        const core::Extractor *e = m_offered.at(id);
        extractors.push_back({e, e->info().defaults()});
    }
    if (extractors.empty()) {
        setStatus(tr("Tick at least one extractor."));
        emit evaluationFailed(m_status->text());
        return;
    }

    // A run still going is superseded: it is cancelled and its results will be dropped as stale.
    const JobTracker::Job run = m_evaluating.start();
    m_progress->setRange(0, 0); // busy until the package is read
    setStatus(tr("Reading %1…").arg(path));
    rememberPackage(path);
    updateButtons();

    const unsigned jobs = static_cast<unsigned>(m_jobs->value());
    m_evaluating.track(runInBackground(
        this,
        [this, job = run.id, path, extractors = std::move(extractors), jobs, cancel = run.cancel] {
            QElapsedTimer timer;
            timer.start();
            Outcome out;
            core::TestPackageReader::Result read =
                core::TestPackageReader::read(path.toStdString());
            if (!read.package) {
                out.error =
                    tr("Cannot read the test package %1:\n%2").arg(path, issueList(read.issues));
                return out;
            }
            out.evaluation = std::make_shared<Evaluation>();
            Evaluation &evaluation = *out.evaluation;
            evaluation.packagePath = path;
            evaluation.packageDocuments = read.package->documents.size();
            evaluation.packageIssues = std::move(read.issues);
            const auto post = [this, job](std::size_t done, std::size_t total,
                                          const std::string &stem) {
                QMetaObject::invokeMethod(
                    this,
                    [this, job, done, total, stem = QString::fromStdString(stem)] {
                        onProgress(job, static_cast<int>(done), static_cast<int>(total), stem);
                    },
                    Qt::QueuedConnection);
            };
            post(0, evaluation.packageDocuments, {});
            // Metadata is scored on every run: our extractor costs little beside the others, and
            // the programs' own metadata comes with their runs.
            const core::EvaluationRunner runner(extractors, jobs, core::allMeasures(),
                                                core::EvaluationRunner::Metadata::Scored);
            evaluation.results = runner.run(*read.package, post, cancel.get());
            evaluation.summary = core::EvaluationSummary::of(evaluation.results);
            const bool annotated = std::any_of(
                read.package->documents.begin(), read.package->documents.end(),
                [](const core::PackageDocument &d) { return d.annotations.size() >= 2; });
            if (annotated && !evaluation.results.cancelled)
                evaluation.agreement = std::make_shared<const core::PackageAgreement>(
                    core::Agreement::ofPackage(*read.package));
            evaluation.seconds = timer.nsecsElapsed() / 1e9;
            return out;
        },
        [this, job = run.id](Outcome outcome) { finish(job, std::move(outcome)); }));
    emit runStarted();
}

void EvaluationDashboard::cancel()
{
    if (!m_evaluating.isRunning() || m_evaluating.isCancelling())
        return;
    m_evaluating.cancel();
    setStatus(tr("Cancelling: the documents in progress finish first…"));
    updateButtons();
}

void EvaluationDashboard::onProgress(quint64 job, int done, int total, const QString &stem)
{
    if (!m_evaluating.isCurrent(job) || !m_evaluating.isRunning())
        return; // a report of a superseded run, or one that arrived after its results
    m_progress->setRange(0, total);
    m_progress->setValue(done);
    if (!m_evaluating.isCancelling())
        setStatus(stem.isEmpty() ? tr("Evaluating %n document(s)…", nullptr, total)
                                 : tr("Evaluated %1 (%2 of %3)").arg(stem).arg(done).arg(total));
}

void EvaluationDashboard::finish(quint64 job, Outcome outcome)
{
    if (!m_evaluating.finish(job))
        return; // superseded by a newer run
    if (!outcome.evaluation) {
        m_progress->setRange(0, 1);
        m_progress->setValue(0);
        setStatus(outcome.error);
        updateButtons();
        emit evaluationFailed(outcome.error);
        return;
    }
    const Evaluation &evaluation = *outcome.evaluation;
    const core::EvaluationResults &r = evaluation.results;
    const std::size_t total = evaluation.packageDocuments;
    m_progress->setRange(0, std::max(1, static_cast<int>(total)));
    m_progress->setValue(static_cast<int>(r.documentsDone));
    std::vector<core::PackageIssue> issues = evaluation.packageIssues;
    issues.insert(issues.end(), r.issues.begin(), r.issues.end());
    QString status = r.cancelled ? tr("Cancelled after %1 of %2 documents: partial results.")
                                       .arg(r.documentsDone)
                                       .arg(total)
                                 : tr("Done: %1 documents in %2 s.")
                                       .arg(r.documentsDone)
                                       .arg(evaluation.seconds, 0, 'f', 1);
    if (!issues.empty())
        status += QLatin1Char(' ') +
                  tr("%n issue(s) (hover for the list).", nullptr, static_cast<int>(issues.size()));
    setStatus(status, issueList(issues));
    const bool cancelled = r.cancelled;
    publish(std::move(outcome.evaluation));
    updateButtons();
    emit evaluationFinished(cancelled);
}

void EvaluationDashboard::publish(std::shared_ptr<const Evaluation> evaluation)
{
    m_evaluation = std::move(evaluation);
    m_tableModel->setEvaluation(m_evaluation);
    m_documentModel->setEvaluation(m_evaluation);
    m_pageTypeModel->setEvaluation(m_evaluation);
    m_agreementModel->setAgreement(m_evaluation ? m_evaluation->agreement : nullptr);
    m_tabs->setTabEnabled(kPageTypesTab, m_evaluation != nullptr);
    m_tabs->setTabEnabled(kAgreementTab, m_evaluation && m_evaluation->agreement);
    m_metadataModel->setEvaluation(m_evaluation);
    m_tabs->setTabEnabled(kMetadataTab, m_metadataModel->rowCount() > 0);
    m_barChart->setEvaluation(m_evaluation);
    m_scatter->setEvaluation(m_evaluation);

    m_detail->clear();
    m_detail->addItem(tr("all extractors (F1)"), DocumentScoresModel::kAllExtractors);
    if (m_evaluation)
        for (std::size_t e = 0; e < m_evaluation->results.extractors.size(); ++e) {
            const std::string &id = m_evaluation->results.extractors[e];
            m_detail->addItem(swatch(ExtractorPalette::color(id)), QString::fromStdString(id),
                              static_cast<int>(e));
        }
    setDetailExtractor(DocumentScoresModel::kAllExtractors);

    if (!m_evaluation) {
        m_resultsTitle->setText(tr("<b>No results yet.</b>"));
        return;
    }
    const core::EvaluationResults &r = m_evaluation->results;
    // A document is annotated when its gold allows a measure asked for; the others are read but
    // score nothing.
    const auto annotated = std::count_if(r.applicable.begin(), r.applicable.end(),
                                         [](const core::MeasureSet &m) { return m.any(); });
    QString title = tr("<b>%1</b> — %2 of %3 documents annotated × %4 extractors")
                        .arg(m_evaluation->packagePath.toHtmlEscaped())
                        .arg(annotated)
                        .arg(m_evaluation->packageDocuments)
                        .arg(r.extractors.size());
    if (r.cancelled)
        title += tr(" — <span style='color:#b00020'><b>cancelled: partial results over the "
                    "%1 documents evaluated</b></span>")
                     .arg(r.documentsDone);
    m_resultsTitle->setText(title);
}

void EvaluationDashboard::setMeasure(core::Measure measure)
{
    const int i = static_cast<int>(measure);
    if (m_measure->currentIndex() != i)
        m_measure->setCurrentIndex(i); // comes back here through currentIndexChanged
    m_documentModel->setMeasure(measure);
    m_pageTypeModel->setMeasure(measure);
    m_barChart->setMeasure(measure);
    m_scatter->setMeasure(measure);
}

void EvaluationDashboard::setDetailExtractor(int extractor)
{
    m_documentModel->setExtractor(extractor);
    const int shown = m_documentModel->extractor();
    m_scatter->setExtractor(
        shown == DocumentScoresModel::kAllExtractors ? PrecisionRecallChart::kNoExtractor : shown);
    const int item = m_detail->findData(shown);
    if (item >= 0)
        m_detail->setCurrentIndex(item);
}

void EvaluationDashboard::openDocument(const QModelIndex &proxyIndex)
{
    const QString stem = proxyIndex.data(DocumentStemRole).toString();
    if (m_evaluation && !stem.isEmpty())
        emit openDocumentRequested(m_evaluation->packagePath, stem);
}

bool EvaluationDashboard::exportRows(const QString &path, QString *error) const
{
    if (!m_evaluation) {
        *error = tr("No results to export yet.");
        return false;
    }
    std::ostringstream out;
    // The dashboard shows the measured seconds per kB; its exports keep them.
    core::EvaluationReport::writeRows(out, m_evaluation->results,
                                      core::EvaluationReport::Timings::Included);
    return writeText(path, out.str(), error);
}

bool EvaluationDashboard::exportSummary(const QString &path, QString *error) const
{
    if (!m_evaluation) {
        *error = tr("No results to export yet.");
        return false;
    }
    std::ostringstream out;
    // As the CLI's eval --with timings prints it: the measures that scored some document, then
    // by page type.
    core::EvaluationReport::writeSummary(
        out, core::EvaluationSummary::report(m_evaluation->results, core::MeasureSet()),
        core::EvaluationReport::Timings::Included);
    return writeText(path, out.str(), error);
}

bool EvaluationDashboard::exportChart(Chart chart, const QString &path, QString *error) const
{
    if (!m_evaluation) {
        *error = tr("No results to export yet.");
        return false;
    }
    QWidget *view = chart == Chart::F1Bars ? static_cast<QWidget *>(m_barChart) : m_scatter;
    return ChartExporter::save(view, path, error);
}

void EvaluationDashboard::exportRowsInteractively()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export per-document rows"),
                                                      QStringLiteral("evaluation.tsv"),
                                                      tr("Tab-separated values (*.tsv)"));
    QString error;
    if (!path.isEmpty())
        setStatus(exportRows(path, &error) ? tr("Wrote %1.").arg(path) : error);
}

void EvaluationDashboard::exportSummaryInteractively()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export summary"), QStringLiteral("summary.tsv"),
                                     tr("Tab-separated values (*.tsv)"));
    QString error;
    if (!path.isEmpty())
        setStatus(exportSummary(path, &error) ? tr("Wrote %1.").arg(path) : error);
}

void EvaluationDashboard::exportChartInteractively()
{
    const Chart chart =
        m_tabs->currentIndex() == kScatterTab ? Chart::PrecisionRecall : Chart::F1Bars;
    const QString measure = m_measure->currentText();
    const QString name = chart == Chart::F1Bars
                             ? QStringLiteral("f1-%1.png").arg(measure)
                             : QStringLiteral("precision-recall-%1.png").arg(measure);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), name,
                                                      tr("PNG image (*.png);;SVG image (*.svg)"));
    QString error;
    if (!path.isEmpty())
        setStatus(exportChart(chart, path, &error) ? tr("Wrote %1.").arg(path) : error);
}

} // namespace ui

#include "moc_evaluationdashboard.cpp"
