#pragma once

#include <page/pageview.h>

#include "testwait.h"

#include <QString>
#include <QTest>
#include <QVariant>
#include <QWebEnginePage>

namespace testpages {

// Runs a script in the page's world (by default the window's own, where inspector.js and
// annotate.js live) and waits for its value; an invalid QVariant and a warning naming the script
// when it does not return within timeoutMs. For the GUI tests that look into the page; runs on
// the GUI thread, like the page.
inline QVariant runScript(QWebEnginePage *page, const QString &code, int timeoutMs,
                          quint32 world = ui::PageView::kWorldId)
{
    QVariant result;
    bool done = false;
    page->runJavaScript(code, world, [&](const QVariant &v) {
        result = v;
        done = true;
    });
    if (!testwait::waitFor([&] { return done; }, timeoutMs))
        qWarning("JavaScript did not return: %s", qPrintable(code));
    return result;
}

} // namespace testpages
