// The Metadata dock in the real window under xvfb: it shows the metadata of the page shown, read
// off the GUI thread; picking a field or a candidate outlines its source element on the page and
// selects its node in the DOM inspector; another page replaces what it shows; a ticked external
// program's own metadata is shown beside ours.

#include <inspector/dominspector.h>
#include <metadata/metadatacapability.h>
#include <metadata/metadataextractor.h>
#include <metadata/metadatamodel.h>
#include <metadata/metadatapanel.h>

#include "testwait.h"
#include "windowtest.h"

#include <QDockWidget>
#include <QHeaderView>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTreeView>

using namespace Qt::StringLiterals;
using namespace testwindow;

class TstMetadataCapability : public WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void showsThePageShown();
    void pickingOutlinesTheSource_data();
    void pickingOutlinesTheSource();
    void anotherPageReplacesIt();
    void programsBesideOurs();
    void extractionUrl_data();
    void extractionUrl();

private:
    // Loads a page and waits until its metadata is in the panel.
    bool loadWithMetadata(const QString &path);
};

void TstMetadataCapability::initTestCase()
{
    QVERIFY(createWindow());
}

bool TstMetadataCapability::loadWithMetadata(const QString &path)
{
    if (!load(path))
        return false;
    ui::MetadataCapability *metadata = m_window->metadata();
    return testwait::waitFor(
        [&] { return metadata->metadata() && metadata->page() == m_window->analysis()->page; },
        kTimeoutMs);
}

void TstMetadataCapability::showsThePageShown()
{
    QVERIFY(loadWithMetadata(fixture(u"metadata.html"_s)));
    const core::Metadata expected =
        core::MetadataExtractor::extract(*m_window->analysis()->document);
    ui::MetadataModel *model = m_window->metadataPanel()->model();
    for (core::MetadataField f : core::kMetadataFields) {
        const QModelIndex row = model->fieldIndex(f);
        QCOMPARE(model->rowCount(row), int(expected[f].candidates.size()));
        if (!expected[f].value.empty())
            QCOMPARE(row.siblingAtColumn(ui::MetadataModel::ValueColumn).data().toString(),
                     QString::fromStdString(expected[f].value));
    }
    // The fixture's byline and <time> are found.
    QCOMPARE(expected[core::MetadataField::Authors].value, "Ann Lee");
    QCOMPARE(expected[core::MetadataField::Published].value, "2024-03-18");
    // The dock is in the View menu.
    bool inMenu = false;
    for (QAction *menu : m_window->menuBar()->actions())
        if (menu->menu() &&
            menu->menu()->actions().contains(m_window->metadata()->dock()->toggleViewAction()))
            inMenu = true;
    QVERIFY(inMenu);
}

void TstMetadataCapability::pickingOutlinesTheSource_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("source");   // a candidate's source name; "": the field's row
    QTest::addColumn<QString>("selector"); // the element the row was read from
    QTest::addColumn<bool>("drawn");       // outlined on the page
    QTest::newRow("title") << int(core::MetadataField::Title) << QString() << u"#headline"_s
                           << true;
    QTest::newRow("title: og:title")
        << int(core::MetadataField::Title) << u"og"_s << u"meta[property=\"og:title\"]"_s << false;
    QTest::newRow("authors") << int(core::MetadataField::Authors) << QString() << u"#byline"_s
                             << true;
    QTest::newRow("published") << int(core::MetadataField::Published) << QString()
                               << u"#published"_s << true;
    QTest::newRow("published: text")
        << int(core::MetadataField::Published) << u"text"_s << u"#published"_s << true;
}

