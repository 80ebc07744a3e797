#include "clicontext.h"
#include "commands.h"

#include <QCoreApplication>

#include <cstdio>
#include <functional>
#include <map>

namespace {

void usage(std::FILE *to)
{
    std::fputs(
        "Usage: boilerscope-cli COMMAND [OPTIONS] [ARGS]\n"
        "\n"
        "Main content extraction workbench, batch mode.\n"
        "\n"
        "Commands:\n"
        "  list      list every extractor with its parameters and defaults\n"
        "  extract   run one extractor over pages (HTML, WARC or JSON Lines; files, dirs or -)\n"
        "  import    turn a dataset into a test package (import FORMAT DIR OUT)\n"
        "  export    write a test package in another tool's format\n"
        "  agreement inter-annotator agreement of a package: word F1, Cohen's kappa\n"
        "  rule      propose a site rule from an annotated page, test it on pages\n"
        "  clicks    clicks a package's documents need after pre-annotation\n"
        "  score     score an extracted text against a gold text, every measure\n"
        "  eval      evaluate extractors on a test package: per-document TSV, summary\n"
        "  features  print the consensus extractor's per-block evidence (for fitting)\n"
        "  diff      compare two extractors on pages: where they disagree, and why\n"
        "\n"
        "Run 'boilerscope-cli COMMAND --help' for a command's options.\n",
        to);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("boilerscope-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(BOILERSCOPE_VERSION));

    const std::map<QString, std::function<int(const QStringList &)>> commands = {
        {QStringLiteral("list"), runList},           {QStringLiteral("extract"), runExtract},
        {QStringLiteral("import"), runImport},       {QStringLiteral("score"), runScore},
        {QStringLiteral("eval"), runEval},           {QStringLiteral("export"), runExport},
        {QStringLiteral("agreement"), runAgreement}, {QStringLiteral("rule"), runRule},
        {QStringLiteral("features"), runFeatures},   {QStringLiteral("diff"), runDiff},
        {QStringLiteral("clicks"), runClicks},
    };

    QStringList args = QCoreApplication::arguments().mid(1);
    if (args.isEmpty()) {
        usage(stderr);
        return CliContext::kUsageError;
    }
    const QString command = args.takeFirst();
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        usage(stdout);
        return CliContext::kOk;
    }
    if (command == QLatin1String("--version")) {
        std::printf("boilerscope-cli %s\n", BOILERSCOPE_VERSION);
        return CliContext::kOk;
    }
    const auto it = commands.find(command);
    if (it == commands.end()) {
        CliContext::error(QStringLiteral("unknown command '%1' (try --help)").arg(command));
        return CliContext::kUsageError;
    }
    return it->second(args);
}
