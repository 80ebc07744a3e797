#include "documentloader.h"

#include "htmlparser.h"
#include "nestingprobe.h"
#include "textdecoder.h"

#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

namespace core {

namespace {

// Project choice: a page is binary when more than 1 in 10 of its first 8 KiB (after decoding)
// are NULs or control characters other than tab, newline, form feed and carriage return.
constexpr size_t kBinaryProbeBytes = 8192;
constexpr double kBinaryControlShare = 0.10;

bool isGzip(std::string_view data)
{
    return data.size() >= 2 && static_cast<unsigned char>(data[0]) == 0x1f &&
           static_cast<unsigned char>(data[1]) == 0x8b;
}

} // namespace

std::optional<std::string> DocumentLoader::gunzip(std::string_view data, std::string &error)
{
    z_stream zs{};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK) {
        error = "cannot initialise zlib";
        return std::nullopt;
    }
    std::string out;
    char buffer[1 << 16];
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.data()));
    zs.avail_in = static_cast<uInt>(data.size());
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        zs.next_out = reinterpret_cast<Bytef *>(buffer);
        zs.avail_out = sizeof buffer;
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END) {
            error = std::string("corrupt gzip data (") + (zs.msg ? zs.msg : "truncated") + ")";
            inflateEnd(&zs);
            return std::nullopt;
        }
        out.append(buffer, sizeof buffer - zs.avail_out);
        if (out.size() > kMaxBytes) {
            error = "decompressed page is larger than " + std::to_string(kMaxBytes >> 20) + " MiB";
            inflateEnd(&zs);
            return std::nullopt;
        }
        if (rc == Z_OK && zs.avail_in == 0 && zs.avail_out != 0) {
            error = "truncated gzip data";
            inflateEnd(&zs);
            return std::nullopt;
        }
    }
    inflateEnd(&zs);
    return out;
}

bool DocumentLoader::looksBinary(std::string_view utf8)
{
    const std::string_view probe = utf8.substr(0, kBinaryProbeBytes);
    if (probe.empty())
        return false;
    size_t control = 0;
    for (char ch : probe) {
        const auto c = static_cast<unsigned char>(ch);
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f')
            ++control;
    }
    return static_cast<double>(control) > kBinaryControlShare * static_cast<double>(probe.size());
}

DocumentLoader::Result DocumentLoader::loadBytes(std::string bytes, const std::string &name,
                                                 std::string_view transportCharset)
{
    Result result;
    if (isGzip(bytes)) {
        auto inflated = gunzip(bytes, result.error);
        if (!inflated) {
            result.error = name + ": " + result.error;
            return result;
        }
        bytes = std::move(*inflated);
    }
    if (bytes.size() > kMaxBytes) {
        result.error = name + ": page is larger than " + std::to_string(kMaxBytes >> 20) + " MiB";
        return result;
    }
    TextDecoder::Result decoded = TextDecoder::decode(bytes, transportCharset);
    if (looksBinary(decoded.utf8)) {
        result.error = name + ": not an HTML page (binary data)";
        return result;
    }
    if (NestingProbe::maxDepth(decoded.utf8, kMaxNestingDepth) > kMaxNestingDepth) {
        result.error = name + ": elements nested deeper than " + std::to_string(kMaxNestingDepth) +
                       " levels; not parsed (see README)";
        return result;
    }
    result.bytes = std::move(bytes);
    result.document = HtmlParser::parse(std::move(decoded.utf8), std::move(decoded.encoding));
    return result;
}

DocumentLoader::Result DocumentLoader::loadFile(const std::string &path)
{
    std::string bytes;
    if (path == "-") {
        bytes.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
        return loadBytes(std::move(bytes), "<stdin>");
    }
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        Result r;
        r.error = path + ": is a directory";
        return r;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        Result r;
        r.error = path + ": cannot read (" + std::strerror(errno) + ")";
        return r;
    }
    in.seekg(0, std::ios::end);
    const std::streamoff size = in.tellg();
    if (size < 0) {
        Result r;
        r.error = path + ": cannot read (not a regular file)";
        return r;
    }
    if (static_cast<size_t>(size) > kMaxBytes) {
        Result r;
        r.error = path + ": file is larger than " + std::to_string(kMaxBytes >> 20) + " MiB";
        return r;
    }
    in.seekg(0);
    bytes.resize(static_cast<size_t>(size));
    in.read(bytes.data(), size);
    if (!in) {
        Result r;
        r.error = path + ": read error";
        return r;
    }
    return loadBytes(std::move(bytes), path);
}

} // namespace core