void TstMetadataCapability::pickingOutlinesTheSource()
{
    QFETCH(int, field);
    QFETCH(QString, source);
    QFETCH(QString, selector);
    QFETCH(bool, drawn);
    QVERIFY(loadWithMetadata(fixture(u"metadata.html"_s)));
    ui::MetadataCapability *capability = m_window->metadata();
    const core::MetadataValue &value = (*capability->metadata())[core::MetadataField(field)];
    int candidate = -1;
    for (std::size_t i = 0; i < value.candidates.size() && !source.isEmpty(); ++i)
        if (QString::fromUtf8(core::metadataSourceName(value.candidates[i].source)) == source) {
            candidate = int(i);
            break;
        }
    QVERIFY(source.isEmpty() || candidate >= 0);
    const core::NodeId node = candidate >= 0 ? value.candidates[std::size_t(candidate)].node
                                             : value.chosenCandidate()->node;
    // The element the row names is the one the selector finds on the page.
    const int element = elementOf(selector);
    QVERIFY(element >= 0);
    QCOMPARE(m_window->mapper().elementOf(node), element);

    // The user raises the dock and clicks the row.
    capability->dock()->show();
    capability->dock()->raise();
    ui::MetadataPanel *panel = m_window->metadataPanel();
    QTreeView *tree = panel->treeView();
    QModelIndex index = panel->model()->fieldIndex(core::MetadataField(field));
    if (candidate >= 0) {
        tree->expand(index);
        index = panel->model()->index(candidate, 0, index);
    }
    tree->scrollTo(index);
    QTRY_VERIFY_WITH_TIMEOUT(tree->isVisible() && tree->visualRect(index).isValid(), kTimeoutMs);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(index).center());
    QTRY_COMPARE_WITH_TIMEOUT(m_window->selectedNode(), node, kTimeoutMs);
    QCOMPARE(m_window->inspector()->selectedNode(), node);
    // The page outlines the element (a 'sel' box over it) when the page draws it.
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(element)).toMap();
    const QString selBoxes = u"bs.boxes().filter(b => b.kind === 'sel')"_s;
    if (drawn) {
        QTRY_VERIFY_WITH_TIMEOUT(eval(selBoxes + u".length"_s).toInt() == 1, kTimeoutMs);
        const QVariantMap box = eval(selBoxes + u"[0]"_s).toMap();
        QVERIFY2(overlap(box, rect),
                 qPrintable(u"box %1,%2 %3x%4 off the element"_s.arg(box[u"x"_s].toDouble())
                                .arg(box[u"y"_s].toDouble())
                                .arg(box[u"w"_s].toDouble())
                                .arg(box[u"h"_s].toDouble())));
    } else {
        // Selected, but no box at all: a box of an element without one would draw its border as
        // a mark at the page's top left corner.
        QCOMPARE(m_window->selectedElement(), element);
        eval(u"bs.flush()"_s);
        QCOMPARE(eval(selBoxes + u".length"_s).toInt(), 0);
    }
}

void TstMetadataCapability::anotherPageReplacesIt()
{
    QVERIFY(loadWithMetadata(fixture(u"metadata.html"_s)));
    QVERIFY(loadWithMetadata(fixture(u"basic.html"_s)));
    const auto analysis = m_window->analysis();
    QCOMPARE(m_window->metadata()->page(), analysis->page);
    const core::Metadata expected = core::MetadataExtractor::extract(*analysis->document);
    const QModelIndex title =
        m_window->metadataPanel()->model()->fieldIndex(core::MetadataField::Title);
    QCOMPARE(title.siblingAtColumn(ui::MetadataModel::ValueColumn).data().toString(),
             QString::fromStdString(expected[core::MetadataField::Title].value));
    QCOMPARE(m_window->metadataPanel()->model()->rowCount(
                 m_window->metadataPanel()->model()->fieldIndex(core::MetadataField::Authors)),
             0);
}

namespace {

// A fake external program that returns metadata on metadata.html: a shorter title than ours,
// the same author, the same day with its time.
const QByteArray kHarbourMetadata =
    R"({"name": "Harbour metadata", "output": "json", "field": "text", "command": ["/bin/sh", "-c", )"
    R"("cat > /dev/null; printf '%s' '{{\"text\": \"The harbour reopened on Monday morning\", )"
    R"(\"metadata\": {{\"title\": \"The harbour reopens\", \"authors\": \"Ann Lee\", )"
    R"(\"published\": \"2024-03-18T09:30:00+01:00\"}}}}'"]})";

} // namespace

