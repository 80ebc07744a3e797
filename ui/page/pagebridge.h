#pragma once

#include <QObject>

namespace ui {

// The one object our isolated-world script reaches through QWebChannel: it turns the page events
// the script reports (element numbers = data-bs-id) into Qt signals. The channel is installed in
// Boilerscope's world only, so the page's own scripts cannot call it. Lives on the GUI thread.
class PageBridge : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    Q_INVOKABLE void clicked(int element) { emit elementClicked(element); }
    Q_INVOKABLE void hovered(int element) { emit elementHovered(element); }
    // A text selection in annotation mode, as JSON (resources/js/annotate.js).
    Q_INVOKABLE void rangeSelected(const QString &json) { emit textRangeSelected(json); }

signals:
    void elementClicked(int element);
    void elementHovered(int element);
    void textRangeSelected(const QString &json);
};

} // namespace ui
