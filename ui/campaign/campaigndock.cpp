#include "campaigndock.h"

#include "annotation/annotationcontroller.h"
#include "annotation/annotationmetadataform.h"
#include "annotation/annotationpanel.h"
#include "annotation/pagespan.h"
#include "annotation/preannotation.h"
#include "annotation/siteruledialog.h"
#include "campaignqueuemodel.h"
#include "page/pageview.h"

#include <datasets/importsession.h>
#include <package/adjudication.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <QAction>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <exception>

namespace ui {

namespace {

// The one-line error of a failed step, for callers that want it.
bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

CampaignDock::CampaignDock(AnnotationPanel *panel, PageView *page,
                           std::vector<const core::Extractor *> extractors, QWidget *parent)
    : QWidget(parent), m_panel(panel), m_page(page), m_extractors(std::move(extractors)),
      m_model(new CampaignQueueModel(this))
{
    m_openAction = new QAction(tr("Open Package as &Queue…"), this);
    m_openAction->setObjectName(QStringLiteral("campaign:open"));
    connect(m_openAction, &QAction::triggered, this, &CampaignDock::chooseAndOpen);
    // Ctrl+] / Ctrl+[: "forward / back" in many editors, and free in the window.
    m_nextAction = new QAction(tr("&Next Unannotated Document"), this);
    m_nextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketRight));
    connect(m_nextAction, &QAction::triggered, this, [this] {
        if (!goToUnannotated(true))
            report(tr("No document left to annotate"));
    });
    m_previousAction = new QAction(tr("&Previous Unannotated Document"), this);
    m_previousAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_BracketLeft));
    connect(m_previousAction, &QAction::triggered, this, [this] {
        if (!goToUnannotated(false))
            report(tr("No document left to annotate"));
    });
    m_saveAction = new QAction(tr("Save as &My Annotation"), this);
    m_saveAction->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    connect(m_saveAction, &QAction::triggered, this, [this] {
        QString error;
        if (!saveAnnotation(&error))
            QMessageBox::warning(this, tr("Save annotation"), error);
    });
    for (QAction *a : {m_nextAction, m_previousAction, m_saveAction}) {
        a->setShortcutContext(Qt::WindowShortcut);
        a->setEnabled(false);
        addAction(a);
    }

    m_importAction = new QAction(tr("&Import Dataset…"), this);
    m_importAction->setObjectName(QStringLiteral("campaign:import"));
    m_importAction->setToolTip(tr("Turn a dataset (WCXB, CleanEval, a folder, …) into a test "
                                  "package"));
    connect(m_importAction, &QAction::triggered, this,
            [this] { showTransferDialog(PackageTransferDialog::Direction::Import); });
    m_exportAction = new QAction(tr("E&xport Test Package…"), this);
    m_exportAction->setObjectName(QStringLiteral("campaign:export"));
    m_exportAction->setToolTip(tr("Write a test package in another tool's format"));
    connect(m_exportAction, &QAction::triggered, this,
            [this] { showTransferDialog(PackageTransferDialog::Direction::Export); });

    m_openFolderAction = new QAction(tr("Open &Folder as Campaign…"), this);
    m_openFolderAction->setObjectName(QStringLiteral("campaign:openFolder"));
    m_openFolderAction->setToolTip(tr("A folder of pages to annotate, as the work queue"));
    connect(m_openFolderAction, &QAction::triggered, this, &CampaignDock::chooseFolderAndOpen);

    m_siteRuleAction = new QAction(tr("Propose Site &Rule…"), this);
    m_siteRuleAction->setObjectName(QStringLiteral("campaign:siteRule"));
    m_siteRuleAction->setToolTip(tr("A selector for the marked content that carries over to the "
                                    "site's other pages; apply it to a folder of them"));
    connect(m_siteRuleAction, &QAction::triggered, this, &CampaignDock::showSiteRuleDialog);

    m_preannotateMenu = new QMenu(tr("Start from &Extractor"), this);
    for (const core::Extractor *e : m_extractors)
        addPreannotateAction(e);

    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *open = new QToolButton(this);
    open->setDefaultAction(m_openAction);
    top->addWidget(open);
    auto *start = new QToolButton(this);
    start->setText(tr("Start from…"));
    start->setMenu(m_preannotateMenu);
    start->setPopupMode(QToolButton::InstantPopup);
    top->addWidget(start);
    top->addStretch();
    layout->addLayout(top);

    auto *who = new QHBoxLayout;
    who->addWidget(new QLabel(tr("Annotator"), this));
    // The window's one annotator, the annotation form's too: each field follows the other.
    m_annotator = new QLineEdit(m_panel->metadataForm()->annotator(), this);
    m_annotator->setObjectName(QStringLiteral("campaign:annotator"));
    m_annotator->setPlaceholderText(tr("your name"));
    connect(m_annotator, &QLineEdit::textEdited, this,
            [this](const QString &name) { m_panel->metadataForm()->setAnnotator(name); });
    connect(m_panel->metadataForm(), &AnnotationMetadataForm::annotatorChanged, m_annotator,
            [this](const QString &name) {
                if (m_annotator->text().trimmed() != name)
                    m_annotator->setText(name);
            });
    who->addWidget(m_annotator);
    layout->addLayout(who);

    m_progress = new QProgressBar(this);
    m_progress->setFormat(tr("%v of %m annotated"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    layout->addWidget(m_progress);

    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // The states, counts and word F1 are read whole; the document's name takes the room left and
    // is elided only when that ends, its whole name in the tooltip.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(CampaignQueueModel::StemColumn,
                                                      QHeaderView::Stretch);
    connect(m_table, &QTableView::activated, this,
            [this](const QModelIndex &index) { openRow(index.row()); });
    layout->addWidget(m_table, 1);

    // The guidelines every annotator of the package reads, folded away once read.
    m_guidelinesToggle = new QToolButton(this);
    m_guidelinesToggle->setText(tr("Guidelines"));
    m_guidelinesToggle->setCheckable(true);
    m_guidelinesToggle->setChecked(true);
    m_guidelinesToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_guidelinesToggle->setArrowType(Qt::DownArrow);
    m_guidelinesToggle->setAutoRaise(true);
    layout->addWidget(m_guidelinesToggle);
    m_guidelines = new QPlainTextEdit(this);
    m_guidelines->setObjectName(QStringLiteral("campaign:guidelines"));
    m_guidelines->setReadOnly(true); // until a package is open
    m_guidelines->setPlaceholderText(tr("Open a package to read its annotation guidelines."));
    layout->addWidget(m_guidelines, 1);
    m_saveGuidelines = new QPushButton(tr("Save Guidelines"), this);
    m_saveGuidelines->setObjectName(QStringLiteral("campaign:saveGuidelines"));
    m_saveGuidelines->setToolTip(tr("Write the guidelines as the package's guidelines.md"));
    m_saveGuidelines->setEnabled(false);
    layout->addWidget(m_saveGuidelines, 0, Qt::AlignRight);
    connect(m_guidelines, &QPlainTextEdit::modificationChanged, m_saveGuidelines,
            &QPushButton::setEnabled);
    connect(m_saveGuidelines, &QPushButton::clicked, this, [this] {
        QString error;
        if (!saveGuidelines(&error))
            QMessageBox::warning(this, tr("Save guidelines"), error);
    });
    connect(m_guidelinesToggle, &QToolButton::toggled, this, [this](bool on) {
        m_guidelines->setVisible(on);
        m_saveGuidelines->setVisible(on);
        m_guidelinesToggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });

    // Adjudication: started for the current document, ended by saving or by another page.
    m_adjudicateAction = new QAction(tr("&Adjudicate Annotations…"), this);
    m_adjudicateAction->setEnabled(false);
    connect(m_adjudicateAction, &QAction::triggered, this, &CampaignDock::chooseAndAdjudicate);
    auto *adjudicate = new QToolButton(this);
    adjudicate->setDefaultAction(m_adjudicateAction);
    // A row of its own: beside the other two it made the dock wider than a laptop's column.
    auto *second = new QHBoxLayout;
    second->addWidget(adjudicate);
    second->addStretch();
    layout->insertLayout(layout->indexOf(top) + 1, second);
    m_adjudicationSummary = new QLabel(this);
    m_adjudicationSummary->setWordWrap(true);
    layout->addWidget(m_adjudicationSummary);
    auto *accept = new QHBoxLayout;
    m_acceptA = new QPushButton(this);
    m_acceptA->setObjectName(QStringLiteral("campaign:acceptA"));
    connect(m_acceptA, &QPushButton::clicked, this, [this] { acceptAllOf(0); });
    m_acceptB = new QPushButton(this);
    m_acceptB->setObjectName(QStringLiteral("campaign:acceptB"));
    connect(m_acceptB, &QPushButton::clicked, this, [this] { acceptAllOf(1); });
    m_saveAdjudicated = new QPushButton(tr("Save as Gold"), this);
    m_saveAdjudicated->setToolTip(tr("Save the marks as the document's adjudicated gold"));
    connect(m_saveAdjudicated, &QPushButton::clicked, this, [this] {
        QString error;
        if (!saveAdjudicated(&error))
            QMessageBox::warning(this, tr("Save adjudicated gold"), error);
    });
    for (QPushButton *b : {m_acceptA, m_acceptB, m_saveAdjudicated}) {
        b->setVisible(false);
        accept->addWidget(b);
    }
    layout->addLayout(accept);

    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    connect(this, &CampaignDock::openDocumentRequested, this, &CampaignDock::endAdjudication);
    connect(m_panel, &AnnotationPanel::saved, this, [this](const QString &package) {
        if (!m_path.isEmpty() && QDir::cleanPath(package) == m_path)
            reload();
    });
}

