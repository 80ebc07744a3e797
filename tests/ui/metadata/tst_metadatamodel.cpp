// MetadataModel: one row per field with its value, source and reason, its candidates as child
// rows with the chosen one marked, each row giving its element; checked against what
// MetadataExtractor finds on fixture pages, under QAbstractItemModelTester.

#include <document/documentloader.h>
#include <metadata/metadataextractor.h>
#include <metadata/metadatamodel.h>

#include <QAbstractItemModelTester>
#include <QtTest>

#include <memory>
#include <string>

using namespace Qt::StringLiterals;

namespace {

std::shared_ptr<const core::Document> load(const std::string &relative)
{
    core::DocumentLoader::Result r =
        core::DocumentLoader::loadFile(std::string(BOILERSCOPE_TEST_DATA "/") + relative);
    if (!r.document)
        qFatal("cannot load fixture %s: %s", relative.c_str(), r.error.c_str());
    return std::make_shared<const core::Document>(std::move(*r.document));
}

// Pages with og:title, a byline and a <time>; with every kind of <meta>; with JSON-LD; with
// <time> elements and rel=author; with a byline in comments only (fields without a value).
const char *const kPages[] = {
    "ui/metadata.html", "core/metadata/meta-tags.html", "core/metadata/jsonld-article.html",
    "core/metadata/time-element.html", "core/metadata/comments-only.html"};

QString text(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace

class tst_MetadataModel : public QObject
{
    Q_OBJECT
private slots:
    void structure();
    void fields_data();
    void fields();
    void candidates_data();
    void candidates();
    void reset();
    void programs_data();
    void programs();
    void programsChange();
};

void tst_MetadataModel::structure()
{
    ui::MetadataModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QCOMPARE(model.rowCount(), 0);
    model.setMetadata(
        std::make_shared<const core::Metadata>(core::MetadataExtractor::extract(*load(kPages[0]))));
    QCOMPARE(model.rowCount(), int(core::kMetadataFields.size()));
    QCOMPARE(model.columnCount(), int(ui::MetadataModel::ColumnCount));
    QCOMPARE(model.headerData(ui::MetadataModel::ValueColumn, Qt::Horizontal).toString(),
             u"Value"_s);
    for (core::MetadataField f : core::kMetadataFields)
        QCOMPARE(model.fieldIndex(f).data().toString(), ui::MetadataModel::fieldLabel(f));
    // Candidates have no children.
    const QModelIndex title = model.fieldIndex(core::MetadataField::Title);
    QVERIFY(model.rowCount(title) > 0);
    QCOMPARE(model.rowCount(model.index(0, 0, title)), 0);
}

void tst_MetadataModel::fields_data()
{
    QTest::addColumn<QString>("page");
    QTest::addColumn<int>("field");
    for (const char *page : kPages)
        for (core::MetadataField f : core::kMetadataFields)
            QTest::addRow("%s/%s", page, std::string(core::metadataFieldName(f)).c_str())
                << QString::fromLatin1(page) << int(f);
}

void tst_MetadataModel::fields()
{
    QFETCH(QString, page);
    QFETCH(int, field);
    const auto doc = load(page.toStdString());
    const auto metadata =
        std::make_shared<const core::Metadata>(core::MetadataExtractor::extract(*doc));
    ui::MetadataModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setMetadata(metadata);
    const auto f = core::MetadataField(field);
    const core::MetadataValue &v = (*metadata)[f];
    const QModelIndex row = model.fieldIndex(f);
    QCOMPARE(row.row(), field);
    const auto cell = [&](int column, int role = Qt::DisplayRole) {
        return row.siblingAtColumn(column).data(role);
    };
    QCOMPARE(cell(ui::MetadataModel::ValueColumn).toString(),
             v.value.empty() ? u"none on the page"_s : text(v.value));
    QCOMPARE(cell(ui::MetadataModel::FieldColumn, Qt::ToolTipRole).toString(), text(v.rule));
    QCOMPARE(model.rowCount(row), int(v.candidates.size()));
    QCOMPARE(row.data(ui::MetadataModel::CandidateRole).toInt(), -1);
    QCOMPARE(row.data(ui::MetadataModel::FieldRole).toInt(), field);
    if (const core::MetadataCandidate *c = v.chosenCandidate()) {
        QVERIFY(row.data(ui::MetadataModel::ChosenRole).toBool());
        QCOMPARE(row.data(ui::MetadataModel::NodeRole).toInt(), c->node);
        QCOMPARE(cell(ui::MetadataModel::ReasonColumn).toString(), text(c->reason));
        const QString source = cell(ui::MetadataModel::SourceColumn).toString();
        QVERIFY2(source.startsWith(QString::fromUtf8(core::metadataSourceName(c->source))),
                 qPrintable(source));
        QCOMPARE(cell(ui::MetadataModel::SourceColumn, Qt::ToolTipRole).toString(),
                 c->path.empty() ? u"the page's URL"_s : text(c->path));
    } else {
        QVERIFY(!row.data(ui::MetadataModel::ChosenRole).toBool());
        QCOMPARE(row.data(ui::MetadataModel::NodeRole).toInt(), core::kNoNode);
        QVERIFY(cell(ui::MetadataModel::SourceColumn).toString().isEmpty());
    }
}

void tst_MetadataModel::candidates_data()
{
    fields_data();
}

void tst_MetadataModel::candidates()
{
    QFETCH(QString, page);
    QFETCH(int, field);
    const auto doc = load(page.toStdString());
    const auto metadata =
        std::make_shared<const core::Metadata>(core::MetadataExtractor::extract(*doc));
    ui::MetadataModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setMetadata(metadata);
    const core::MetadataValue &v = (*metadata)[core::MetadataField(field)];
    const QModelIndex parent = model.fieldIndex(core::MetadataField(field));
    int chosen = 0;
    for (int i = 0; i < int(v.candidates.size()); ++i) {
        const core::MetadataCandidate &c = v.candidates[std::size_t(i)];
        const QModelIndex row = model.index(i, 0, parent);
        QCOMPARE(row.parent(), parent);
        QCOMPARE(row.data(ui::MetadataModel::CandidateRole).toInt(), i);
        QCOMPARE(row.data(ui::MetadataModel::FieldRole).toInt(), field);
        QCOMPARE(row.data(ui::MetadataModel::NodeRole).toInt(), c.node);
        QCOMPARE(row.siblingAtColumn(ui::MetadataModel::ValueColumn).data().toString(),
                 c.value.empty() ? u"(empty)"_s : text(c.value));
        QCOMPARE(row.siblingAtColumn(ui::MetadataModel::ReasonColumn).data().toString(),
                 text(c.reason));
        // Its rank in the field's rule, and the chosen one says so with a check mark, in bold
        // and in words in its tooltip.
        const bool isChosen = i == v.chosen;
        QCOMPARE(row.data(ui::MetadataModel::ChosenRole).toBool(), isChosen);
        QVERIFY(c.rank >= 1);
        QCOMPARE(row.data(ui::MetadataModel::RankRole).toInt(), c.rank);
        QVERIFY2(row.data().toString().contains(u"rank %1"_s.arg(c.rank)),
                 qPrintable(row.data().toString()));
        QCOMPARE(row.data().toString().contains(u"✓"_s), isChosen);
        QCOMPARE(row.data(Qt::ToolTipRole).toString().contains(u"rule chose"_s), isChosen);
        QCOMPARE(row.data(Qt::FontRole).value<QFont>().bold(), isChosen);
        chosen += isChosen;
    }
    QCOMPARE(chosen, v.chosen >= 0 ? 1 : 0);
}

void tst_MetadataModel::reset()
{
    ui::MetadataModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setMetadata(
        std::make_shared<const core::Metadata>(core::MetadataExtractor::extract(*load(kPages[1]))));
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setMetadata(nullptr);
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(!model.fieldIndex(core::MetadataField::Title).isValid());
}

namespace {

// Two programs' metadata on ui/metadata.html: one with a shorter title, the same author and the
// same day written with its time; one with the site's name and the language with a region.
std::vector<ui::MetadataModel::Program> twoPrograms()
{
    return {{"ext:a",
             u"Program A"_s,
             {{"title", "The harbour reopens"},
              {"authors", "ann lee"},
              {"published", "2024-03-18T09:30:00+01:00"}}},
            {"ext:b", u"Program B"_s, {{"site_name", "Example Newsroom"}, {"language", "en-GB"}}}};
}

} // namespace

void tst_MetadataModel::programs_data()
{
    QTest::addColumn<int>("program");
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("display");
    QTest::addColumn<QVariant>("agrees"); // invalid: the program gave none
    QTest::newRow("A: a shorter title")
        << 0 << int(core::MetadataField::Title) << u"≠ The harbour reopens"_s << QVariant(false);
    QTest::newRow("A: the same author in lower case")
        << 0 << int(core::MetadataField::Authors) << u"ann lee"_s << QVariant(true);
    QTest::newRow("A: the same day with its time")
        << 0 << int(core::MetadataField::Published) << u"2024-03-18T09:30:00+01:00"_s
        << QVariant(true);
    QTest::newRow("A: no site name")
        << 0 << int(core::MetadataField::SiteName) << QString() << QVariant();
    QTest::newRow("B: another site name")
        << 1 << int(core::MetadataField::SiteName) << u"≠ Example Newsroom"_s << QVariant(false);
    QTest::newRow("B: the language with a region")
        << 1 << int(core::MetadataField::Language) << u"en-GB"_s << QVariant(true);
    QTest::newRow("B: no title") << 1 << int(core::MetadataField::Title) << QString() << QVariant();
}

// A column per program after ours, its value on the field rows, marked where it differs.
void tst_MetadataModel::programs()
{
    QFETCH(int, program);
    QFETCH(int, field);
    QFETCH(QString, display);
    QFETCH(QVariant, agrees);
    ui::MetadataModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const auto metadata =
        std::make_shared<const core::Metadata>(core::MetadataExtractor::extract(*load(kPages[0])));
    model.setMetadata(metadata);
    model.setPrograms(twoPrograms());
    QCOMPARE(model.columnCount(), int(ui::MetadataModel::ColumnCount) + 2);
    const int column = ui::MetadataModel::programColumn(std::size_t(program));
    QCOMPARE(model.headerData(column, Qt::Horizontal).toString(),
             program == 0 ? u"Program A"_s : u"Program B"_s);
    const QModelIndex row = model.fieldIndex(core::MetadataField(field));
    const QModelIndex cell = row.siblingAtColumn(column);
    QCOMPARE(cell.data().toString(), display);
    QCOMPARE(cell.data(ui::MetadataModel::AgreesRole), agrees);
    // Where it differs: in red, and the tooltip says both.
    const bool differs = agrees.isValid() && !agrees.toBool();
    QCOMPARE(cell.data(Qt::ForegroundRole).isValid(), differs);
    if (differs)
        QVERIFY2(cell.data(Qt::ToolTipRole)
                     .toString()
                     .contains(u"ours: "_s + text((*metadata)[core::MetadataField(field)].value)),
                 qPrintable(cell.data(Qt::ToolTipRole).toString()));
    // The cell belongs to its row: the field and the element of ours.
    QCOMPARE(cell.data(ui::MetadataModel::FieldRole).toInt(), field);
    QCOMPARE(cell.data(ui::MetadataModel::NodeRole), row.data(ui::MetadataModel::NodeRole));
    // A candidate row has nothing in a program's column.
    if (model.rowCount(row) > 0) {
        const QModelIndex candidate = model.index(0, column, row);
        QVERIFY(candidate.data().isNull());
        QCOMPARE(candidate.data(ui::MetadataModel::CandidateRole).toInt(), 0);
    }
}

// The same programs again (another extractor's run): their values change in place; other
// programs: a reset; none: no program column.
void tst_MetadataModel::programsChange()
{
    ui::MetadataModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setMetadata(
        std::make_shared<const core::Metadata>(core::MetadataExtractor::extract(*load(kPages[0]))));
    model.setPrograms(twoPrograms());
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    std::vector<ui::MetadataModel::Program> again = twoPrograms();
    again[0].fields = {{"title", "The harbour reopens after the storm"}};
    model.setPrograms(again);
    QCOMPARE(reset.count(), 0);
    QCOMPARE(changed.count(), 1);
    const QModelIndex title = model.fieldIndex(core::MetadataField::Title)
                                  .siblingAtColumn(ui::MetadataModel::programColumn(0));
    QCOMPARE(title.data().toString(), u"The harbour reopens after the storm"_s);
    model.setPrograms({again[1]});
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.columnCount(), int(ui::MetadataModel::ColumnCount) + 1);
    model.setPrograms({});
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.columnCount(), int(ui::MetadataModel::ColumnCount));
}

QTEST_MAIN(tst_MetadataModel)
#include "tst_metadatamodel.moc"
