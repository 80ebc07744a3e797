// `boilerscope-cli list` (and the program's command dispatch), run as a separate process: the
// listing for people, and the JSON one for scripts checked entry by entry against the catalog
// the program loads.

#include <registry/extractorcatalog.h>
#include <registry/extractorregistry.h>

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

namespace {

struct Run
{
    int status = -1;
    QString out, err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(BOILERSCOPE_CLI), args);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("boilerscope-cli %s did not finish", qPrintable(args.join(' ')));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

const QString kDefinitions = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/extractors/");
// Two definitions given by hand: one whose program is missing, one that is available.
const QStringList kGivenDefinitions = {kDefinitions + "missing.json",
                                       kDefinitions + "echo-page.json"};

// The catalog the program loads with kGivenDefinitions: the built-ins, the definitions shipped
// beside it, the user's, then the given files.
core::ExtractorCatalog programCatalog()
{
    core::ExtractorCatalog::Sources sources;
    sources.executableDir = QFileInfo(QStringLiteral(BOILERSCOPE_CLI)).absolutePath().toStdString();
    core::ExtractorCatalog catalog = core::ExtractorCatalog::load(sources);
    for (const QString &file : kGivenDefinitions)
        catalog.addFile(file.toStdString(), core::ExtractorOrigin::File);
    return catalog;
}

QStringList sortedKeys(const QJsonObject &o)
{
    QStringList keys = o.keys();
    keys.sort();
    return keys;
}

QJsonValue stringOrNull(const std::string &s)
{
    return s.empty() ? QJsonValue(QJsonValue::Null) : QJsonValue(QString::fromStdString(s));
}

QString fromView(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

// The documented names of the parameter types (docs/command-line.md).
QString typeName(core::ParamDescriptor::Type type)
{
    switch (type) {
    case core::ParamDescriptor::Type::Real:
        return "real";
    case core::ParamDescriptor::Type::Integer:
        return "integer";
    case core::ParamDescriptor::Type::Boolean:
        return "boolean";
    }
    return {};
}

} // namespace

class TestListCommand : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryExtractor();
    void definitionsGivenAndBroken();
    void choicesAndExplanation_data();
    void choicesAndExplanation();
    void json();
    void jsonEntry_data();
    void jsonEntry();
    void dispatch_data();
    void dispatch();
};

void TestListCommand::listsEveryExtractor()
{
    const Run r = cli({"list"});
    QCOMPARE(r.status, 0);
    QVERIFY(r.err.isEmpty());
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    int extractorLines = 0;
    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const core::ExtractorInfo &info = e->info();
        const QString id = QString::fromStdString(info.id);
        bool found = false;
        for (const QString &line : lines)
            found = found || line.startsWith(id + ' ');
        QVERIFY2(found, qPrintable("no line for " + id));
        QVERIFY2(r.out.contains(QString::fromStdString(info.name)), qPrintable(id));
        ++extractorLines;
        for (const core::ParamDescriptor &p : info.params)
            QVERIFY2(r.out.contains(QStringLiteral("    %1=%2")
                                        .arg(QString::fromStdString(p.name))
                                        .arg(p.defaultValue)),
                     qPrintable(id + ": " + QString::fromStdString(p.name)));
    }
    // The external ones the program finds (shipped beside it, the user's): one line each, its
    // availability indented below it.
    core::ExtractorCatalog::Sources sources;
    sources.executableDir = QFileInfo(QStringLiteral(BOILERSCOPE_CLI)).absolutePath().toStdString();
    const core::ExtractorCatalog catalog = core::ExtractorCatalog::load(sources);
    for (const core::CatalogEntry &entry : catalog.entries()) {
        const QString id = QString::fromStdString(entry.extractor->info().id);
        // The vote of the field's programs found: a line of its own, what it votes with below.
        if (id == QLatin1String("vote")) {
            QVERIFY2(lines.contains(QStringLiteral("    of: ") +
                                    QString::fromStdString(entry.extractor->info().description)),
                     "no voters under vote");
            ++extractorLines;
            continue;
        }
        if (!entry.external)
            continue;
        qsizetype at = 0;
        while (at < lines.size() && !lines[at].startsWith(id + ' '))
            ++at;
        QVERIFY2(at + 1 < lines.size(), qPrintable("no line for " + id));
        QVERIFY2(
            lines[at + 1].startsWith(entry.available ? "    available: " : "    unavailable: "),
            qPrintable(lines[at + 1]));
        ++extractorLines;
    }
    // One unindented line per extractor, parameters indented below it.
    int unindented = 0;
    for (const QString &line : lines)
        unindented += !line.startsWith(' ');
    QCOMPARE(unindented, extractorLines);
}

