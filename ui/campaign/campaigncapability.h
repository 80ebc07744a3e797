#pragma once

#include "common/capability.h"

#include <extraction/extractor.h>

#include <vector>

class QDockWidget;

namespace ui {

class AnnotationPanel;
class CampaignDock;
class PageView;
class Workbench;

// Annotation campaigns: a test package opened as a work queue (CampaignDock) beside the
// annotation pane, its entries in the File and Annotation menus (open, import and export a
// package; pre-annotate, next, previous, save, adjudicate, site rules). The queue's documents
// are opened by the annotation capability (Workbench::openPackageDocument); pre-annotation offers
// every extractor offered. Owns the dock; GUI thread only.
class CampaignCapability : public Capability
{
    Q_OBJECT
public:
    CampaignCapability(Workbench *workbench, AnnotationPanel *annotation, PageView *page,
                       const std::vector<const core::Extractor *> &extractors);

    CampaignDock *campaignDock() const { return m_campaign; }

    QList<Dock> docks() const override;
    QList<MenuEntry> menuEntries() const override;
    void cancelWork() override;

private:
    CampaignDock *m_campaign = nullptr;
    QDockWidget *m_dock = nullptr;
};

} // namespace ui
