#include "elidingcombobox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

#include <algorithm>

namespace ui {

QString ElidingComboBox::shownText() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return elided(option);
}

QString ElidingComboBox::elided(const QStyleOptionComboBox &option) const
{
    // QCommonStyle's CE_ComboBoxLabel draws the text in the edit field less 1 px on each side,
    // after the icon and its 4 px gap.
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    int room = field.width() - 2;
    if (!option.currentIcon.isNull())
        room -= option.iconSize.width() + 4;
    return option.fontMetrics.elidedText(option.currentText, Qt::ElideRight, std::max(0, room));
}

void ElidingComboBox::paintEvent(QPaintEvent *event)
{
    if (isEditable()) {
        QComboBox::paintEvent(event);
        return;
    }
    // QComboBox::paintEvent with the text elided.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    if (currentIndex() < 0 && !placeholderText().isEmpty()) {
        option.palette.setBrush(QPalette::ButtonText, option.palette.placeholderText());
        option.currentText = placeholderText();
    }
    option.currentText = elided(option);
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace ui

#include "moc_elidingcombobox.cpp"
