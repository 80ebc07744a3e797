#pragma once

#include "common/capability.h"

class QAction;

namespace ui {

class EvaluationDashboard;
class Workbench;

// Evaluation: Tools ▸ Evaluation Dashboard, a window of its own made on first use, which scores
// the extractors offered on a test package and opens a document from its drill-down for
// annotation (Workbench::openPackageDocument). Owns the dashboard; GUI thread only.
class EvaluationCapability : public Capability
{
    Q_OBJECT
public:
    explicit EvaluationCapability(Workbench *workbench);

    // The dashboard, made on first use.
    EvaluationDashboard *dashboard();
    void showDashboard();

    QList<MenuEntry> menuEntries() const override;
    void cancelWork() override;

private:
    Workbench *m_workbench;
    EvaluationDashboard *m_dashboard = nullptr;
    QAction *m_showAction = nullptr;
};

} // namespace ui