void TstMetadataCapability::programsBesideOurs()
{
    QVERIFY(addDefinition(u"harbour-metadata"_s, kHarbourMetadata));
    const QString id = u"ext:harbour-metadata"_s;
    m_window->setExtractorEnabled(id, true);
    QVERIFY(loadWithMetadata(fixture(u"metadata.html"_s)));
    ui::MetadataPanel *panel = m_window->metadataPanel();
    ui::MetadataModel *model = panel->model();
    QTRY_COMPARE_WITH_TIMEOUT(model->programs().size(), std::size_t(1), kTimeoutMs);
    const int column = ui::MetadataModel::programColumn(0);
    QCOMPARE(model->headerData(column, Qt::Horizontal).toString(), u"Harbour metadata"_s);
    // Shown right after our value.
    QCOMPARE(panel->treeView()->header()->visualIndex(column), ui::MetadataModel::ValueColumn + 1);
    auto cell = [&](core::MetadataField f) { return model->fieldIndex(f).siblingAtColumn(column); };
    QCOMPARE(cell(core::MetadataField::Title).data().toString(), u"≠ The harbour reopens"_s);
    QCOMPARE(cell(core::MetadataField::Title).data(ui::MetadataModel::AgreesRole), QVariant(false));
    QCOMPARE(cell(core::MetadataField::Authors).data().toString(), u"Ann Lee"_s);
    QCOMPARE(cell(core::MetadataField::Authors).data(ui::MetadataModel::AgreesRole),
             QVariant(true));
    QCOMPARE(cell(core::MetadataField::Published).data(ui::MetadataModel::AgreesRole),
             QVariant(true));
    QVERIFY(!cell(core::MetadataField::SiteName).data(ui::MetadataModel::AgreesRole).isValid());

    // The user clicks the program's title: the detail says what it said, and our title's
    // element is selected.
    m_window->metadata()->dock()->show();
    m_window->metadata()->dock()->raise();
    QTreeView *tree = panel->treeView();
    const QModelIndex title = cell(core::MetadataField::Title);
    tree->scrollTo(title);
    QTRY_VERIFY_WITH_TIMEOUT(tree->isVisible() && tree->visualRect(title).isValid(), kTimeoutMs);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(title).center());
    QTRY_VERIFY_WITH_TIMEOUT(
        panel->detailText().contains(u"Harbour metadata says otherwise: The harbour reopens"_s),
        kTimeoutMs);
    QVERIFY2(panel->detailText().contains(u"Title"_s), qPrintable(panel->detailText()));
    const core::NodeId ours =
        (*m_window->metadata()->metadata())[core::MetadataField::Title].chosenCandidate()->node;
    QTRY_COMPARE_WITH_TIMEOUT(m_window->selectedNode(), ours, kTimeoutMs);

    // Unticked: its column goes.
    m_window->setExtractorEnabled(id, false);
    QTRY_COMPARE_WITH_TIMEOUT(model->columnCount(), int(ui::MetadataModel::ColumnCount),
                              kTimeoutMs);
}

void TstMetadataCapability::extractionUrl_data()
{
    QTest::addColumn<QUrl>("url");
    QTest::addColumn<QString>("expected");
    QTest::newRow("https") << QUrl(u"https://news.example/2024/03/18/harbour"_s)
                           << u"https://news.example/2024/03/18/harbour"_s;
    QTest::newRow("http") << QUrl(u"http://news.example/a"_s) << u"http://news.example/a"_s;
    QTest::newRow("file") << QUrl::fromLocalFile(u"/tmp/2024/03/18/page.html"_s) << QString();
    QTest::newRow("qrc") << QUrl(u"qrc:/samples/news.html"_s) << QString();
}

void TstMetadataCapability::extractionUrl()
{
    QFETCH(QUrl, url);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(ui::MetadataCapability::extractionUrl(url)), expected);
}

QTEST_MAIN(TstMetadataCapability)
#include "tst_metadatacapability.moc"
