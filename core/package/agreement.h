#pragma once

#include "goldannotation.h"
#include "testpackage.h"

#include <document/document.h>

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

// How far one document's annotators agree (docs/evaluation.md "Agreement"). Plain value.
struct DocumentAgreement
{
    std::string stem;
    std::vector<std::string> annotators; // annotation keys, in key order
    std::size_t units = 0;               // the page's units (Agreement::units)
    std::optional<double> wordF1;        // mean over annotator pairs
    std::optional<double> kappa;         // mean over annotator pairs; empty when not computable
    std::string note;                    // why kappa is missing
};

// The agreement over a package: its documents with two or more annotations. Plain value.
struct PackageAgreement
{
    std::vector<DocumentAgreement> documents;
    std::optional<double> wordF1; // mean of the documents' wordF1
    // Per annotator pair, Cohen's kappa over the units of every document both annotated (pooled,
    // not a mean of the documents' kappas); then the mean over the pairs.
    std::optional<double> kappa;
    std::size_t units = 0;            // units behind kappa, summed over the pairs' documents
    std::vector<PackageIssue> issues; // pages that could not be loaded
};

// Inter-annotator agreement, the two figures annotation studies report:
// * word-level F1 between two annotators' gold texts: the bag-of-words measure (Gottron 2007 §3.3,
//   the project's word rule: runs of non-space characters, case kept), which is symmetric — one
//   annotator's precision is the other's recall;
// * Cohen's kappa (Cohen 1960) over keep/drop labels of the page's units. A unit is a visible
//   text node of the page with at least one word (TextAssembler::spansOf of the whole document,
//   the word units every extractor and the gold are made of); an annotator keeps a unit when
//   their node-level gold covers at least one of its words (a marked ancestor, the node itself
//   or a text range in it), and drops it otherwise. kappa = (po - pe) / (1 - pe), po the share of
//   units labelled alike, pe the agreement expected from each annotator's share of kept units.
//   Project choice where kappa is 0/0 (both annotators gave every unit the same label): 1.
// With more than two annotators both figures are averaged over the pairs. Stateless,
// thread-safe.
class Agreement
{
public:
    static std::vector<NodeId> units(const Document &doc);
    // keep (true) / drop per unit.
    static std::vector<bool> labels(const Document &doc, std::span<const NodeId> units,
                                    const GoldAnnotation &gold);
    // Empty for empty label sequences; a and b have the same length.
    static std::optional<double> kappa(const std::vector<bool> &a, const std::vector<bool> &b);
    static double wordF1(std::string_view a, std::string_view b);

    // One document: its annotations are compared as stored (texts for F1, node-level gold for
    // kappa, on the page or the rendered snapshot the nodes refer to); fewer than two
    // annotations give no figure. A page that cannot be loaded is an issue and leaves kappa out.
    static DocumentAgreement ofDocument(const TestPackage &package, const PackageDocument &doc,
                                        std::vector<PackageIssue> &issues);
    static PackageAgreement ofPackage(const TestPackage &package);
};

} // namespace core
