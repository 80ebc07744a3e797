#include "recordreader.h"

#include "bufferedinput.h"
#include "htmlfilereader.h"
#include "jsonlinesreader.h"
#include "warcreader.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

namespace core {

namespace {

// Project choice: enough decompressed bytes to see past a BOM and leading blank lines.
constexpr size_t kSniffBytes = 512;

RecordReader::Format detect(std::string_view head)
{
    if (head.starts_with("WARC/"))
        return RecordReader::Format::Warc;
    if (head.starts_with("\xEF\xBB\xBF"))
        head.remove_prefix(3);
    const size_t first = head.find_first_not_of(" \t\r\n");
    if (first != std::string_view::npos && head[first] == '{')
        return RecordReader::Format::JsonLines;
    return RecordReader::Format::Html;
}

} // namespace

RecordReader::RecordReader(std::unique_ptr<BufferedInput> in, std::string name,
                           size_t maxRecordBytes)
    : m_in(std::move(in)), m_name(std::move(name)), m_maxRecordBytes(maxRecordBytes)
{
}

RecordReader::~RecordReader() = default;

std::uint64_t RecordReader::bytesRead() const
{
    return m_in->offset();
}

std::unique_ptr<RecordReader> RecordReader::create(std::unique_ptr<BufferedInput> in,
                                                   const std::string &name, Format format,
                                                   size_t maxRecordBytes)
{
    if (format == Format::Auto) {
        in->ensure(kSniffBytes);
        format = detect(in->available());
    }
    switch (format) {
    case Format::Warc:
        return std::make_unique<WarcReader>(std::move(in), name, maxRecordBytes);
    case Format::JsonLines:
        return std::make_unique<JsonLinesReader>(std::move(in), name, maxRecordBytes);
    case Format::Html:
    case Format::Auto:
        break;
    }
    return std::make_unique<HtmlFileReader>(std::move(in), name, maxRecordBytes);
}

std::unique_ptr<RecordReader> RecordReader::open(const std::string &path, Format format,
                                                 size_t maxRecordBytes, std::string &error)
{
    if (path == "-")
        return create(std::make_unique<BufferedInput>(std::cin), path, format, maxRecordBytes);
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        error = "is a directory";
        return nullptr;
    }
    auto file = std::make_unique<std::ifstream>(path, std::ios::binary);
    if (!*file) {
        error = std::string("cannot read (") + std::strerror(errno) + ")";
        return nullptr;
    }
    return create(std::make_unique<BufferedInput>(std::move(file)), path, format, maxRecordBytes);
}

std::unique_ptr<RecordReader> RecordReader::fromBytes(std::string_view bytes,
                                                      const std::string &name, Format format,
                                                      size_t maxRecordBytes)
{
    return create(std::make_unique<BufferedInput>(bytes), name, format, maxRecordBytes);
}

const char *RecordReader::formatName(Format format)
{
    switch (format) {
    case Format::Warc:
        return "warc";
    case Format::JsonLines:
        return "jsonl";
    case Format::Html:
        return "html";
    case Format::Auto:
        break;
    }
    return "auto";
}

bool RecordReader::parseFormat(std::string_view name, Format &format)
{
    for (Format f : {Format::Auto, Format::Warc, Format::JsonLines, Format::Html})
        if (name == formatName(f)) {
            format = f;
            return true;
        }
    return false;
}

} // namespace core
