#pragma once

// What the GUI tests that drive the real window share: two test extractors with a known choice,
// a window that shows them, and the helpers that load a page, wait for its analysis and look into
// the page. A test class derives from WindowTest (a QObject without slots of its own) and calls
// createWindow() in its initTestCase(); it owns the window. GUI thread only.

#include <extraction/extractor.h>
#include <page/pageview.h>
#include <registry/extractorregistry.h>
#include <window/mainwindow.h>

#include "pagescript.h"
#include "testwait.h"

#include <QFile>
#include <QObject>
#include <QRectF>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>
#include <QVariantMap>

#include <string>

namespace testwindow {

using namespace Qt::StringLiterals;

constexpr int kTimeoutMs = 30000;
// The page view's patience in the tests of stuck pages: short, so that they are quick.
constexpr int kShortUnresponsiveMs = 2000;

// `test-class` chooses the elements whose class is "content" (pick = 0) or "sidebar" (pick = 1),
// with a chart series of one point per element child of <body> (y = its visible words).
class ClassExtractor final : public core::Extractor
{
public:
    const core::ExtractorInfo &info() const override
    {
        static const core::ExtractorInfo i{"test-class",
                                           "Test: by class",
                                           "-",
                                           core::ExtractorInput::Dom,
                                           "Chooses the elements of one class.",
                                           {{"pick", core::ParamDescriptor::Type::Integer, 0, 0, 1,
                                             1, "0 content, 1 sidebar", "test"}}};
        return i;
    }
    core::ExtractionResult run(const core::Document &doc,
                               const core::ParamValues &values) const override
    {
        const std::string_view wanted = values[0] == 0 ? "content" : "sidebar";
        core::ExtractionResult r;
        core::Series series;
        series.chart = "test-chart";
        series.name = "words per block";
        if (doc.body() != core::kNoNode)
            for (core::NodeId c : doc.children(doc.body()))
                if (doc.node(c).isElement()) {
                    series.y.push_back(doc.subtreeWords(c));
                    series.nodes.push_back(c);
                }
        r.series.push_back(std::move(series));
        for (core::NodeId n = 0; n < doc.size(); ++n)
            if (doc.node(n).isElement() && doc.attribute(n, "class") == wanted) {
                r.selected.push_back(n);
                r.judgements.push_back({n, -1, true, 1, {"class {0}", {values[0]}}});
            }
        return r;
    }
};

// `test-main` chooses #main: the same element as test-class with pick 0, so that both mark one
// node.
class MainIdExtractor final : public core::Extractor
{
public:
    const core::ExtractorInfo &info() const override
    {
        static const core::ExtractorInfo i{
            "test-main", "Test: #main", "-", core::ExtractorInput::Dom, "Chooses #main.", {}};
        return i;
    }
    core::ExtractionResult run(const core::Document &doc, const core::ParamValues &) const override
    {
        core::ExtractionResult r;
        for (core::NodeId n = 0; n < doc.size(); ++n)
            if (doc.node(n).isElement() && doc.attribute(n, "id") == "main")
                r.selected.push_back(n);
        return r;
    }
};

inline const ClassExtractor kClass;
inline const MainIdExtractor kMain;

// The words a tiny external program prints: the two paragraphs of basic.html's #main.
inline const QByteArray kEchoMain =
    R"({"command": ["/bin/sh", "-c", "cat > /dev/null; echo 'A first paragraph of the article )"
    R"(with enough words to be text.'; echo 'A second paragraph, also part of the main content )"
    R"(of this page.'"]})";

inline QString fixture(const QString &name)
{
    return QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/") + name;
}

inline QRectF rectOf(const QVariantMap &m)
{
    return QRectF(m[u"x"_s].toDouble(), m[u"y"_s].toDouble(), m[u"w"_s].toDouble(),
                  m[u"h"_s].toDouble());
}

// Two rectangles (maps with x, y, w, h) overlap by more than a rounding error.
inline bool overlap(const QRectF &a, const QRectF &b)
{
    const QRectF common = a.intersected(b);
    return common.width() > 0.5 && common.height() > 0.5;
}

inline bool overlap(const QVariantMap &a, const QVariantMap &b)
{
    return overlap(rectOf(a), rectOf(b));
}

// The window of plain, test-class, test-main and wlr, with only test-class ticked.
inline ui::MainWindow::Options testOptions()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {core::ExtractorRegistry::find("plain"), &kClass, &kMain,
                          core::ExtractorRegistry::find("wlr")};
    return options;
}

class WindowTest : public QObject
{
protected:
    ~WindowTest() override { delete m_window; }

    // Shows a window of the given extractors at the given size, with only `ticked` ticked.
    bool createWindow(const ui::MainWindow::Options &options = testOptions(),
                      QSize size = QSize(1400, 900), const QStringList &ticked = {u"test-class"_s})
    {
        QStandardPaths::setTestModeEnabled(true);
        m_window = new ui::MainWindow(options);
        m_extractors.clear();
        for (const core::Extractor *e : options.extractors)
            m_extractors << QString::fromStdString(e->info().id);
        tickOnly(ticked);
        m_window->resize(size);
        m_window->show();
        return QTest::qWaitForWindowExposed(m_window);
    }

    // Ticks the given extractors of the window and unticks its others.
    void tickOnly(const QStringList &ids)
    {
        for (const QString &id : std::as_const(m_extractors))
            m_window->setExtractorEnabled(id, ids.contains(id));
    }

    // Evaluates code in the given world of the page and returns its value.
    QVariant eval(const QString &code, quint32 world = ui::PageView::kWorldId)
    {
        return testpages::runScript(m_window->pageView()->page(), code, kTimeoutMs, world);
    }

    // Opens path and waits until an analysis started after this load is shown (ticking
    // extractors before the load shows the previous page's analysis once more).
    bool load(const QString &path, int timeoutMs = kTimeoutMs)
    {
        bool started = false, shown = false;
        const QMetaObject::Connection a = connect(
            m_window->pageView(), &QWebEngineView::loadStarted, this, [&] { started = true; });
        const QMetaObject::Connection b =
            connect(m_window, &ui::MainWindow::analysisShown, this, [&] { shown = started; });
        m_window->openLocation(path);
        const bool ok = testwait::waitFor([&] { return shown; }, timeoutMs);
        disconnect(a);
        disconnect(b);
        return ok;
    }

    // The element numbers an extractor's run chose in the current analysis.
    QList<int> chosenElements(const std::string &id)
    {
        QList<int> out;
        const auto a = m_window->analysis();
        if (const ui::ExtractorRun *run = a ? a->run(id) : nullptr)
            for (core::NodeId n : run->result.selected)
                out << m_window->mapper().elementOf(n);
        return out;
    }

    // The element number of the page element matching a CSS selector.
    int elementOf(const QString &selector)
    {
        return eval(u"bs.number(document.querySelector('%1'))"_s.arg(selector)).toInt();
    }

    // Writes a definition file NAME.json into m_definitions and adds it to the window.
    bool addDefinition(const QString &name, const QByteArray &json)
    {
        QFile file(m_definitions.filePath(name + u".json"_s));
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size())
            return false;
        file.close();
        QString error;
        const bool ok = m_window->addDefinitionFile(file.fileName(), &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }

    ui::MainWindow *m_window = nullptr;
    QStringList m_extractors; // the ids of the window's extractors
    QTemporaryDir m_definitions;
};

} // namespace testwindow
