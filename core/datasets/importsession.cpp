#include "importsession.h"

#include "datasetfiles.h"
#include "package/testpackagewriter.h"

#include <filesystem>

namespace fs = std::filesystem;

namespace core {

ImportSession::ImportSession(std::string package, const Importer::Options &options)
    : m_package(std::move(package)), m_options(options)
{
}

bool ImportSession::checkTarget(const std::string &package, bool overwrite, std::string &error)
{
    // A folder of anything else would get the package's files mixed into it (and could lose a
    // file whose name a document takes): only a new or empty folder, or a package, is written
    // into, unless the user asked for it with --overwrite.
    std::error_code ec;
    const fs::path target(package);
    if (overwrite || !fs::exists(target, ec))
        return true;
    if (!fs::is_directory(target, ec)) {
        error = package + " is a file, not a folder for a package (not written)";
        return false;
    }
    if (!fs::is_empty(target, ec) && !fs::exists(target / TestPackage::kDescriptionFile, ec)) {
        error = package + ": a folder of other files, not a test package (no " +
                std::string(TestPackage::kDescriptionFile) +
                "); not written into without --overwrite";
        return false;
    }
    return true;
}

bool ImportSession::begin(const PackageDescription &description)
{
    if (!checkTarget(m_package, m_options.overwrite, m_result.error))
        return false;
    m_begun =
        TestPackageWriter::create(m_package, description, m_options.overwrite, m_result.error);
    return m_begun;
}

bool ImportSession::cancelled()
{
    if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
        m_result.cancelled = true;
    return m_result.cancelled;
}

std::string ImportSession::stemFor(std::string_view name)
{
    const std::string base = DatasetFiles::stemOf(name);
    std::string stem = base;
    for (int n = 2; m_stems.contains(stem); ++n) {
        const std::string number = std::to_string(n);
        stem = base.substr(0, 128 - 1 - number.size());
        stem += '-';
        stem += number;
    }
    m_stems.insert(stem);
    return stem;
}

bool ImportSession::add(PackageDocument doc, const std::string &bytes, bool gzipped,
                        const std::string &plain, const std::string &item)
{
    if (plain.empty()) {
        error(item, "empty page; skipped");
        step(item);
        return false;
    }
    doc.compressed = gzipped;
    std::string message;
    const bool written = gzipped ? TestPackageWriter::writeGzippedDocument(
                                       m_package, doc, bytes, m_options.overwrite, message)
                                 : TestPackageWriter::writeDocument(m_package, doc, bytes, {},
                                                                    m_options.overwrite, message);
    if (written)
        ++m_result.imported;
    else
        error(item, message);
    step(item);
    return written;
}

void ImportSession::skip(const std::string &item)
{
    step(item);
}

void ImportSession::error(const std::string &file, const std::string &message)
{
    m_result.issues.push_back({PackageIssue::Severity::Error, file, message});
}

void ImportSession::warning(const std::string &file, const std::string &message)
{
    m_result.issues.push_back({PackageIssue::Severity::Warning, file, message});
}

void ImportSession::step(const std::string &item)
{
    ++m_done;
    if (m_options.progress)
        m_options.progress(m_done, std::max(m_total, m_done), item);
}

Importer::Result ImportSession::finish()
{
    m_result.ok = m_begun;
    return std::move(m_result);
}

} // namespace core
