// The registry: one line per extractor (DESIGN.md: adding an extractor is one new file plus one
// line here). Each name is a factory `const core::Extractor &name()` in namespace core.
// No include guard: extractorregistry.cpp includes this list twice.
BOILERSCOPE_EXTRACTOR(plainExtractor)
BOILERSCOPE_EXTRACTOR(bteExtractor)
BOILERSCOPE_EXTRACTOR(dscExtractor)
BOILERSCOPE_EXTRACTOR(ccbExtractor)
BOILERSCOPE_EXTRACTOR(accbExtractor)
BOILERSCOPE_EXTRACTOR(tccbExtractor)
BOILERSCOPE_EXTRACTOR(cetrExtractor)