CampaignDock::~CampaignDock() = default; // m_preannotation kills a program still running
void CampaignDock::addPreannotateAction(const core::Extractor *extractor)
{
    const QString id = QString::fromStdString(extractor->info().id);
    QAction *a = m_preannotateMenu->addAction(QString::fromStdString(extractor->info().name));
    a->setObjectName(QStringLiteral("preannotate:") + id);
    connect(a, &QAction::triggered, this, [this, id] {
        QString error;
        if (!preannotate(id, &error))
            report(error);
    });
}

void CampaignDock::addExtractor(const core::Extractor *extractor)
{
    const std::string id = extractor->info().id;
    for (const core::Extractor *&e : m_extractors)
        if (e->info().id == id) {
            e = extractor;
            // The action looks the extractor up by id when triggered; only its name may differ.
            if (auto *a = m_preannotateMenu->findChild<QAction *>(QStringLiteral("preannotate:") +
                                                                  QString::fromStdString(id)))
                a->setText(QString::fromStdString(extractor->info().name));
            return;
        }
    m_extractors.push_back(extractor);
    addPreannotateAction(extractor);
}

bool CampaignDock::openPackage(const QString &path, QString *error)
{
    const QString dir = QDir::cleanPath(path);
    core::TestPackageReader::Result read = core::TestPackageReader::read(dir.toStdString());
    if (!read.package) {
        if (error)
            *error = read.issues.empty() ? tr("%1: not a test package").arg(dir)
                                         : QString::fromStdString(read.issues.front().text());
        return false;
    }
    // Guidelines being edited stay when the same package is read again (after a save); for
    // another package they are saved or dropped first, as the user says.
    const bool samePackage = dir == m_path;
    if (!samePackage && guidelinesModified() &&
        QMessageBox::question(this, tr("Guidelines"),
                              tr("Save the edited guidelines of %1?").arg(m_path),
                              QMessageBox::Save | QMessageBox::Discard) == QMessageBox::Save) {
        QString saveError;
        if (!saveGuidelines(&saveError))
            QMessageBox::warning(this, tr("Save guidelines"), saveError);
    }
    m_path = dir;
    if (!samePackage || !guidelinesModified()) {
        const std::string &text = read.package->guidelines.empty()
                                      ? std::string(core::TestPackage::defaultGuidelines())
                                      : read.package->guidelines;
        m_guidelines->setPlainText(QString::fromStdString(text)); // not modified
    }
    m_guidelines->setReadOnly(false);
    m_model->setPackage(std::move(*read.package));
    m_table->resizeColumnsToContents();
    for (QAction *a : {m_nextAction, m_previousAction, m_saveAction, m_adjudicateAction})
        a->setEnabled(true);
    updateProgress();
    report(read.issues.empty()
               ? QString()
               : tr("%n problem(s) in the package; first: %1", nullptr, int(read.issues.size()))
                     .arg(QString::fromStdString(read.issues.front().text())));
    emit packageOpened(m_path);
    return true;
}

