#pragma once

#include <QString>

class QWidget;

namespace ui {

// Saves a widget (a chart view) as an image: SVG through QSvgGenerator when the path ends in
// ".svg", otherwise a raster image (PNG, or the format the suffix names). The file is written
// atomically (QSaveFile). A widget that was never shown is first given a default size, so that
// hidden tabs export readable images. Stateless; GUI thread only.
class ChartExporter
{
public:
    static bool save(QWidget *view, const QString &path, QString *error);
};

} // namespace ui
