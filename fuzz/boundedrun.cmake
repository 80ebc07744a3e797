# The bounded run of one fuzz target (a ctest of label `fuzz`, see CMakeLists.txt):
#   cmake -DFUZZER=exe -DWORK=dir -DSEEDS=dir -DARGS=flags -P boundedrun.cmake
# libFuzzer adds the inputs it finds to the first corpus directory it is given, so that is a
# fresh working directory in the build tree; the committed seeds are only read. A crash, leak,
# sanitizer report or hang fails the test; the input is saved in WORK/artifacts/.
file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/corpus ${WORK}/artifacts)
execute_process(
    COMMAND ${FUZZER} ${ARGS} -artifact_prefix=${WORK}/artifacts/ ${WORK}/corpus ${SEEDS}
    RESULT_VARIABLE status)
if(NOT status EQUAL 0)
    file(GLOB found ${WORK}/artifacts/*)
    message(FATAL_ERROR "${FUZZER} failed (${status}); the input: ${found}\n"
                        "Reproduce: ${FUZZER} INPUT")
endif()
