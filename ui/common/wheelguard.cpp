#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QWidget>

namespace ui {

namespace {

// A value the wheel would change: a spin box (of any kind) or a combo box.
bool takesValueFromWheel(const QObject *o)
{
    return qobject_cast<const QAbstractSpinBox *>(o) || qobject_cast<const QComboBox *>(o);
}

} // namespace

void WheelGuard::install()
{
    static QPointer<WheelGuard> guard;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Polish:
        // Qt's default for both is Qt::WheelFocus: the wheel would first give them the focus.
        if (auto *w = qobject_cast<QWidget *>(watched);
            w && takesValueFromWheel(w) && w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus);
        break;
    case QEvent::Wheel:
        if (auto *w = qobject_cast<QWidget *>(watched);
            w && takesValueFromWheel(w) && !w->hasFocus()) {
            // Ignored and filtered: QApplication hands a spontaneous wheel event on to the
            // parent, which scrolls.
            event->ignore();
            return true;
        }
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ui

#include "moc_wheelguard.cpp"
