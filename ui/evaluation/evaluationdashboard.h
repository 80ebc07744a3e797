#pragma once

#include "common/jobtracker.h"
#include "evaluation.h"

#include <QWidget>

#include <map>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTabWidget;
class QTableView;
class QToolButton;

namespace ui {

class AgreementTableModel;
class DocumentScoresModel;
class EvaluationTableModel;
class MetadataSummaryModel;
class PageTypeTableModel;
class F1BarChart;
class PrecisionRecallChart;

// The evaluation dashboard (docs/evaluation-dashboard.md): choose a test package and extractors,
// run core::EvaluationRunner in the background with progress and cancel, and read the results as a
// sortable summary table, a bar chart of mean F1, a precision/recall scatter, a per-document
// drill-down, the chosen measure by page type and, when documents have several annotators, their
// agreement (word F1, Cohen's κ) per document and for the package, and the metadata's scores;
// export the CLI's TSV and the charts as PNG/SVG. A self-contained widget the main window shows as
// a window (Tools ▸ Evaluation dashboard). Owns its models, charts and the running jobs: each run
// has a job number and a cancel flag; the results of a run that is no longer the newest are
// dropped, and the destructor cancels and waits for the workers. Results are published as one
// immutable Evaluation. GUI thread only.
class EvaluationDashboard : public QWidget
{
    Q_OBJECT
public:
    enum class Chart { F1Bars, PrecisionRecall };

    // A window of its own (Qt::Window) even with a parent, which owns it; placing it in a dock
    // (QDockWidget::setWidget) reparents it as a plain widget.
    explicit EvaluationDashboard(QWidget *parent = nullptr);
    ~EvaluationDashboard() override;

    QString packagePath() const;
    void setPackagePath(const QString &path);
    // Lists a package (the open campaign's) first among the packages offered, and chooses it when
    // none is chosen.
    void offerPackage(const QString &path);
    // Offers one more extractor (an external program: unticked, its seconds per kB marked as
    // including the program); a non-empty reason shows it greyed, with why.
    void addExtractor(const core::Extractor *extractor, const QString &unavailable = {});
    // Ticked extractors, in the order offered.
    std::vector<std::string> checkedExtractors() const;
    void setExtractorChecked(const std::string &id, bool checked);
    void setJobs(int jobs);

    bool isRunning() const { return m_evaluating.isRunning(); }
    // The last published results (nullptr before the first run).
    const std::shared_ptr<const Evaluation> &evaluation() const { return m_evaluation; }
    EvaluationTableModel *tableModel() const { return m_tableModel; }
    DocumentScoresModel *documentModel() const { return m_documentModel; }
    // The chosen measure by page type ("By page type" tab) and the annotators' agreement
    // ("Agreement" tab); each tab is enabled when the results have something to show in it.
    PageTypeTableModel *pageTypeModel() const { return m_pageTypeModel; }
    AgreementTableModel *agreementModel() const { return m_agreementModel; }
    MetadataSummaryModel *metadataModel() const { return m_metadataModel; }

    // The formats of `boilerscope-cli eval`: one row per (document, extractor, measure) as its
    // --out file, or the summary it prints (core::EvaluationReport). False with *error set when
    // there are no results or the file cannot be written.
    bool exportRows(const QString &path, QString *error) const;
    bool exportSummary(const QString &path, QString *error) const;
    // PNG, or SVG when the path ends in ".svg".
    bool exportChart(Chart chart, const QString &path, QString *error) const;

public slots:
    void run();
    void cancel();
    void setMeasure(core::Measure measure);
    // An index into the results' extractors, or -1 for all: the drill-down and the scatter's
    // per-document points follow it.
    void setDetailExtractor(int extractor);

signals:
    void runStarted();
    // Results were published (partial ones when cancelled).
    void evaluationFinished(bool cancelled);
    // The run could not start or the package could not be read.
    void evaluationFailed(const QString &message);
    // The user asked to inspect a document (double-click in the drill-down or on its point):
    // the main window loads the package's page STEM and its gold in the inspection window.
    void openDocumentRequested(const QString &packagePath, const QString &stem);

private:
    // What a worker hands back: the results, or why there are none.
    struct Outcome
    {
        std::shared_ptr<Evaluation> evaluation;
        QString error;
    };

    QWidget *buildSetup();
    QWidget *buildResults();
    void browse();
    void rememberPackage(const QString &path);
    void updateButtons();
    void onProgress(quint64 job, int done, int total, const QString &stem);
    void finish(quint64 job, Outcome outcome);
    void publish(std::shared_ptr<const Evaluation> evaluation);
    void openDocument(const QModelIndex &proxyIndex);
    void exportRowsInteractively();
    void exportSummaryInteractively();
    void exportChartInteractively();
    void setStatus(const QString &text, const QString &details = {});

    QComboBox *m_package = nullptr;
    std::vector<QCheckBox *> m_extractorBoxes;
    QGridLayout *m_extractorGrid = nullptr;
    std::map<std::string, const core::Extractor *> m_offered; // by id
    QSpinBox *m_jobs = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_resultsTitle = nullptr;
    QComboBox *m_measure = nullptr;
    QComboBox *m_detail = nullptr;
    QToolButton *m_exportTsv = nullptr;
    QPushButton *m_exportChart = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_summaryView = nullptr;
    QTableView *m_documentView = nullptr;
    EvaluationTableModel *m_tableModel = nullptr;
    QSortFilterProxyModel *m_tableProxy = nullptr;
    DocumentScoresModel *m_documentModel = nullptr;
    QSortFilterProxyModel *m_documentProxy = nullptr;
    PageTypeTableModel *m_pageTypeModel = nullptr;
    AgreementTableModel *m_agreementModel = nullptr;
    MetadataSummaryModel *m_metadataModel = nullptr;
    F1BarChart *m_barChart = nullptr;
    PrecisionRecallChart *m_scatter = nullptr;

    std::shared_ptr<const Evaluation> m_evaluation;
    // The newest run; every worker is cancelled and awaited on destruction.
    JobTracker m_evaluating;
};

} // namespace ui