QString CampaignDock::campaignPackageFor(const QString &pages)
{
    // Project choice: beside the pages, not inside them, so that the folder stays the site's
    // pages only and a second import of it does not see the package's own files.
    const QString dir = QDir::cleanPath(pages);
    return dir + QStringLiteral("-campaign");
}

bool CampaignDock::openFolderAsCampaign(const QString &pages, const QString &package,
                                        QString *error)
{
    const QString target = QDir::cleanPath(package);
    if (QFileInfo::exists(target + QStringLiteral("/package.json"))) {
        if (!openPackage(target, error))
            return false;
        report(tr("Resumed the campaign in %1").arg(target));
        startCampaign();
        return true;
    }
    // Refused here as the import would refuse it, before the import dialog starts.
    std::string refused;
    if (!core::ImportSession::checkTarget(target.toStdString(), false, refused))
        return fail(error, QString::fromStdString(refused));
    PackageTransferDialog *import = showTransferDialog(PackageTransferDialog::Direction::Import);
    if (import->isRunning())
        return fail(error, tr("An import is under way"));
    import->setFormat(QStringLiteral("folder"));
    import->setSource(QDir::toNativeSeparators(pages));
    import->setTarget(QDir::toNativeSeparators(target));
    import->setExtra(QString());
    import->setOverwrite(false);
    const QMetaObject::Connection opener = connect(
        import, &PackageTransferDialog::transferFinished, this,
        [this, import, target](bool ok, bool cancelled) {
            if (!ok || cancelled || import->transferred() == 0)
                return; // the dialog says why and stays open
            QString openError;
            if (!openPackage(target, &openError)) {
                report(openError);
                return;
            }
            report(tr("Campaign of %n page(s) in %1", nullptr, import->transferred()).arg(target));
            if (import->problems().empty())
                import->accept();
            startCampaign();
        },
        Qt::SingleShotConnection);
    if (import->start(error))
        return true;
    disconnect(opener); // not for a later run the user starts
    return false;
}

