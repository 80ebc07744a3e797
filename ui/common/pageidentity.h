#pragma once

#include <QUrl>
#include <QtGlobal>

namespace ui {

// Which page a result belongs to: the URL shown and the number of the load that brought it (a
// reload of the same URL is another load, whose page may differ). Made by PageCapability when a
// load starts and carried by the snapshot, the Analysis, the charts, the annotation target and
// the window title, so that what belongs to a page that was left is recognised and dropped. A
// value; load 0 is no page at all.
struct PageIdentity
{
    QUrl url;
    quint64 load = 0;

    bool isNull() const { return load == 0; }
    friend bool operator==(const PageIdentity &a, const PageIdentity &b)
    {
        return a.load == b.load && a.url == b.url;
    }
    friend bool operator!=(const PageIdentity &a, const PageIdentity &b) { return !(a == b); }
};

} // namespace ui
