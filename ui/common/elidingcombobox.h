#pragma once

#include <QComboBox>

namespace ui {

// A drop-down that shows its current text elided with "…" when the box is narrower than the
// text, where QComboBox cuts the text at the box's edge ("project's repair: childre" in a
// laptop's column): a reader sees that there is more (its list shows it whole).
// Owns nothing beyond QComboBox; GUI thread only.
class ElidingComboBox : public QComboBox
{
    Q_OBJECT
public:
    using QComboBox::QComboBox;

    // The current text as painted: whole when it fits the box's text field, else elided.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString elided(const QStyleOptionComboBox &option) const;
};

} // namespace ui
