#pragma once

#include "testpackage.h"

#include <string>
#include <string_view>
#include <vector>

namespace core {

// Writes test packages (docs/test-package.md). Every file is written atomically (AtomicFile); a
// document's metadata file is written last, so a document interrupted half-way is recognised as
// incomplete by TestPackageReader. Existing documents are replaced only when asked to.
// Writing a document, an annotation or a gold into a package of an older format
// version first raises package.json to the current version, so that older programs, which
// refuse newer versions, do not misread it. Stateless, thread-safe for different documents.
class TestPackageWriter
{
public:
    // Creates the directory (with parents) and writes package.json at the current version, and
    // guidelines.md (`guidelines`, or TestPackage::defaultGuidelines() when empty) unless the
    // package has guidelines already; an existing package.json is replaced only when overwrite is
    // set. False with a one-line error on failure.
    static bool create(const std::string &directory, const PackageDescription &description,
                       bool overwrite, std::string &error, std::string_view guidelines = {});

    // Writes one document: the page (gzip-compressed when doc.compressed), the gold text when
    // doc.hasGoldText, the node-level gold when doc.goldNodes is not empty, the snippets when
    // there are any, the rendered snapshot when `rendered` is not empty, and the metadata. Fails
    // when a document with this stem exists and overwrite is not set; on overwrite, files the new
    // document does not have are removed — except the annotators' annotations, which are their
    // authors' work and stay.
    static bool writeDocument(const std::string &directory, const PackageDocument &doc,
                              std::string_view html, std::string_view rendered, bool overwrite,
                              std::string &error);
    // The same for a page that is gzip data already (a dataset's .html.gz), stored as it is
    // (STEM.html.gz; doc.compressed must be set), without a rendered snapshot.
    static bool writeGzippedDocument(const std::string &directory, const PackageDocument &doc,
                                     std::string_view gzipped, bool overwrite, std::string &error);

    // Writes one annotator's gold for an existing document as STEM.annotation.KEY.json, KEY =
    // TestPackage::annotatorKey(annotation.annotator) (annotation.key is ignored). An existing
    // annotation is replaced only when overwrite is set, and never one by another annotator
    // whose name gives the same key.
    static bool writeAnnotation(const std::string &directory, const std::string &stem,
                                const Annotation &annotation, bool overwrite, std::string &error);

    // Replaces an existing document's gold: STEM.txt, STEM.gold-nodes.json (removed when
    // goldNodes is empty) and, last, STEM.meta.json. The page, the snippets and the annotations
    // stay. Used to store an adjudicated gold (metadata.adjudicatedFrom set).
    static bool writeGold(const std::string &directory, const std::string &stem,
                          const std::string &goldText, const std::vector<GoldNode> &goldNodes,
                          bool goldNodesOfRendered, const DocumentMetadata &metadata,
                          std::string &error);

    // Replaces guidelines.md.
    static bool writeGuidelines(const std::string &directory, std::string_view text,
                                std::string &error);

    // gzip-compresses data (for .html.gz pages).
    static std::string gzip(std::string_view data);

private:
    // writeDocument and writeGzippedDocument: `gzipped` tells whether html is gzip data.
    static bool write(const std::string &directory, const PackageDocument &doc,
                      std::string_view html, bool gzipped, std::string_view rendered,
                      bool overwrite, std::string &error);
};

} // namespace core
