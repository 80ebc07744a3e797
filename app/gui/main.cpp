#include <annotation/annotationrecovery.h>
#include <common/selection.h>
#include <common/settings.h>
#include <extractors/analysiscontroller.h>
#include <extractors/extractorpanel.h>
#include <figures/figureexporter.h>
#include <inspector/comparepanel.h>
#include <metadata/metadatacapability.h>
#include <page/pageview.h>
#include <teaching/lesson.h>
#include <teaching/traceplayerpanel.h>
#include <window/layoutmanager.h>
#include <window/mainwindow.h>

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QTimer>
#include <QUrl>

#include <cstdio>
#include <optional>

#include <unistd.h>

namespace {

enum ExitCode { kOk = 0, kUnreadable = 1, kUsage = 2, kLoadFailed = 3, kTimeout = 4, kWrite = 5 };

int fail(int code, const QString &message)
{
    std::fprintf(stderr, "boilerscope: %s\n", qPrintable(message));
    return code;
}

bool isUrl(const QString &arg)
{
    const QUrl url(arg);
    return url.isValid() && url.scheme().size() > 1 && !QFileInfo::exists(arg);
}

} // namespace

int main(int argc, char **argv)
{
    // Chromium's sandbox cannot run as root (containers, CI); it refuses to start there unless
    // told so. Any other user keeps the sandbox.
    if (::geteuid() == 0 && !qEnvironmentVariableIsSet("QTWEBENGINE_DISABLE_SANDBOX"))
        qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts); // Qt WebEngine asks for it
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Boilerscope"));
    QApplication::setApplicationName(QStringLiteral("boilerscope"));
    QApplication::setApplicationVersion(QStringLiteral(BOILERSCOPE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Main content extraction workbench: shows on the rendered page what each "
                       "extractor chose, and why."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("page"),
                                 QStringLiteral("An HTML file or a URL (default: a bundled "
                                                "sample page on first start)."),
                                 QStringLiteral("[FILE|URL]"));
    const QCommandLineOption extractorsOption(
        {QStringLiteral("e"), QStringLiteral("extractors")},
        QStringLiteral("Tick exactly these extractors (comma-separated ids, see "
                       "boilerscope-cli list)."),
        QStringLiteral("ID[,ID...]"));
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QStringLiteral("Render the whole window with overlays and charts into OUT.png once the "
                       "extractors ran, then exit."),
        QStringLiteral("OUT.png"));
    const QCommandLineOption sourceOption(
        QStringLiteral("source"),
        QStringLiteral("Run the extractors on the source HTML instead of the rendered DOM."));
    const QCommandLineOption readerOption(
        QStringLiteral("reader"), QStringLiteral("Start in reader view (Insa et al. 2013 §6)."));
    const QCommandLineOption timeoutOption(
        QStringLiteral("timeout"),
        QStringLiteral("Give up a screenshot after this many seconds (default 60)."),
        QStringLiteral("SECONDS"), QStringLiteral("60"));
    const QCommandLineOption figureOption(
        QStringLiteral("figure"),
        QStringLiteral("Write the page with its overlay, the charts and a legend of the "
                       "extractors as one figure (PNG, SVG or PDF by the suffix) once the "
                       "extractors ran, then exit."),
        QStringLiteral("OUT"));
    const QCommandLineOption figureSizeOption(
        QStringLiteral("figure-size"),
        QStringLiteral("The figure's size in pixels (points in a PDF), default 1600x1000."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption layoutOption(
        QStringLiteral("layout"),
        QStringLiteral("Arrange the docks for debug, annotate or teach (View ▸ Layout)."),
        QStringLiteral("NAME"));
    const QCommandLineOption compareOption(
        QStringLiteral("compare"),
        QStringLiteral("Compare two extractors on the page (Extractors ▸ Compare Two "
                       "Extractors): what only A kept, only B kept, both kept."),
        QStringLiteral("A,B"));
    const QList<ui::Lesson> lessons = ui::Lesson::bundled();
    QStringList lessonIds;
    for (const ui::Lesson &l : lessons)
        lessonIds << l.id;
    const QCommandLineOption lessonOption(
        QStringLiteral("lesson"),
        QStringLiteral("Open a bundled lesson (Help ▸ Lessons) instead of a page: %1.")
            .arg(lessonIds.join(QStringLiteral(", "))),
        QStringLiteral("ID"));
    const QCommandLineOption traceStepOption(
        QStringLiteral("trace-step"),
        QStringLiteral("With --lesson and --screenshot or --figure: show step N (from 1) of the "
                       "lesson's trace."),
        QStringLiteral("N"));
    const QCommandLineOption selectOption(
        QStringLiteral("select"),
        QStringLiteral("With --screenshot or --figure: select the element at PATH (as "
                       "boilerscope-cli prints paths, /html/body/div[2]/p) in the DOM inspector "
                       "once the extractors ran, so that its reasons show (the charts are hidden "
                       "and the inspector gets three quarters of its column)."),
        QStringLiteral("PATH"));
    parser.addOption(selectOption);
    const QCommandLineOption metadataOption(
        QStringLiteral("metadata"),
        QStringLiteral("With --screenshot or --figure: raise the Metadata dock and select FIELD "
                       "(title, authors, published, modified, site_name, language, description "
                       "or canonical_url), or its candidate N (from 1) as FIELD:N, once the "
                       "extractors ran, so that its source is outlined on the page (the charts "
                       "are hidden and the dock gets three quarters of its column)."),
        QStringLiteral("FIELD[:N]"));
    parser.addOption(metadataOption);
    const QCommandLineOption overlayOption(
        QStringLiteral("overlay"),
        QStringLiteral("What the extractors' layers show (View ▸ Overlay): outlines, agreement or "
                       "hidden."),
        QStringLiteral("MODE"));
    const QCommandLineOption windowSizeOption(
        QStringLiteral("window-size"),
        QStringLiteral("With --screenshot or --figure: the window's size in pixels, default "
                       "1600x1000."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    parser.addOptions({extractorsOption, screenshotOption, sourceOption, readerOption,
                       timeoutOption, layoutOption, figureOption, figureSizeOption, compareOption,
                       lessonOption, traceStepOption, overlayOption, windowSizeOption});
    parser.process(app);

    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        return fail(kUsage, QStringLiteral("one page at a time (got %1)").arg(positional.size()));
    const QString page = positional.value(0);
    const bool screenshot = parser.isSet(screenshotOption);
    const bool figure = parser.isSet(figureOption);
    const bool batch = screenshot || figure;
    std::optional<ui::Lesson> lesson;
    if (parser.isSet(lessonOption)) {
        for (const ui::Lesson &l : lessons)
            if (l.id == parser.value(lessonOption))
                lesson = l;
        if (!lesson)
            return fail(kUsage,
                        QStringLiteral("unknown lesson '%1' (%2)")
                            .arg(parser.value(lessonOption), lessonIds.join(QStringLiteral(", "))));
        if (!page.isEmpty())
            return fail(kUsage, QStringLiteral("--lesson opens its own page: give no FILE or URL"));
    }
    int traceStep = 0;
    if (parser.isSet(traceStepOption)) {
        bool ok = false;
        traceStep = parser.value(traceStepOption).toInt(&ok);
        if (!ok || traceStep < 1 || !lesson)
            return fail(kUsage,
                        QStringLiteral("--trace-step needs --lesson and a step number from 1"));
    }
    if (batch && page.isEmpty() && !lesson)
        return fail(kUsage,
                    QStringLiteral("--%1 needs a FILE or URL")
                        .arg(screenshot ? QStringLiteral("screenshot") : QStringLiteral("figure")));
    const QSize figureSize = ui::FigureExporter::parseSize(parser.value(figureSizeOption));
    if (!figureSize.isValid())
        return fail(kUsage, QStringLiteral("--figure-size needs WIDTHxHEIGHT, %1 to %2 per side "
                                           "(got '%3')")
                                .arg(ui::FigureExporter::kMinSide)
                                .arg(ui::FigureExporter::kMaxSide)
                                .arg(parser.value(figureSizeOption)));
    if (figure && !ui::FigureExporter::formats().contains(
                      QFileInfo(parser.value(figureOption)).suffix().toLower()))
        return fail(kUsage, QStringLiteral("cannot write %1: a figure is .png, .svg or .pdf")
                                .arg(parser.value(figureOption)));
    if (!page.isEmpty() && !isUrl(page)) {
        const QFileInfo info(page);
        if (!info.exists())
            return fail(kUnreadable, QStringLiteral("cannot read %1: no such file").arg(page));
        if (!info.isFile() || !info.isReadable())
            return fail(kUnreadable,
                        QStringLiteral("cannot read %1: not a readable file").arg(page));
    }
    QStringList ids;
    if (parser.isSet(extractorsOption))
        ids = parser.value(extractorsOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
    const QStringList compared =
        parser.value(compareOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
    if (parser.isSet(compareOption) && compared.size() != 2)
        return fail(kUsage, QStringLiteral("--compare needs two extractor ids, A,B (got '%1')")
                                .arg(parser.value(compareOption)));
    bool timeoutOk = false;
    const double timeout = parser.value(timeoutOption).toDouble(&timeoutOk);
    if (!timeoutOk || timeout <= 0)
        return fail(kUsage, QStringLiteral("--timeout needs a positive number of seconds"));

    std::optional<core::MetadataField> metadataField;
    int metadataCandidate = -1;
    if (parser.isSet(metadataOption)) {
        const QStringList parts = parser.value(metadataOption).split(QLatin1Char(':'));
        for (core::MetadataField f : core::kMetadataFields)
            if (parts[0] == QString::fromUtf8(core::metadataFieldName(f)))
                metadataField = f;
        bool ok = parts.size() == 1;
        if (parts.size() == 2)
            metadataCandidate = parts[1].toInt(&ok) - 1;
        if (!metadataField || !ok || parts.size() > 2 ||
            (parts.size() == 2 && metadataCandidate < 0))
            return fail(kUsage, QStringLiteral("--metadata needs a field (title, authors, "
                                               "published, modified, site_name, language, "
                                               "description, canonical_url), optionally :N "
                                               "(got '%1')")
                                    .arg(parser.value(metadataOption)));
    }

    std::optional<ui::LayoutManager::Layout> layout;
    if (parser.isSet(layoutOption)) {
        layout = ui::LayoutManager::fromKey(parser.value(layoutOption).toLower());
        if (!layout)
            return fail(kUsage, QStringLiteral("unknown layout '%1' (debug, annotate or teach)")
                                    .arg(parser.value(layoutOption)));
    }

    std::optional<ui::PageView::OverlayMode> overlay;
    if (parser.isSet(overlayOption)) {
        const QString mode = parser.value(overlayOption).toLower();
        if (mode == QLatin1String("outlines"))
            overlay = ui::PageView::OverlayMode::Outlines;
        else if (mode == QLatin1String("agreement"))
            overlay = ui::PageView::OverlayMode::Agreement;
        else if (mode == QLatin1String("hidden"))
            overlay = ui::PageView::OverlayMode::Hidden;
        else
            return fail(kUsage,
                        QStringLiteral("unknown overlay '%1' (outlines, agreement or hidden)")
                            .arg(parser.value(overlayOption)));
    }
    const QStringList windowSize = parser.value(windowSizeOption).split(QLatin1Char('x'));
    const QSize batchSize(windowSize.value(0).toInt(), windowSize.value(1).toInt());
    if (windowSize.size() != 2 || batchSize.width() < 200 || batchSize.height() < 200)
        return fail(kUsage, QStringLiteral("--window-size needs WIDTHxHEIGHT of at least "
                                           "200x200 (got '%1')")
                                .arg(parser.value(windowSizeOption)));

    ui::MainWindow::Options options;
    options.useSettings = !batch;
    if (!batch)
        options.recoveryPath = ui::AnnotationRecovery::defaultPath();
    ui::MainWindow window(options);
    // The window's catalog knows the external extractors too (ext:NAME).
    for (const QString &id : ids + compared) {
        if (!window.controller()->extractor(id.toStdString()))
            return fail(
                kUsage,
                QStringLiteral("unknown extractor '%1' (see boilerscope-cli list)").arg(id));
        if (!window.extractorPanel()->isAvailable(id))
            return fail(kUsage, QStringLiteral("extractor '%1' is unavailable (see "
                                               "boilerscope-cli list)")
                                    .arg(id));
    }
    if (parser.isSet(extractorsOption)) {
        for (const core::Extractor *e : window.controller()->extractors())
            window.setExtractorEnabled(QString::fromStdString(e->info().id), false);
        for (const QString &id : ids)
            window.setExtractorEnabled(id, true);
    }
    if (compared.size() == 2)
        window.compareExtractors(compared[0], compared[1]);
    if (parser.isSet(sourceOption))
        window.setSourceMode(true);
    if (parser.isSet(readerOption))
        window.setReaderView(true);
    if (layout)
        window.layouts()->apply(*layout);
    if (overlay)
        window.setOverlayMode(*overlay);

    int status = kOk;
    // What the batch lambdas below refer to lives until app.exec() returns, as they do.
    const QString out = parser.value(screenshotOption);
    const QString figureOut = parser.value(figureOption);
    bool writing = false;
    bool shown = false;                  // the final analysis is drawn on the page
    bool metadataShown = !metadataField; // the asked metadata row is selected
    if (batch) {
        window.resize(batchSize);
        QObject::connect(&window, &ui::MainWindow::loadFailed, &app, [&](const QString &message) {
            status = fail(kLoadFailed, message);
            app.exit(status);
        });
        const auto capture = [&] {
            if (writing)
                return;
            writing = true;
            // Give the charts and the compositor a moment to paint the final state.
            QTimer::singleShot(700, &app, [&] {
                QString error;
                if (screenshot && !window.exportImage(out, &error))
                    status = fail(kWrite, QStringLiteral("cannot write %1: %2").arg(out, error));
                else if (figure && !window.exportFigure(figureOut, figureSize, &error))
                    status = fail(kWrite, QStringLiteral("cannot write %1").arg(error));
                app.exit(status);
            });
        };
        if (lesson) {
            // A lesson is ready when its trace is in the player (after the analysis).
            QObject::connect(window.tracePlayer(), &ui::TracePlayerPanel::traceReady, &app,
                             [&, capture] {
                                 if (traceStep > 0)
                                     window.tracePlayer()->seek(traceStep - 1);
                                 capture();
                             });
        } else {
            // Every run done and shown (external programs are shown as they finish), and the
            // comparison, computed in the background once both runs are there, too.
            const auto ready = [&, capture] {
                if (shown && metadataShown &&
                    (compared.size() != 2 || window.comparePanel()->comparison()))
                    capture();
            };
            // The metadata is read after the page is analysed: its row is selected once both
            // are there, and the charts' room given to the dock.
            const auto showMetadata = [&, ready] {
                if (!metadataField || metadataShown || !shown || !window.metadata()->metadata())
                    return;
                if (!window.showMetadataField(*metadataField, metadataCandidate)) {
                    status = fail(kUsage, QStringLiteral("--metadata: the page has no %1")
                                              .arg(parser.value(metadataOption)));
                    app.exit(status);
                    return;
                }
                metadataShown = true;
                ready();
            };
            QObject::connect(window.metadata(), &ui::MetadataCapability::metadataReady, &app,
                             showMetadata);
            const std::string selected = parser.value(selectOption).toStdString();
            QObject::connect(
                &window, &ui::MainWindow::analysisShown, &app, [&, ready, showMetadata, selected] {
                    shown = !window.controller()->busy();
                    if (shown && !selected.empty()) {
                        const auto analysis = window.selection()->analysis();
                        const core::NodeId node = analysis && analysis->document
                                                      ? analysis->document->findPath(selected)
                                                      : core::kNoNode;
                        if (node == core::kNoNode) {
                            status = fail(kUsage, QStringLiteral("--select: no element at %1")
                                                      .arg(QString::fromStdString(selected)));
                            app.exit(status);
                            return;
                        }
                        // Every ticked extractor's reason for it readable: the inspector's tab
                        // in front, with the room of the charts and the most of its column.
                        window.showNodeReasons(node);
                    }
                    showMetadata();
                    ready();
                });
            QObject::connect(window.comparePanel(), &ui::ComparePanel::comparisonChanged, &app,
                             ready);
        }
        QTimer::singleShot(static_cast<int>(timeout * 1000), &app, [&] {
            status = fail(kTimeout, QStringLiteral("timed out after %1 s waiting for %2")
                                        .arg(timeout)
                                        .arg(lesson ? lesson->id : page));
            app.exit(status);
        });
    }
    window.show();
    // Unsaved gold of the last session comes first; when it is restored, its page is shown.
    const bool recovered = !screenshot && window.offerRecovery();
    if (lesson) {
        window.openLesson(*lesson);
    } else if (!recovered && !page.isEmpty()) {
        window.openLocation(page);
    } else if (!recovered) {
        const QStringList recent = ui::Settings().recentFiles();
        if (!recent.isEmpty() && QFileInfo::exists(recent.first()))
            window.openLocation(recent.first());
        else if (const QList<QUrl> samples = ui::MainWindow::samplePages(); !samples.isEmpty())
            window.openLocation(samples.first().toString());
    }
    const int code = app.exec();
    return batch ? status : code;
}
