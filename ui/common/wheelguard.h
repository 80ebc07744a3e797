#pragma once

#include <QObject>

namespace ui {

// Keeps the mouse wheel from changing a value by accident: a spin box or combo box takes wheel
// events only while it has the keyboard focus (a click or Tab gives it), and never takes the
// focus from the wheel. Without focus the wheel goes on to what is around it, so that scrolling
// a list of parameters scrolls the list instead of changing whichever value passes under the
// pointer. Installed once on the application (install()); stateless, GUI thread only.
class WheelGuard : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // Installs one guard on the application (more calls do nothing).
    static void install();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace ui
