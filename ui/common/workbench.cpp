#include "workbench.h"

#include "capability.h"

#include <QMainWindow>

namespace ui {

Workbench::Workbench(QMainWindow *window) : QObject(window), m_window(window) {}

void Workbench::add(Capability *capability)
{
    m_capabilities.append(capability);
}

bool Workbench::mayLeavePage() const
{
    for (Capability *capability : m_capabilities)
        if (!capability->mayLeavePage())
            return false;
    return true;
}

void Workbench::showMessage(const QString &text)
{
    m_message = text;
    emit messageChanged(text);
}

void Workbench::fail(const QString &message)
{
    showMessage(message);
    emit loadFailed(message);
}

void Workbench::showProgress(bool visible, int done, int total)
{
    emit progressChanged(visible, done, total);
}

void Workbench::showTiming(const QString &text, const QString &details)
{
    emit timingChanged(text, details);
}

void Workbench::showPageType(const QString &text, const QString &details)
{
    emit pageTypeChanged(text, details);
}

void Workbench::offerExtractor(const core::Extractor *extractor, const QString &reason)
{
    m_offered.push_back({extractor, reason});
    emit extractorOffered(extractor, reason);
}

} // namespace ui

#include "moc_workbench.cpp"
