#pragma once

#include <extraction/extractor.h>

#include <QWidget>

#include <map>
#include <vector>

class QAbstractButton;
class QCheckBox;
class QLabel;
class QToolButton;
class QVBoxLayout;
class QRadioButton;

namespace ui {

// The extractor panel: one row per extractor with a checkbox in its colour and
// its parameters as controls built from the descriptors alone (no per-extractor UI code; a
// descriptor with choices becomes a drop-down of their names, its explanation a text under it),
// plus the switch between the rendered DOM and the source HTML. Owns its widgets only; the values
// live in AnalysisController. Controls are named "enable:ID" and "param:ID:NAME". External
// extractors (other programs, docs/external-extractors.md) form a group of their own below
// the built-ins; one whose program is missing is greyed, its reason the tooltip; each shows its
// run's state in one line ("status:ID": running with a Cancel button "cancel:ID", its time
// including the program, or why it failed). GUI thread.
class ExtractorPanel : public QWidget
{
    Q_OBJECT
public:
    ExtractorPanel(const std::vector<const core::Extractor *> &extractors,
                   QWidget *parent = nullptr);

    void setChecked(const QString &id, bool on);
    bool isChecked(const QString &id) const;
    void setValues(const QString &id, const core::ParamValues &values);
    core::ParamValues values(const QString &id) const;
    void setSourceMode(bool source);
    void setSourceAvailable(bool available);

    // Adds an extractor's row (in the external group for external programs); one with the id of
    // a row replaces that row.
    void addExtractor(const core::Extractor *extractor);
    // Greys the row out (unticked), reason as its tooltip; available again with an empty reason.
    void setUnavailable(const QString &id, const QString &reason);
    // False only for a row set unavailable.
    bool isAvailable(const QString &id) const;
    // The run state shown in an external row's status line (the AnalysisController's signals).
    void runStarted(const QString &id);
    void runFinished(const QString &id, double seconds);
    void runFailed(const QString &id, const QString &message);
    QString statusText(const QString &id) const;

signals:
    void toggled(const QString &id, bool on);
    void paramsChanged(const QString &id, const core::ParamValues &values);
    void sourceModeChanged(bool source);
    void cancelRequested(const QString &id);

private:
    struct Row
    {
        const core::Extractor *extractor = nullptr;
        QCheckBox *enable = nullptr;
        QLabel *name = nullptr; // its name and id, wrapped
        QWidget *params = nullptr;
        QWidget *box = nullptr;
        QLabel *status = nullptr;        // external rows only
        QToolButton *stop = nullptr;     // external rows only
        std::vector<QWidget *> controls; // one per descriptor
    };
    QWidget *buildRow(Row &row);
    // A spin box or check box for a quantity or a switch (descriptors without choices).
    QWidget *quantityControl(const core::ParamDescriptor &d, double value, const QString &id,
                             QWidget *parent);
    void emitValues(const Row &row);

    std::map<QString, Row> m_rows;
    QVBoxLayout *m_list = nullptr;
    QLabel *m_externalHeader = nullptr;
    QRadioButton *m_rendered = nullptr;
    QRadioButton *m_source = nullptr;
    bool m_updating = false;
};

} // namespace ui
