#pragma once

#include <extractor.h>

#include <QWidget>

#include <map>
#include <vector>

class QAbstractButton;
class QCheckBox;
class QRadioButton;

namespace ui {

// The extractor panel (issue part 3): one row per extractor with a checkbox in its colour and
// its parameters as controls built from the descriptors alone (no per-extractor UI code; a
// descriptor with choices becomes a drop-down of their names, its explanation a text under it),
// plus the switch between the rendered DOM and the source HTML. Owns its widgets only; the values
// live in AnalysisController. Controls are named "enable:ID" and "param:ID:NAME". GUI thread.
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

signals:
    void toggled(const QString &id, bool on);
    void paramsChanged(const QString &id, const core::ParamValues &values);
    void sourceModeChanged(bool source);

private:
    struct Row
    {
        const core::Extractor *extractor = nullptr;
        QCheckBox *enable = nullptr;
        QWidget *params = nullptr;
        std::vector<QWidget *> controls; // one per descriptor
    };
    QWidget *buildRow(Row &row);
    // A spin box or check box for a quantity or a switch (descriptors without choices).
    QWidget *quantityControl(const core::ParamDescriptor &d, double value, const QString &id,
                             QWidget *parent);
    void emitValues(const Row &row);

    std::map<QString, Row> m_rows;
    QRadioButton *m_rendered = nullptr;
    QRadioButton *m_source = nullptr;
    bool m_updating = false;
};

} // namespace ui
