#include "figurecell.h"

#include <QString>

namespace ui {

QVariant FigureCell::data(const std::optional<double> &value, int role)
{
    if (!value)
        return role == Qt::DisplayRole ? QVariant(QStringLiteral("—")) : QVariant();
    return role == Qt::DisplayRole ? QVariant(QString::number(*value, 'f', kDecimals))
                                   : QVariant(*value);
}

} // namespace ui
