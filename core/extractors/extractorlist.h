// The registry: one line per extractor (DESIGN.md: adding an extractor is one new file plus one
// line here). Each name is a factory `const core::Extractor &name()` in namespace core.
// No include guard: extractorregistry.cpp includes this list twice.
BOILERSCOPE_EXTRACTOR(plainExtractor)
BOILERSCOPE_EXTRACTOR(densityExtractor)
BOILERSCOPE_EXTRACTOR(danagExtractor)
BOILERSCOPE_EXTRACTOR(addanagExtractor)
BOILERSCOPE_EXTRACTOR(cnrExtractor)
BOILERSCOPE_EXTRACTOR(wnrExtractor)
BOILERSCOPE_EXTRACTOR(clrExtractor)
BOILERSCOPE_EXTRACTOR(wlrExtractor)
BOILERSCOPE_EXTRACTOR(lqf25Extractor)
BOILERSCOPE_EXTRACTOR(lqf50Extractor)
BOILERSCOPE_EXTRACTOR(lqf75Extractor)
BOILERSCOPE_EXTRACTOR(contentExtractor)
BOILERSCOPE_EXTRACTOR(crunchExtractor)
BOILERSCOPE_EXTRACTOR(feExtractor)
BOILERSCOPE_EXTRACTOR(kfeExtractor)
