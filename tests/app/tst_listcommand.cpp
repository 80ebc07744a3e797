// `boilerscope-cli list` (and the program's command dispatch), run as a separate process.

#include <registry/extractorcatalog.h>
#include <registry/extractorregistry.h>

#include <QFileInfo>
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

} // namespace

class TestListCommand : public QObject
{
    Q_OBJECT

private slots:
    void listsEveryExtractor();
    void definitionsGivenAndBroken();
    void choicesAndExplanation_data();
    void choicesAndExplanation();
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
        if (!entry.external)
            continue;
        const QString id = QString::fromStdString(entry.extractor->info().id);
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