void TestListCommand::definitionsGivenAndBroken()
{
    const QString defs = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/extractors/");
    Run r = cli({"list", "--extractor-file", defs + "missing.json", "--extractor-file",
                 defs + "echo-page.json"});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("ext:missing        missing (external, file definition)\n"
                           "    unavailable: program 'boilerscope-no-such-extractor' not found "
                           "on PATH (install it)\n    defined in " +
                           defs + "missing.json\n"));
    QVERIFY(r.out.contains("ext:echo-page      Echo the page (external, file definition)\n"
                           "    available: " +
                           defs + "echo-page.json\n"));
    // A definition given by hand that cannot be read stops the command.
    r = cli({"list", "--extractor-file", defs + "broken.json"});
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, "boilerscope-cli: " + defs +
                        "broken.json: timeout: must be a number of seconds above 0 and at most "
                        "3600\n");
}

void TestListCommand::choicesAndExplanation_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : {"cnr", "wnr", "clr", "wlr"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestListCommand::choicesAndExplanation()
{
    // A parameter that chooses between rules lists each value's name and the explanation,
    // wrapped and indented below it: the relevance rule of the DOM ratios (Insa et al. 2013 Def.
    // 4.6).
    QFETCH(QString, id);
    const Run r = cli({"list"});
    QCOMPARE(r.status, 0);
    const QStringList lines = r.out.split('\n');
    qsizetype at = 0;
    while (at < lines.size() && !lines[at].startsWith(id + ' '))
        ++at;
    QVERIFY(at < lines.size());
    QStringList block;
    for (qsizetype k = at + 1; k < lines.size() && lines[k].startsWith(' '); ++k)
        block << lines[k];
    QVERIFY2(block.size() > 3, qPrintable(block.join('\n')));
    QVERIFY(block[0].startsWith(QLatin1String("    printed=0  [0..1, step 1]")));
    QVERIFY(block[1].startsWith(QLatin1String("        printed=0: project's repair")));
    QVERIFY(block[2].startsWith(QLatin1String("        printed=1: as printed (Def. 4.6)")));
    QStringList explanation = block.mid(3);
    for (const QString &line : explanation) {
        QVERIFY(line.startsWith(QLatin1String("        ")) && line[8] != ' ');
        QVERIFY2(line.toUtf8().size() <= 100, qPrintable(line));
    }
    const QString text =
        explanation.replaceInStrings(QRegularExpression("^ +"), QString()).join(' ');
    QCOMPARE(text.toStdString(),
             core::ExtractorRegistry::find(id.toStdString())->info().params[0].explanation);
}

// One document: an object with the extractors in the catalog's order, nothing on standard error
// but the warnings the text listing gives too.
void TestListCommand::json()
{
    QStringList args = {"list", "--format", "json"};
    for (const QString &file : kGivenDefinitions)
        args << "--extractor-file" << file;
    const Run r = cli(args);
    QCOMPARE(r.status, 0);
    QStringList textArgs = args;
    textArgs.remove(1, 2);
    QCOMPARE(r.err, cli(textArgs).err);
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    QVERIFY(doc.isObject());
    QCOMPARE(doc.object().keys(), QStringList{"extractors"});
    const QJsonArray extractors = doc.object()["extractors"].toArray();
    const core::ExtractorCatalog catalog = programCatalog();
    QCOMPARE(extractors.size(), qsizetype(catalog.entries().size()));
    for (qsizetype i = 0; i < extractors.size(); ++i)
        QCOMPARE(extractors[i].toObject()["id"].toString().toStdString(),
                 catalog.entries()[size_t(i)].extractor->info().id);
}

void TestListCommand::jsonEntry_data()
{
    QTest::addColumn<int>("index");
    const core::ExtractorCatalog catalog = programCatalog();
    for (size_t i = 0; i < catalog.entries().size(); ++i)
        QTest::newRow(catalog.entries()[i].extractor->info().id.c_str()) << int(i);
}

// Every field of an extractor's entry as the catalog has it: id, name, description, where it
// comes from, what it reads, its availability and every parameter's descriptor.
void TestListCommand::jsonEntry()
{
    QFETCH(int, index);
    QStringList args = {"list", "--format", "json"};
    for (const QString &file : kGivenDefinitions)
        args << "--extractor-file" << file;
    const Run r = cli(args);
    QCOMPARE(r.status, 0);
    const QJsonObject o =
        QJsonDocument::fromJson(r.out.toUtf8()).object()["extractors"].toArray()[index].toObject();
    const core::ExtractorCatalog catalog = programCatalog();
    const core::CatalogEntry &entry = catalog.entries()[size_t(index)];
    const core::ExtractorInfo &info = entry.extractor->info();
    QCOMPARE(sortedKeys(o),
             (QStringList{"available", "definition", "description", "id", "name", "overrides",
                          "parameters", "reads", "reason", "seed", "source"}));
    QCOMPARE(o["id"].toString().toStdString(), info.id);
    QCOMPARE(o["name"].toString().toStdString(), info.name);
    QCOMPARE(o["description"].toString().toStdString(), info.description);
    QCOMPARE(o["source"].toString(), fromView(core::originName(entry.origin)));
    QCOMPARE(o["seed"], stringOrNull(info.seed));
    QCOMPARE(o["reads"].toString(), fromView(core::inputName(info.input)));
    QCOMPARE(o["definition"], stringOrNull(entry.file));
    QCOMPARE(o["overrides"], stringOrNull(entry.overridden));
    QCOMPARE(o["available"], QJsonValue(entry.available));
    QCOMPARE(o["reason"], entry.available ? QJsonValue(QJsonValue::Null)
                                          : QJsonValue(QString::fromStdString(entry.reason)));
    const QJsonArray params = o["parameters"].toArray();
    QCOMPARE(params.size(), qsizetype(info.params.size()));
    for (size_t k = 0; k < info.params.size(); ++k) {
        const core::ParamDescriptor &p = info.params[k];
        const QJsonObject po = params[qsizetype(k)].toObject();
        QCOMPARE(sortedKeys(po),
                 (QStringList{"choices", "default", "explanation", "maximum", "meaning", "minimum",
                              "name", "source", "step", "type"}));
        QCOMPARE(po["name"].toString().toStdString(), p.name);
        QCOMPARE(po["type"].toString(), typeName(p.type));
        QCOMPARE(po["default"].toDouble(), p.defaultValue);
        QCOMPARE(po["minimum"].toDouble(), p.minimum);
        QCOMPARE(po["maximum"].toDouble(), p.maximum);
        QCOMPARE(po["step"].toDouble(), p.step);
        QCOMPARE(po["meaning"].toString().toStdString(), p.meaning);
        QCOMPARE(po["source"].toString().toStdString(), p.source);
        QCOMPARE(po["explanation"], stringOrNull(p.explanation));
        const QJsonArray choices = po["choices"].toArray();
        QCOMPARE(choices.size(), qsizetype(p.choices.size()));
        for (size_t c = 0; c < p.choices.size(); ++c) {
            const QJsonObject co = choices[qsizetype(c)].toObject();
            QCOMPARE(sortedKeys(co), (QStringList{"label", "value"}));
            QCOMPARE(co["value"].toDouble(), p.minimum + double(c));
            QCOMPARE(co["label"].toString().toStdString(), p.choices[c]);
        }
    }
}

void TestListCommand::dispatch_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("out");     // a part of standard output
    QTest::addColumn<QString>("errLine"); // the whole standard error, "" for none
    QTest::newRow("list --help") << QStringList{"list", "--help"} << 0 << "List every extractor"
                                 << "";
    QTest::newRow("--help") << QStringList{"--help"} << 0 << "Commands:"
                            << "";
    QTest::newRow("--version") << QStringList{"--version"} << 0 << "boilerscope-cli "
                               << "";
    QTest::newRow("unknown command")
        << QStringList{"frobnicate"} << 2 << ""
        << "boilerscope-cli: unknown command 'frobnicate' (try --help)\n";
    QTest::newRow("unknown option") << QStringList{"list", "--bogus"} << 2 << ""
                                    << "boilerscope-cli: list: Unknown option 'bogus'.\n";
    QTest::newRow("unknown format") << QStringList{"list", "--format", "xml"} << 2 << ""
                                    << "boilerscope-cli: bad format 'xml': expected text or "
                                       "json\n";
}

void TestListCommand::dispatch()
{
    QFETCH(QStringList, args);
    QFETCH(int, status);
    QFETCH(QString, out);
    QFETCH(QString, errLine);
    const Run r = cli(args);
    QCOMPARE(r.status, status);
    QVERIFY2(r.out.contains(out), qPrintable(r.out));
    QCOMPARE(r.err, errLine);
}

QTEST_GUILESS_MAIN(TestListCommand)
#include "tst_listcommand.moc"
