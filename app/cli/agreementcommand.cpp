#include "clicontext.h"
#include "commands.h"

#include <package/agreement.h>
#include <package/testpackagereader.h>

#include <QCommandLineParser>

#include <cstdio>

namespace {

std::string figure(const std::optional<double> &v)
{
    if (!v)
        return {};
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", *v);
    return buf;
}

std::string joined(const std::vector<std::string> &keys)
{
    std::string out;
    for (const std::string &k : keys)
        out += (out.empty() ? "" : ",") + k;
    return out;
}

} // namespace

int runAgreement(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Inter-annotator agreement of a test package's documents that two or more people "
        "annotated (STEM.annotation.KEY.json): word-level F1 between their texts (bag of words) "
        "and Cohen's kappa over the keep/drop labels of the page's units (visible text nodes "
        "with a word), per document and for the package (kappa pooled over the documents). "
        "Tab-separated: document, annotators, units, word_f1, kappa, note; the last row is "
        "'all'."));
    parser.addOption({{"o", "out"}, "Write the table to FILE instead of standard output.", "FILE"});
    parser.addPositionalArgument("package", "The test package folder.", "PACKAGE");
    int status = 0;
    if (!CliContext::parse(parser, QStringLiteral("agreement"), args, &status))
        return status;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        CliContext::error(QStringLiteral("agreement: expected one PACKAGE (see --help)"));
        return CliContext::kUsageError;
    }
    bool failed = false;
    const core::TestPackageReader::Result read = CliContext::readPackage(positional[0], &failed);
    if (!read.package)
        return CliContext::kInputError;
    const core::PackageAgreement agreement = core::Agreement::ofPackage(*read.package);
    for (const core::PackageIssue &issue : agreement.issues) {
        failed = true;
        CliContext::error(QString::fromStdString(issue.text()));
    }
    std::string out = "document\tannotators\tunits\tword_f1\tkappa\tnote\n";
    std::size_t annotators = 0;
    for (const core::DocumentAgreement &d : agreement.documents) {
        annotators = std::max(annotators, d.annotators.size());
        out += d.stem + '\t' + joined(d.annotators) + '\t' + std::to_string(d.units) + '\t' +
               figure(d.wordF1) + '\t' + figure(d.kappa) + '\t' + d.note + '\n';
    }
    out += "all\t\t" + std::to_string(agreement.units) + '\t' + figure(agreement.wordF1) + '\t' +
           figure(agreement.kappa) + '\t' +
           (agreement.documents.empty() ? "no document has two or more annotations" : "") + '\n';
    if (!CliContext::output(parser, out))
        return CliContext::kInputError;
    CliContext::error(QStringLiteral("agreement: %1 documents with two or more annotations")
                          .arg(agreement.documents.size()));
    return failed ? CliContext::kInputError : CliContext::kOk;
}
