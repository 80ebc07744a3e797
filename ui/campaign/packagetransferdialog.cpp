#include "packagetransferdialog.h"

#include <datasets/exporter.h>
#include <datasets/importer.h>
#include <package/testpackagereader.h>

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent>

#include <algorithm>

namespace ui {

namespace {

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

// The formats that take a third path, and what it is.
enum class Extra { None, GoldFolder, RuleFile };

Extra extraOf(PackageTransferDialog::Direction direction, const QString &format)
{
    if (direction == PackageTransferDialog::Direction::Export)
        return Extra::None;
    if (format == QLatin1String("folder"))
        return Extra::GoldFolder;
    if (format == QLatin1String("rule"))
        return Extra::RuleFile;
    return Extra::None;
}

// Why the run cannot start, for callers that want it.
bool refuse(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

PackageTransferDialog::PackageTransferDialog(Direction direction, QWidget *parent)
    : QDialog(parent), m_direction(direction)
{
    const bool import = direction == Direction::Import;
    setObjectName(import ? QStringLiteral("importDialog") : QStringLiteral("exportDialog"));
    setWindowTitle(import ? tr("Import Dataset") : tr("Export Test Package"));

    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("transfer:format"));
    if (import)
        for (const core::Importer *i : core::Importer::all())
            m_format->addItem(qs(i->id()), qs(i->description()));
    else
        for (const core::Exporter *e : core::Exporter::all())
            m_format->addItem(qs(e->id()), qs(e->description()));
    m_formatHelp = new QLabel(this);
    m_formatHelp->setWordWrap(true);

    // A path field with its browse buttons; `file` adds a second button for a single file.
    const auto pathRow = [this](QLineEdit *&edit, const QString &name, bool file,
                                const QString &title) {
        auto *row = new QWidget(this);
        auto *layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        edit = new QLineEdit(row);
        edit->setObjectName(name);
        layout->addWidget(edit, 1);
        QLineEdit *target = edit;
        auto *folder = new QToolButton(row);
        folder->setText(tr("Folder…"));
        connect(folder, &QToolButton::clicked, this,
                [this, target, title] { browse(target, true, title); });
        layout->addWidget(folder);
        if (file) {
            auto *single = new QToolButton(row);
            single->setText(tr("File…"));
            connect(single, &QToolButton::clicked, this,
                    [this, target, title] { browse(target, false, title); });
            layout->addWidget(single);
        }
        m_fields << row;
        return row;
    };

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(QString(), m_formatHelp);
    form->addRow(import ? tr("&Source:") : tr("&Package:"),
                 pathRow(m_source, QStringLiteral("transfer:source"), import,
                         import ? tr("Dataset to import") : tr("Test package to export")));
    form->addRow(import ? tr("&Into package:") : tr("&To folder:"),
                 pathRow(m_target, QStringLiteral("transfer:target"), false,
                         import ? tr("Package to write") : tr("Folder to write")));
    m_extraLabel = new QLabel(this);
    m_extraRow = pathRow(m_extra, QStringLiteral("transfer:extra"), true, tr("Choose"));
    form->addRow(m_extraLabel, m_extraRow);
    m_overwrite = new QCheckBox(import ? tr("&Overwrite documents already in the package")
                                       : tr("&Overwrite files already in the folder"),
                                this);
    m_overwrite->setObjectName(QStringLiteral("transfer:overwrite"));
    form->addRow(QString(), m_overwrite);
    m_fields << m_format << m_overwrite;

    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("transfer:summary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_problemTable = new QTableWidget(0, 3, this);
    m_problemTable->setObjectName(QStringLiteral("transfer:problems"));
    m_problemTable->setHorizontalHeaderLabels({tr("Severity"), tr("File"), tr("Reason")});
    m_problemTable->horizontalHeader()->setStretchLastSection(true);
    m_problemTable->verticalHeader()->hide();
    m_problemTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_problemTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_problemTable->setWordWrap(false);

    m_buttons = new QDialogButtonBox(this);
    m_startButton =
        m_buttons->addButton(import ? tr("&Import") : tr("&Export"), QDialogButtonBox::AcceptRole);
    m_startButton->setDefault(true);
    m_cancelButton = m_buttons->addButton(QDialogButtonBox::Cancel);
    m_cancelButton->setEnabled(false);
    m_openQueueButton =
        m_buttons->addButton(tr("Open as Campaign &Queue"), QDialogButtonBox::ActionRole);
    m_openQueueButton->setObjectName(QStringLiteral("transfer:openQueue"));
    m_openQueueButton->setVisible(false);
    m_buttons->addButton(QDialogButtonBox::Close);
    connect(m_startButton, &QPushButton::clicked, this, [this] {
        QString error;
        if (!start(&error))
            m_summary->setText(error);
    });
    connect(m_cancelButton, &QPushButton::clicked, this, &PackageTransferDialog::cancel);
    connect(m_openQueueButton, &QPushButton::clicked, this, [this] {
        emit openAsQueueRequested(m_lastTarget);
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &PackageTransferDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_summary);
    layout->addWidget(m_problemTable, 1);
    layout->addWidget(m_buttons);
    resize(640, 480);

    connect(m_format, &QComboBox::currentIndexChanged, this, &PackageTransferDialog::updateFormat);
    updateFormat();
}

PackageTransferDialog::~PackageTransferDialog()
{
    // The worker posts to this object: it must be done before it goes.
    m_transfer.cancelAndWait();
}

QStringList PackageTransferDialog::formats() const
{
    QStringList ids;
    for (int i = 0; i < m_format->count(); ++i)
        ids << m_format->itemText(i);
    return ids;
}

bool PackageTransferDialog::setFormat(const QString &id)
{
    const int index = m_format->findText(id);
    if (index < 0)
        return false;
    m_format->setCurrentIndex(index);
    return true;
}

QString PackageTransferDialog::format() const
{
    return m_format->currentText();
}

void PackageTransferDialog::setSource(const QString &path)
{
    m_source->setText(path);
}

void PackageTransferDialog::setTarget(const QString &path)
{
    m_target->setText(path);
}

void PackageTransferDialog::setExtra(const QString &path)
{
    m_extra->setText(path);
}

void PackageTransferDialog::setOverwrite(bool on)
{
    m_overwrite->setChecked(on);
}

QString PackageTransferDialog::summary() const
{
    return m_summary->text();
}

void PackageTransferDialog::updateFormat()
{
    m_formatHelp->setText(m_format->currentData().toString());
    const Extra extra = extraOf(m_direction, format());
    m_extraLabel->setText(extra == Extra::RuleFile     ? tr("Site &rule:")
                          : extra == Extra::GoldFolder ? tr("&Gold texts:")
                                                       : QString());
    m_extra->setPlaceholderText(extra == Extra::GoldFolder
                                    ? tr("default: SOURCE/gold")
                                    : tr("a rule file (docs/site-rules.md)"));
    m_extraLabel->setVisible(extra != Extra::None);
    m_extraRow->setVisible(extra != Extra::None);
    m_source->setPlaceholderText(
        m_direction == Direction::Export ? tr("a test package folder")
        : extra == Extra::RuleFile       ? tr("the folder of pages the rule applies to")
        : extra == Extra::GoldFolder     ? tr("a folder with pages/ (and gold/)")
                                         : tr("the dataset's folder"));
}

void PackageTransferDialog::browse(QLineEdit *edit, bool folder, const QString &title)
{
    const QString path = folder ? QFileDialog::getExistingDirectory(this, title, edit->text())
                                : QFileDialog::getOpenFileName(this, title, edit->text());
    if (!path.isEmpty())
        edit->setText(QDir::toNativeSeparators(path));
}

bool PackageTransferDialog::start(QString *error)
{
    if (m_transfer.isRunning())
        return refuse(error, tr("A run is under way"));
    const QString source = QDir::fromNativeSeparators(m_source->text().trimmed());
    const QString target = QDir::fromNativeSeparators(m_target->text().trimmed());
    const QString extra = QDir::fromNativeSeparators(m_extra->text().trimmed());
    const bool import = m_direction == Direction::Import;
    if (source.isEmpty())
        return refuse(error, import ? tr("Choose the dataset to import") : tr("Choose a package"));
    if (target.isEmpty())
        return refuse(error,
                      import ? tr("Choose the package to import into") : tr("Choose a folder"));
    if (!QFileInfo::exists(source))
        return refuse(error, tr("%1: no such file or folder").arg(source));
    const Extra kind = extraOf(m_direction, format());
    if (kind == Extra::RuleFile && extra.isEmpty())
        return refuse(error, tr("Choose the site rule file"));

    m_problems.clear();
    m_problemTable->setRowCount(0);
    m_transferred = 0;
    m_openQueueButton->setVisible(false);
    m_progress->setRange(0, 0); // busy until the first progress report gives the total
    m_summary->setText(import ? tr("Importing…") : tr("Exporting…"));
    const JobTracker::Job transfer = m_transfer.start();
    const quint64 job = transfer.id;
    setBusy(true);

    const auto post = [this, job](std::size_t done, std::size_t total, const std::string &item) {
        QMetaObject::invokeMethod(
            this,
            [this, job, done, total, item = QString::fromStdString(item)] {
                onProgress(job, int(done), int(total), item);
            },
            Qt::QueuedConnection);
    };
    const std::string id = format().toStdString();
    const bool overwrite = m_overwrite->isChecked();
    auto cancel = transfer.cancel;
    // The worker owns copies of everything it reads; it hands one Outcome back by the event loop.
    m_transfer.track(QtConcurrent::run(
        [this, job, import, id, source, target, extra, kind, overwrite, cancel, post] {
            Outcome out;
            if (import) {
                const core::Importer *importer = core::Importer::find(id);
                core::Importer::Options options;
                options.overwrite = overwrite;
                if (kind == Extra::GoldFolder)
                    options.gold = extra.toStdString();
                else if (kind == Extra::RuleFile)
                    options.rule = extra.toStdString();
                options.progress = post;
                options.cancel = cancel.get();
                core::Importer::Result r =
                    importer->run(source.toStdString(), target.toStdString(), options);
                out = {r.ok,
                       QString::fromStdString(r.error),
                       int(r.imported),
                       -1,
                       std::move(r.issues),
                       r.cancelled};
            } else {
                core::TestPackageReader::Result read =
                    core::TestPackageReader::read(source.toStdString());
                if (!read.package) {
                    out.error = read.issues.empty()
                                    ? tr("%1: not a test package").arg(source)
                                    : QString::fromStdString(read.issues.front().text());
                } else {
                    core::Exporter::Options options;
                    options.overwrite = overwrite;
                    options.progress = post;
                    options.cancel = cancel.get();
                    core::Exporter::Result r =
                        core::Exporter::find(id)->run(*read.package, target.toStdString(), options);
                    out = {r.ok,
                           QString::fromStdString(r.error),
                           int(r.exported),
                           int(read.package->documents.size()),
                           std::move(read.issues),
                           r.cancelled};
                    out.issues.insert(out.issues.end(), r.issues.begin(), r.issues.end());
                }
            }
            QMetaObject::invokeMethod(
                this, [this, job, out = std::move(out)]() mutable { finish(job, std::move(out)); },
                Qt::QueuedConnection);
        }));
    m_lastTarget = target;
    return true;
}

void PackageTransferDialog::cancel()
{
    if (!m_transfer.isRunning())
        return;
    m_transfer.cancel();
    m_cancelButton->setEnabled(false);
    m_summary->setText(tr("Cancelling after the current document…"));
}

void PackageTransferDialog::reject()
{
    // Closing while a run is under way stops it first; what was written stays.
    if (m_transfer.isRunning()) {
        cancel();
        return;
    }
    QDialog::reject();
}

void PackageTransferDialog::onProgress(quint64 job, int done, int total, const QString &item)
{
    if (!m_transfer.isCurrent(job) || !m_transfer.isRunning())
        return;
    m_progress->setRange(0, std::max(total, 1));
    m_progress->setValue(done);
    if (!m_transfer.isCancelling())
        m_summary->setText(tr("%1 of %2: %3").arg(done).arg(total).arg(item));
}

void PackageTransferDialog::finish(quint64 job, Outcome outcome)
{
    if (!m_transfer.finish(job))
        return;
    setBusy(false);
    m_transferred = outcome.transferred;
    m_problems = std::move(outcome.issues);
    m_problemTable->setRowCount(int(m_problems.size()));
    for (int row = 0; row < int(m_problems.size()); ++row) {
        const core::PackageIssue &issue = m_problems[std::size_t(row)];
        const bool isError = issue.severity == core::PackageIssue::Severity::Error;
        m_problemTable->setItem(row, 0,
                                new QTableWidgetItem(isError ? tr("error") : tr("warning")));
        // The file name alone is what a user looks for; the full path is in the tooltip.
        auto *file = new QTableWidgetItem(QFileInfo(QString::fromStdString(issue.file)).fileName());
        file->setToolTip(QString::fromStdString(issue.file));
        m_problemTable->setItem(row, 1, file);
        auto *reason = new QTableWidgetItem(QString::fromStdString(issue.message));
        reason->setToolTip(reason->text());
        m_problemTable->setItem(row, 2, reason);
    }
    m_problemTable->resizeColumnToContents(0);
    m_problemTable->resizeColumnToContents(1);
    m_progress->setRange(0, 1);
    m_progress->setValue(outcome.ok ? 1 : 0);

    const bool import = m_direction == Direction::Import;
    QString text;
    if (!outcome.ok)
        text = outcome.error;
    else if (import)
        text = tr("Imported %n document(s) into %1", nullptr, m_transferred).arg(m_lastTarget);
    else
        text = tr("Exported %1 of %n document(s) to %2", nullptr, outcome.documents)
                   .arg(m_transferred)
                   .arg(m_lastTarget);
    if (outcome.cancelled)
        text += tr(" (cancelled)");
    if (!m_problems.empty())
        text += tr("; %n problem(s) below", nullptr, int(m_problems.size()));
    m_summary->setText(text);
    m_openQueueButton->setVisible(import && outcome.ok && m_transferred > 0);
    emit transferFinished(outcome.ok, outcome.cancelled);
}

void PackageTransferDialog::setBusy(bool busy)
{
    for (QWidget *w : std::as_const(m_fields))
        w->setEnabled(!busy);
    m_startButton->setEnabled(!busy);
    m_cancelButton->setEnabled(busy);
}

} // namespace ui

#include "moc_packagetransferdialog.cpp"
