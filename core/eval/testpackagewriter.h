#pragma once

#include "testpackage.h"

#include <string>
#include <string_view>

namespace core {

// Writes test packages (docs/test-package.md). Every file is written atomically (AtomicFile); a
// document's metadata file is written last, so a document interrupted half-way is recognised as
// incomplete by TestPackageReader. Existing documents are replaced only when asked to
// (DESIGN.md). Stateless, thread-safe for different documents.
class TestPackageWriter
{
public:
    // Creates the directory (with parents) and writes package.json; an existing package.json
    // is replaced only when overwrite is set. False with a one-line error on failure.
    static bool create(const std::string &directory, const PackageDescription &description,
                       bool overwrite, std::string &error);

    // Writes one document: the page (gzip-compressed when doc.compressed), the gold text, the
    // node-level gold when doc.goldNodes is not empty, the rendered snapshot when `rendered` is
    // not empty, and the metadata. Fails when a document with this stem exists and overwrite is
    // not set; on overwrite, files the new document does not have are removed.
    static bool writeDocument(const std::string &directory, const PackageDocument &doc,
                              std::string_view html, std::string_view rendered, bool overwrite,
                              std::string &error);

    // gzip-compresses data (for .html.gz pages).
    static std::string gzip(std::string_view data);
};

} // namespace core
