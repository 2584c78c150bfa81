// jevloop._native: the module file registering the native judge core's classes.
#include <pybind11/pybind11.h>

namespace py = pybind11;

PYBIND11_MODULE(_native, m) {
    m.doc() = "jevloop native judge core";
    m.attr("ABI_VERSION") = 1;
}
