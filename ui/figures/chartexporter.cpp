#include "chartexporter.h"

#include <QFileInfo>
#include <QPainter>
#include <QPixmap>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>

namespace ui {

namespace {

// Project choice: a size that reads well on a slide or in a README.
constexpr QSize kDefaultSize(900, 600);
constexpr QSize kMinimumSize(200, 150);

} // namespace

bool ChartExporter::save(QWidget *view, const QString &path, QString *error)
{
    if (!view->isVisible() &&
        (view->width() < kMinimumSize.width() || view->height() < kMinimumSize.height()))
        view->resize(kDefaultSize);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = QObject::tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    const QString suffix = QFileInfo(path).suffix().toLower();
    bool ok = true;
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(view->size());
        svg.setViewBox(view->rect());
        svg.setTitle(view->windowTitle().isEmpty() ? QFileInfo(path).baseName()
                                                   : view->windowTitle());
        QPainter painter(&svg);
        view->render(&painter);
        ok = painter.end();
    } else {
        const QByteArray format = suffix.isEmpty() ? QByteArray("png") : suffix.toLatin1();
        ok = view->grab().save(&file, format.constData());
    }
    if (!ok) {
        file.cancelWriting();
        *error = QObject::tr("%1: could not write the image").arg(path);
        return false;
    }
    if (!file.commit()) {
        *error = QObject::tr("%1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace ui
