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
    // A package a campaign opened: the dashboard offers it (now or when it is made).
    void offerPackage(const QString &path);
    void showDashboard();

    QList<MenuEntry> menuEntries() const override;
    void cancelWork() override;

private:
    Workbench *m_workbench;
    EvaluationDashboard *m_dashboard = nullptr;
    QString m_campaignPackage; // the package a campaign opened last, offered to the dashboard
    QAction *m_showAction = nullptr;
};

} // namespace ui
