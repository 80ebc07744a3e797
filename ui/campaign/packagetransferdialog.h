#pragma once

#include "common/jobtracker.h"

#include <package/testpackage.h>

#include <QDialog>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;

namespace ui {

// File ▸ Import… and File ▸ Export… (docs/annotation.md "Importing and exporting"): choose a
// format (core::Importer::all() / core::Exporter::all(), the CLI's), a source and a target, run
// it off the GUI thread with progress and Cancel, then list the per-document problems (file and
// reason). The same core code as `boilerscope-cli import` / `export` does the work (its
// ImportSession / ExportSession), so nothing in an existing package or folder is replaced
// unless Overwrite is ticked. After a successful import it offers to open the package as the
// campaign's work queue (openAsQueueRequested).
// Owns its widgets and the running job (a JobTracker: results of an older run are dropped); the
// destructor cancels and waits for the worker. GUI thread only.
class PackageTransferDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Direction { Import, Export };

    explicit PackageTransferDialog(Direction direction, QWidget *parent = nullptr);
    ~PackageTransferDialog() override;

    Direction direction() const { return m_direction; }
    // The format ids offered, in the core's order.
    QStringList formats() const;
    // False when there is no such format.
    bool setFormat(const QString &id);
    QString format() const;
    // Import: the dataset (a folder, or a file); export: the test package folder.
    void setSource(const QString &path);
    // Import: the package folder to write; export: the folder to write.
    void setTarget(const QString &path);
    // Import `folder`: the gold texts' folder (optional); import `rule`: the site rule file.
    void setExtra(const QString &path);
    void setOverwrite(bool on);

    // Starts the run; false with a one-line error when the fields do not allow it (nothing
    // started then).
    bool start(QString *error = nullptr);
    void cancel();
    bool isRunning() const { return m_transfer.isRunning(); }

    // After a run: documents imported / exported, the problems (one row each: severity, file,
    // reason), and the one-line summary shown.
    int transferred() const { return m_transferred; }
    const std::vector<core::PackageIssue> &problems() const { return m_problems; }
    QString summary() const;
    QTableWidget *problemTable() const { return m_problemTable; }

signals:
    // A run ended: ok false when nothing usable was written (the summary says why).
    void transferFinished(bool ok, bool cancelled);
    // The user chose to open the imported package as the campaign's work queue.
    void openAsQueueRequested(const QString &package);

protected:
    void reject() override;

private:
    // What the worker hands back, the same for both directions.
    struct Outcome
    {
        bool ok = false;
        QString error;
        int transferred = 0;
        int documents = -1; // export: the package's documents; -1 unknown
        std::vector<core::PackageIssue> issues;
        bool cancelled = false;
    };

    void updateFormat();
    void browse(QLineEdit *edit, bool folder, const QString &title);
    void onProgress(quint64 job, int done, int total, const QString &item);
    void finish(quint64 job, Outcome outcome);
    void setBusy(bool busy);

    Direction m_direction;
    QComboBox *m_format = nullptr;
    QLabel *m_formatHelp = nullptr;
    QLineEdit *m_source = nullptr;
    QLineEdit *m_target = nullptr;
    QLabel *m_extraLabel = nullptr;
    QLineEdit *m_extra = nullptr;
    QWidget *m_extraRow = nullptr;
    QCheckBox *m_overwrite = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_problemTable = nullptr;
    QPushButton *m_startButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QPushButton *m_openQueueButton = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QList<QWidget *> m_fields; // disabled while a run is under way

    JobTracker m_transfer; // the newest run; results of an older one are dropped
    int m_transferred = 0;
    std::vector<core::PackageIssue> m_problems;
    QString m_lastTarget; // the package of the last successful import
};

} // namespace ui
