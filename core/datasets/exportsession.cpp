#include "exportsession.h"

#include "datasetfiles.h"
#include "io/atomicfile.h"

#include <filesystem>

namespace core {

namespace fs = std::filesystem;

ExportSession::ExportSession(const TestPackage &package, std::string out, Exporter::Options options)
    : m_package(package), m_out(std::move(out)), m_options(std::move(options))
{
}

bool ExportSession::begin(std::initializer_list<std::string_view> subfolders)
{
    std::error_code ec;
    if (fs::exists(m_out, ec) && !fs::is_directory(m_out, ec)) {
        m_result.error = m_out + ": not a folder";
        return false;
    }
    if (!m_options.overwrite && fs::is_directory(m_out, ec) &&
        fs::directory_iterator(m_out, ec) != fs::directory_iterator()) {
        m_result.error = m_out + ": not empty (nothing overwritten; --overwrite replaces files)";
        return false;
    }
    ec.clear();
    fs::create_directories(m_out, ec);
    for (std::string_view sub : subfolders)
        if (!ec)
            fs::create_directories(fs::path(m_out) / sub, ec);
    if (ec) {
        m_result.error = m_out + ": cannot create (" + ec.message() + ")";
        return false;
    }
    m_begun = true;
    return true;
}

bool ExportSession::cancelled()
{
    if (m_options.cancel && m_options.cancel->load(std::memory_order_relaxed))
        m_result.cancelled = true;
    return m_result.cancelled;
}

bool ExportSession::page(const PackageDocument &doc, std::string &stored, bool &gzipped,
                         std::string &plain)
{
    std::string error;
    const std::string path = m_package.htmlPath(doc);
    if (!DatasetFiles::readPage(path, stored, plain, gzipped, error)) {
        this->error(fs::path(path).filename().string(), error + "; not exported");
        return false;
    }
    return true;
}

bool ExportSession::write(const std::string &relative, std::string_view bytes)
{
    std::string error;
    if (AtomicFile::write((fs::path(m_out) / relative).string(), bytes, error))
        return true;
    this->error(relative, error);
    return false;
}

void ExportSession::warning(const std::string &file, const std::string &message)
{
    m_result.issues.push_back({PackageIssue::Severity::Warning, file, message});
}

void ExportSession::error(const std::string &file, const std::string &message)
{
    m_result.issues.push_back({PackageIssue::Severity::Error, file, message});
}

void ExportSession::eachDocument(const std::function<void(const PackageDocument &)> &write)
{
    for (const PackageDocument &doc : m_package.documents) {
        if (cancelled())
            return;
        ++m_done;
        if (m_options.progress)
            m_options.progress(m_done, m_package.documents.size(), doc.stem);
        write(doc);
    }
}

Exporter::Result ExportSession::finish()
{
    m_result.ok = m_begun;
    return std::move(m_result);
}

} // namespace core