void CampaignDock::chooseFolderAndOpen()
{
    QFileDialog folders(this, tr("Folder of pages to annotate"));
    folders.setObjectName(QStringLiteral("campaign:pagesDialog"));
    folders.setFileMode(QFileDialog::Directory);
    folders.setOption(QFileDialog::ShowDirsOnly);
    if (folders.exec() != QDialog::Accepted || folders.selectedFiles().isEmpty())
        return;
    const QString pages = QDir::cleanPath(folders.selectedFiles().constFirst());
    const QString package = choosePackageFor(pages);
    if (package.isEmpty())
        return;
    QString error;
    if (!openFolderAsCampaign(pages, package, &error))
        QMessageBox::warning(this, tr("Open folder as campaign"), error);
}

void CampaignDock::startCampaign()
{
    // A campaign just opened from a folder has nothing on screen yet: its first document to do
    // is opened, in annotation mode (whose pane comes to the front).
    goToUnannotated(true);
    emit campaignStarted();
}

QString CampaignDock::choosePackageFor(const QString &pages)
{
    const QString suggested = campaignPackageFor(pages);
    // A save dialog cannot pick an existing folder (it opens it): an earlier campaign of these
    // pages in the usual place is offered to resume first.
    if (QFileInfo::exists(suggested + QStringLiteral("/package.json"))) {
        QMessageBox resume(QMessageBox::Question, tr("Open folder as campaign"),
                           tr("%1 holds a campaign of these pages already.")
                               .arg(QDir::toNativeSeparators(suggested)),
                           QMessageBox::Cancel, this);
        resume.setObjectName(QStringLiteral("campaign:resumeBox"));
        QPushButton *again = resume.addButton(tr("&Resume It"), QMessageBox::AcceptRole);
        QPushButton *other = resume.addButton(tr("&New Package…"), QMessageBox::ActionRole);
        resume.setDefaultButton(again);
        resume.exec();
        if (resume.clickedButton() == again)
            return suggested;
        if (resume.clickedButton() != other)
            return QString();
    }
    QFileDialog dialog(this, tr("Package for the campaign of %1").arg(QFileInfo(pages).fileName()));
    dialog.setObjectName(QStringLiteral("campaign:packageDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    // openFolderAsCampaign refuses a target it must not write into, with its own message.
    dialog.setOption(QFileDialog::DontConfirmOverwrite);
    dialog.setLabelText(QFileDialog::FileName, tr("Package:"));
    dialog.setLabelText(QFileDialog::Accept, tr("&Create"));
    dialog.setDirectory(QFileInfo(suggested).absolutePath());
    if (!QFileInfo::exists(suggested))
        dialog.selectFile(QFileInfo(suggested).fileName());
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return QString();
    return QDir::cleanPath(dialog.selectedFiles().constFirst());
}

void CampaignDock::reload()
{
    if (m_path.isEmpty())
        return;
    const QString stem = currentStem();
    QString error;
    if (!openPackage(m_path, &error)) {
        report(error);
        return;
    }
    if (const int row = m_model->rowOf(stem); row >= 0)
        m_table->selectRow(row);
}

bool CampaignDock::saveGuidelines(QString *error)
{
    if (m_path.isEmpty())
        return fail(error, tr("No package open"));
    QString text = m_guidelines->toPlainText();
    if (!text.endsWith(QLatin1Char('\n')))
        text += QLatin1Char('\n');
    std::string message;
    if (!core::TestPackageWriter::writeGuidelines(m_path.toStdString(), text.toStdString(),
                                                  message))
        return fail(error, QString::fromStdString(message));
    m_guidelines->document()->setModified(false);
    report(tr("Saved the guidelines of %1").arg(m_path));
    return true;
}

bool CampaignDock::guidelinesModified() const
{
    return !m_path.isEmpty() && m_guidelines->document()->isModified();
}

QString CampaignDock::annotator() const
{
    return m_annotator->text().trimmed();
}

void CampaignDock::setAnnotator(const QString &name)
{
    if (m_annotator->text() != name)
        m_annotator->setText(name);
    m_panel->metadataForm()->setAnnotator(name);
}

QString CampaignDock::currentStem() const
{
    if (m_path.isEmpty() || QDir::cleanPath(m_panel->packagePath()) != m_path)
        return {};
    return m_model->rowOf(m_panel->stem()) >= 0 ? m_panel->stem() : QString();
}

bool CampaignDock::goToUnannotated(bool forward)
{
    const QString key =
        annotator().isEmpty()
            ? QString()
            : QString::fromStdString(core::TestPackage::annotatorKey(annotator().toStdString()));
    int from = m_model->rowOf(currentStem());
    // Else the row picked in the queue. A current row without a selection is no pick (a table
    // makes its first row current when it gets the focus): the search then starts before the
    // first row, which it would skip otherwise.
    if (const QModelIndexList picked = m_table->selectionModel()->selectedRows();
        from < 0 && !picked.isEmpty())
        from = picked.front().row();
    const int row = m_model->nextUnannotated(from, forward, key);
    if (row < 0)
        return false;
    // The page shown is the only one left: it stays as it is, marks included.
    if (row == m_model->rowOf(currentStem()))
        m_table->selectRow(row);
    else
        openRow(row);
    return true;
}

void CampaignDock::openRow(int row)
{
    const QString stem = m_model->stemAt(row);
    if (stem.isEmpty())
        return;
    m_table->selectRow(row);
    emit openDocumentRequested(m_path, stem);
}

bool CampaignDock::preannotate(const QString &id, QString *error)
{
    const auto doc = m_panel->controller()->document();
    if (!doc)
        return fail(error, tr("No page to annotate"));
    const std::string wanted = id.toStdString();
    const auto found =
        std::find_if(m_extractors.begin(), m_extractors.end(),
                     [&](const core::Extractor *e) { return e->info().id == wanted; });
    if (found == m_extractors.end())
        return fail(error, tr("No extractor \"%1\"").arg(id));
    const core::Extractor *e = *found;
    const QString name = QString::fromStdString(e->info().name);
    // A newer pre-annotation replaces one whose program still runs.
    m_preannotation.reset();
    if (e->info().input != core::ExtractorInput::ExternalProgram) {
        // One page's extraction takes milliseconds: run here, so that the marks are there
        // before the next key press.
        const core::ExtractionResult result = e->run(*doc);
        m_panel->controller()->replace(PreAnnotation::fromResult(*doc, result),
                                       tr("Start from %1").arg(name));
        report(tr("Marks from %1: correct them, then save").arg(name));
        return true;
    }
    // An external program takes seconds, may fail and may never end: off the GUI thread, with
    // the page's URL and a cancellation flag (its bytes are not at hand here: the document's
    // source stands in, as for any run on a parsed document).
    struct Outcome
    {
        core::ExtractionResult result;
        std::string error; // non-empty: the run failed
    };
    report(tr("Running %1 for the marks…").arg(name));
    m_preannotation.run(
        this,
        [e, doc,
         url = m_panel->controller()->url().toStdString()](const std::atomic<bool> &cancel) {
            Outcome o;
            core::PageInput page;
            page.document = doc.get();
            page.url = url;
            page.cancel = &cancel;
            try {
                o.result = e->runPage(page, e->info().defaults());
            } catch (const std::exception &failure) {
                o.error = failure.what();
            }
            return o;
        },
        [this, doc, name](Outcome o) {
            if (m_panel->controller()->document() != doc)
                return; // another page is shown: these marks are not its
            if (!o.error.empty()) {
                report(tr("%1 failed: %2").arg(name, QString::fromStdString(o.error)));
                return;
            }
            m_panel->controller()->replace(PreAnnotation::fromResult(*doc, o.result),
                                           tr("Start from %1").arg(name));
            report(tr("Marks from %1: correct them, then save").arg(name));
        });
    return true;
}

void CampaignDock::cancelPreannotation()
{
    m_preannotation.reset(); // its result, if it comes, is of no use
}

bool CampaignDock::saveAnnotation(QString *error)
{
    const QString stem = currentStem();
    if (stem.isEmpty())
        return fail(error, tr("The page shown is not a document of the queue"));
    if (annotator().isEmpty()) {
        bool ok = false;
        const QString name = QInputDialog::getText(this, tr("Save annotation"), tr("Your name:"),
                                                   QLineEdit::Normal, QString(), &ok);
        if (!ok || name.trimmed().isEmpty())
            return fail(error, tr("An annotation needs the annotator's name"));
        setAnnotator(name);
    }
    const core::PackageDocument &doc =
        m_model->package().documents[std::size_t(m_model->rowOf(stem))];
    AnnotationController *gold = m_panel->controller();
    core::Annotation a;
    a.annotator = annotator().toStdString();
    a.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    a.text = gold->goldText().toStdString();
    a.nodes = gold->goldNodes();
    // The paths are the rendered snapshot's. Without a snapshot in the package they name the
    // page's own parse, which the browser's HTML5 tree construction matches for static pages.
    a.nodesOfRendered = doc.hasRendered;
    std::string message;
    if (!core::TestPackageWriter::writeAnnotation(m_path.toStdString(), stem.toStdString(), a, true,
                                                  message))
        return fail(error, QString::fromStdString(message));
    gold->setSaved();
    reload();
    report(tr("Saved %1's annotation of %2").arg(annotator(), stem));
    return true;
}

void CampaignDock::chooseAndAdjudicate()
{
    const int row = m_model->rowOf(currentStem());
    if (row < 0) {
        report(tr("The page shown is not a document of the queue"));
        return;
    }
    QStringList keys;
    for (const core::Annotation &a : m_model->package().documents[std::size_t(row)].annotations)
        keys << QString::fromStdString(a.key);
    QStringList chosen = keys.mid(0, 2);
    if (keys.size() > 2) {
        bool ok = false;
        chosen[0] =
            QInputDialog::getItem(this, tr("Adjudicate"), tr("Annotator A:"), keys, 0, false, &ok);
        if (!ok)
            return;
        keys.removeOne(chosen[0]);
        chosen[1] =
            QInputDialog::getItem(this, tr("Adjudicate"), tr("Annotator B:"), keys, 0, false, &ok);
        if (!ok)
            return;
    }
    QString error;
    if (!startAdjudication(chosen.value(0), chosen.value(1), &error))
        QMessageBox::warning(this, tr("Adjudicate"), error);
}

bool CampaignDock::startAdjudication(const QString &keyA, const QString &keyB, QString *error)
{
    const QString stem = currentStem();
    if (stem.isEmpty())
        return fail(error, tr("The page shown is not a document of the queue"));
    const auto page = m_panel->controller()->document();
    if (!page)
        return fail(error, tr("No page to adjudicate"));
    if (keyA.isEmpty() || keyB.isEmpty() || keyA == keyB)
        return fail(error, tr("%1 has fewer than two annotations to adjudicate").arg(stem));
    const core::PackageDocument &doc =
        m_model->package().documents[std::size_t(m_model->rowOf(stem))];
    std::vector<core::GoldAnnotation> golds;
    for (const QString &key : {keyA, keyB}) {
        const core::Annotation *a = doc.annotation(key.toStdString());
        if (!a)
            return fail(error, tr("%1 has no annotation by \"%2\"").arg(stem, key));
        std::size_t unresolved = 0, unrestored = 0;
        golds.push_back(
            core::GoldAnnotation::fromGoldNodes(*page, a->nodes, &unresolved, &unrestored));
        if (unresolved + unrestored > 0)
            return fail(error, tr("%1: %n marked node(s) of \"%2\" are not on the page", nullptr,
                                  int(unresolved + unrestored))
                                   .arg(stem, key));
    }
    endAdjudication();
    report(QString());
    m_adjudicatedPage = page;
    m_adjudication = std::make_unique<core::Adjudication>(*page, golds);
    m_adjudicatedStem = stem;
    m_adjudicatedKeys = {keyA, keyB};

    int both = 0, onlyA = 0, onlyB = 0;
    for (const core::Adjudication::Unit &unit : m_adjudication->units())
        (unit.unanimous() ? both : unit.keptBy[0] ? onlyA : onlyB) += 1;
    paintAdjudication();
    m_panel->controller()->replace(m_adjudication->result(),
                                   tr("Adjudicate %1 and %2").arg(keyA, keyB));
    m_adjudicationSummary->setText(
        tr("Adjudicating %1: %2 text nodes kept by both (green, solid), %3 only by %4 (orange, "
           "dotted), %5 only by %6 (blue, dashed). Click to accept or drop, then save.")
            .arg(stem)
            .arg(both)
            .arg(onlyA)
            .arg(keyA)
            .arg(onlyB)
            .arg(keyB));
    m_acceptA->setText(tr("Accept All of %1").arg(keyA));
    m_acceptB->setText(tr("Accept All of %1").arg(keyB));
    for (QPushButton *b : {m_acceptA, m_acceptB, m_saveAdjudicated})
        b->setVisible(true);
    return true;
}

void CampaignDock::acceptAllOf(int which)
{
    if (!m_adjudication || which < 0 || which > 1)
        return;
    m_adjudication->acceptAllOf(std::size_t(which));
    m_panel->controller()->replace(m_adjudication->result(),
                                   tr("Accept all of %1").arg(m_adjudicatedKeys.value(which)));
}

bool CampaignDock::saveAdjudicated(QString *error)
{
    if (!m_adjudication || currentStem() != m_adjudicatedStem)
        return fail(error, tr("No adjudication under way"));
    const core::PackageDocument &doc =
        m_model->package().documents[std::size_t(m_model->rowOf(m_adjudicatedStem))];
    AnnotationController *gold = m_panel->controller();
    core::DocumentMetadata metadata = doc.metadata;
    metadata.adjudicatedFrom = {m_adjudicatedKeys[0].toStdString(),
                                m_adjudicatedKeys[1].toStdString()};
    metadata.annotator = annotator().toStdString();
    metadata.date = QDate::currentDate().toString(Qt::ISODate).toStdString();
    std::string message;
    // As saveAnnotation: the paths are the rendered snapshot's, or the page's when it has none.
    if (!core::TestPackageWriter::writeGold(m_path.toStdString(), m_adjudicatedStem.toStdString(),
                                            gold->goldText().toStdString(), gold->goldNodes(),
                                            doc.hasRendered, metadata, message))
        return fail(error, QString::fromStdString(message));
    const QString stem = m_adjudicatedStem;
    gold->setSaved();
    endAdjudication();
    reload();
    report(tr("Saved the adjudicated gold of %1").arg(stem));
    return true;
}

void CampaignDock::endAdjudication()
{
    if (!m_adjudication)
        return;
    m_adjudication.reset();
    m_adjudicatedPage.reset();
    m_adjudicatedStem.clear();
    m_adjudicatedKeys.clear();
    paintAdjudication();
    m_adjudicationSummary->clear();
    for (QPushButton *b : {m_acceptA, m_acceptB, m_saveAdjudicated})
        b->setVisible(false);
}

void CampaignDock::paintAdjudication()
{
    QJsonArray spans;
    if (m_adjudication)
        for (const core::Adjudication::Unit &unit : m_adjudication->units()) {
            const QString kind = unit.unanimous() ? QStringLiteral("ab")
                                 : unit.keptBy[0] ? QStringLiteral("oa")
                                                  : QStringLiteral("ob");
            for (const core::TextSpan &span : unit.spans)
                spans.append(PageSpan::toJson(*m_adjudicatedPage, span, kind));
        }
    m_page->script().setAdjudication(spans);
}

QString CampaignDock::message() const
{
    return m_message->text();
}

void CampaignDock::chooseAndOpen()
{
    const QString dir =
        QFileDialog::getExistingDirectory(this, tr("Open test package as queue"), m_path);
    if (dir.isEmpty())
        return;
    QString error;
    if (!openPackage(dir, &error))
        QMessageBox::warning(this, tr("Open package"), error);
}

PackageTransferDialog *CampaignDock::showTransferDialog(PackageTransferDialog::Direction direction)
{
    const bool import = direction == PackageTransferDialog::Direction::Import;
    QPointer<PackageTransferDialog> &dialog = import ? m_importDialog : m_exportDialog;
    if (!dialog) {
        // A window of its own over the main window, kept (with its fields) until that closes.
        dialog = new PackageTransferDialog(direction, window());
        if (import)
            connect(dialog, &PackageTransferDialog::openAsQueueRequested, this,
                    [this](const QString &package) {
                        QString error;
                        if (!openPackage(package, &error)) {
                            QMessageBox::warning(this, tr("Open package"), error);
                            return;
                        }
                        emit queueShown();
                    });
        else if (!m_path.isEmpty())
            dialog->setSource(QDir::toNativeSeparators(m_path));
    }
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
    return dialog;
}

SiteRuleDialog *CampaignDock::showSiteRuleDialog()
{
    const bool fresh = !m_siteRuleDialog;
    if (fresh) {
        m_siteRuleDialog = new SiteRuleDialog(m_panel->controller(), m_page, window());
        connect(m_siteRuleDialog, &SiteRuleDialog::applyToFolderRequested, this,
                [this](const QString &rule) {
                    PackageTransferDialog *import =
                        showTransferDialog(PackageTransferDialog::Direction::Import);
                    import->setFormat(QStringLiteral("rule"));
                    import->setExtra(QDir::toNativeSeparators(rule));
                });
    }
    m_siteRuleDialog->show();
    m_siteRuleDialog->raise();
    m_siteRuleDialog->activateWindow();
    // A first look proposes from the marks; later ones keep what the user typed.
    if (fresh || m_siteRuleDialog->selector().isEmpty())
        m_siteRuleDialog->propose();
    else
        m_siteRuleDialog->evaluate();
    return m_siteRuleDialog;
}

void CampaignDock::updateProgress()
{
    m_progress->setRange(0, std::max(m_model->rowCount(), 1));
    m_progress->setValue(m_model->annotatedCount());
    const int adjudicated = m_model->adjudicatedCount();
    QString format = tr("%v of %1 annotated").arg(m_model->rowCount());
    if (adjudicated > 0)
        format += tr(", %1 adjudicated").arg(adjudicated);
    m_progress->setFormat(m_model->rowCount() ? format : tr("No documents"));
}

void CampaignDock::report(const QString &message)
{
    m_message->setText(message);
}

} // namespace ui

#include "moc_campaigndock.cpp"
