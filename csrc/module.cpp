// jevloop._native: registers the native judge core's classes. Every call that does real work
// copies its Python inputs into C++ values first and then releases the GIL.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstring>
#include <stdexcept>

#include "coalescer.h"
#include "packer.h"
#include "tokenizer.h"

namespace py = pybind11;
using namespace jevloop;

namespace {

py::array_t<int64_t> to_array(const std::vector<int64_t>& v, std::vector<py::ssize_t> shape) {
    py::array_t<int64_t> a(shape);
    if (!v.empty()) std::memcpy(a.mutable_data(), v.data(), v.size() * sizeof(int64_t));
    return a;
}

py::array_t<double> to_array_d(const std::vector<double>& v, std::vector<py::ssize_t> shape) {
    py::array_t<double> a(shape);
    if (!v.empty()) std::memcpy(a.mutable_data(), v.data(), v.size() * sizeof(double));
    return a;
}

// An exact key of a value built of plain JSON types only (dict with str keys, list, str, int, float, bool,
// None; exact types, no subclasses), nested at most max_depth containers deep: every value and type is
// written with its tag, so 1, 1.0, True and "1" differ and two keys are equal exactly when the values are
// (floats by their bits). False for anything else, or a str that is not valid UTF-8 (lone surrogates).
bool plain_key(PyObject* v, int depth, int max_depth, std::string& out) {
    if (v == Py_None) { out += 'n'; return true; }
    if (v == Py_True) { out += 'T'; return true; }
    if (v == Py_False) { out += 'F'; return true; }
    if (PyUnicode_CheckExact(v)) {
        Py_ssize_t n = 0;
        const char* s = PyUnicode_AsUTF8AndSize(v, &n);
        if (s == nullptr) { PyErr_Clear(); return false; }
        out += 's';
        out += std::to_string(n);
        out += ':';
        out.append(s, static_cast<size_t>(n));
        return true;
    }
    if (PyFloat_CheckExact(v)) {
        const double d = PyFloat_AS_DOUBLE(v);
        out += 'f';
        out.append(reinterpret_cast<const char*>(&d), sizeof d);
        return true;
    }
    if (PyLong_CheckExact(v)) {
        PyObject* r = PyObject_Str(v);
        if (r == nullptr) { PyErr_Clear(); return false; }
        Py_ssize_t n = 0;
        const char* s = PyUnicode_AsUTF8AndSize(r, &n);
        out += 'i';
        if (s != nullptr) out.append(s, static_cast<size_t>(n));
        out += ';';
        Py_DECREF(r);
        return s != nullptr;
    }
    if (PyDict_CheckExact(v) || PyList_CheckExact(v)) {
        if (depth >= max_depth) return false;
        if (PyList_CheckExact(v)) {
            out += '[';
            for (Py_ssize_t i = 0; i < PyList_GET_SIZE(v); ++i)
                if (!plain_key(PyList_GET_ITEM(v, i), depth + 1, max_depth, out)) return false;
            out += ']';
            return true;
        }
        out += '{';
        PyObject *key, *value;
        Py_ssize_t pos = 0;
        while (PyDict_Next(v, &pos, &key, &value)) {
            if (!PyUnicode_CheckExact(key) || !plain_key(key, depth, max_depth, out)) return false;
            if (!plain_key(value, depth + 1, max_depth, out)) return false;
        }
        out += '}';
        return true;
    }
    return false;
}

std::vector<int64_t> int_list(const py::handle& h, const char* what) {
    try {
        return h.cast<std::vector<int64_t>>();
    } catch (const py::cast_error&) {
        throw std::invalid_argument(std::string(what) + " must be a sequence of integers");
    }
}

using Logits = py::array_t<float, py::array::c_style | py::array::forcecast>;

// readout() of Python inputs, checked (one entry per row of each); `n` receives the option counts.
Readout checked_readout(const Logits& logits, const py::handle& n_options, const py::handle& qtype,
                        const std::vector<double>& temperature, std::vector<int64_t>& n) {
    if (logits.ndim() != 2) throw std::invalid_argument("logits must be 2-D [rows, markers]");
    const int64_t rows = logits.shape(0), markers = logits.shape(1);
    n = int_list(n_options, "n_options");
    std::vector<int64_t> qt = int_list(qtype, "qtype");
    if (static_cast<int64_t>(n.size()) != rows || static_cast<int64_t>(qt.size()) != rows ||
        static_cast<int64_t>(temperature.size()) != rows)
        throw std::invalid_argument("n_options, qtype and temperature need one entry per row");
    py::gil_scoped_release nogil;
    return readout(logits.data(), rows, markers, n, qt, temperature);
}

std::vector<QuestionText> question_texts(const std::vector<std::string>& heads,
                                         const std::vector<std::vector<std::string>>& options, const py::handle& qtypes) {
    std::vector<int64_t> qt = int_list(qtypes, "qtypes");
    if (heads.size() != options.size() || heads.size() != qt.size())
        throw std::invalid_argument("heads, options and qtypes must have the same length");
    if (heads.empty()) throw std::invalid_argument("nothing to pack: no questions");
    std::vector<QuestionText> qs(heads.size());
    for (size_t i = 0; i < heads.size(); ++i) {
        if (options[i].empty()) throw std::invalid_argument("question " + std::to_string(i) + " has no options");
        qs[i].head = heads[i];
        qs[i].options = options[i];
        qs[i].qtype = qt[i];
    }
    return qs;
}

// The arrays both layouts share (qtype and position_ids are added by each binding: their shapes differ).
py::dict packed_dict(const Packed& out) {
    py::dict d;
    d["input_ids"] = to_array(out.input_ids, {out.rows, out.length});
    d["attention_mask"] = to_array(out.attention_mask, {out.rows, out.length});
    d["marker_pos"] = to_array(out.marker_pos, {out.rows, out.markers});
    d["marker_mask"] = to_array(out.marker_mask, {out.rows, out.markers});
    d["cut"] = to_array(out.cut, {static_cast<py::ssize_t>(out.cut.size())});
    d["n_options"] = to_array(out.n_options, {static_cast<py::ssize_t>(out.n_options.size())});
    d["input_tokens"] = out.input_tokens;
    return d;
}

}  // namespace

PYBIND11_MODULE(_native, m) {
    m.doc() = "jevloop native judge core: tokenizer, packer, readout, micro-batching";
    m.attr("ABI_VERSION") = 2;

    py::class_<Tokenizer, std::shared_ptr<Tokenizer>>(m, "Tokenizer",
        "BERT WordPiece tokenizer (BertNormalizer + BertPreTokenizer + WordPiece), id-for-id equal to Hugging Face tokenizers.")
        .def(py::init([](const std::unordered_map<std::string, int32_t>& vocab,
                         const std::vector<std::pair<std::string, int32_t>>& added, bool clean_text,
                         bool handle_chinese_chars, bool strip_accents, bool lowercase, const std::string& unk,
                         const std::string& prefix, int max_chars) {
                 TokenizerConfig c;
                 c.clean_text = clean_text;
                 c.handle_chinese_chars = handle_chinese_chars;
                 c.strip_accents = strip_accents;
                 c.lowercase = lowercase;
                 c.unk_token = unk;
                 c.prefix = prefix;
                 c.max_input_chars_per_word = max_chars;
                 return std::make_shared<Tokenizer>(vocab, added, c);
             }),
             py::arg("vocab"), py::arg("added_tokens"), py::arg("clean_text") = true,
             py::arg("handle_chinese_chars") = true, py::arg("strip_accents") = true, py::arg("lowercase") = true,
             py::arg("unk_token") = "[UNK]", py::arg("prefix") = "##", py::arg("max_input_chars_per_word") = 100)
        .def("encode", [](const Tokenizer& t, const std::string& s) {
            std::vector<int32_t> ids;
            {
                py::gil_scoped_release nogil;
                ids = t.encode(s);
            }
            return ids;
        }, py::arg("text"), "Token ids of one text (no special tokens); the GIL is released while it runs.")
        .def("encode_batch", [](const Tokenizer& t, const std::vector<std::string>& texts, int threads) {
            std::vector<std::vector<int32_t>> ids;
            {
                py::gil_scoped_release nogil;
                ids = t.encode_batch(texts, threads);
            }
            return ids;
        }, py::arg("texts"), py::arg("threads") = 2, "Token ids of many texts, split over `threads` threads, GIL released.")
        .def("token_id", &Tokenizer::token_id, py::arg("token"), "The id of a vocabulary token; KeyError when absent.")
        .def_property_readonly("vocab_size", &Tokenizer::vocab_size, "Number of ids (vocabulary and added tokens).");

    py::class_<Packer>(m, "Packer",
        "Packs questions and a state into rows [CLS] head [SEP] ([MARKER] option)* [SEP] state [SEP] within the budgets.")
        .def(py::init([](std::shared_ptr<Tokenizer> tok, int max_length, int head_budget, int option_budget,
                         int state_budget, int32_t marker_id, int32_t cls_id, int32_t sep_id, int32_t pad_id) {
                 if (!tok) throw std::invalid_argument("tokenizer is None");
                 if (max_length < 8) throw std::invalid_argument("max_length must be >= 8");
                 if (head_budget < 1 || option_budget < 0 || state_budget < 0)
                     throw std::invalid_argument("budgets must be non-negative (head_budget >= 1)");
                 PackConfig c{max_length, head_budget, option_budget, state_budget, marker_id, cls_id, sep_id, pad_id};
                 // The Packer refers to the tokenizer; keep_alive below ties their lifetimes.
                 return new Packer(*tok, c);
             }),
             py::arg("tokenizer"), py::arg("max_length"), py::arg("head_budget"), py::arg("option_budget"),
             py::arg("state_budget"), py::arg("marker_id"), py::arg("cls_id"), py::arg("sep_id"),
             py::arg("pad_id") = 0, py::keep_alive<1, 2>())
        .def("pack", [](const Packer& p, const std::vector<std::string>& heads,
                        const std::vector<std::vector<std::string>>& options, const py::handle& qtypes,
                        const std::string& state) {
            std::vector<QuestionText> qs = question_texts(heads, options, qtypes);
            Packed out;
            {
                py::gil_scoped_release nogil;
                out = p.pack(qs, state);
            }
            py::dict d = packed_dict(out);
            d["qtype"] = to_array(out.qtype, {out.rows});
            return d;
        }, py::arg("heads"), py::arg("options"), py::arg("qtypes"), py::arg("state"),
        "One row per question: dict of input_ids, attention_mask [rows, length], marker_pos, marker_mask [rows, markers], "
        "qtype, cut (state tokens cut), n_options [rows] and input_tokens. length_error when a row cannot fit.")
        .def("prepare", [](const Packer& p, const std::vector<std::string>& heads,
                           const std::vector<std::vector<std::string>>& options, const py::handle& qtypes, bool block) {
            std::vector<QuestionText> qs = question_texts(heads, options, qtypes);
            py::gil_scoped_release nogil;
            return p.prepare(qs, block);
        }, py::arg("heads"), py::arg("options"), py::arg("qtypes"), py::arg("block") = false,
        "The questions fitted for a layout (rows, or block when block=True), to pack with any number of states: "
        "length_error as pack.")
        .def("pack_prepared", [](const Packer& p, const PreparedQuestions& prepared, const std::string& state) {
            Packed out;
            {
                py::gil_scoped_release nogil;
                out = p.pack(prepared, state);
            }
            py::dict d = packed_dict(out);
            if (prepared.block) {
                d["qtype"] = to_array(out.qtype, {out.rows, out.markers});
                d["position_ids"] = to_array(out.position_ids, {out.rows, out.length});
            } else {
                d["qtype"] = to_array(out.qtype, {out.rows});
            }
            return d;
        }, py::arg("prepared"), py::arg("state"), "pack or pack_block (as prepared) of prepared questions.")
        .def("pack_block", [](const Packer& p, const std::vector<std::string>& heads,
                              const std::vector<std::vector<std::string>>& options, const py::handle& qtypes,
                              const std::string& state) {
            std::vector<QuestionText> qs = question_texts(heads, options, qtypes);
            Packed out;
            {
                py::gil_scoped_release nogil;
                out = p.pack_block(qs, state);
            }
            py::dict d = packed_dict(out);
            d["qtype"] = to_array(out.qtype, {out.rows, out.markers});
            d["position_ids"] = to_array(out.position_ids, {out.rows, out.length});
            return d;
        }, py::arg("heads"), py::arg("options"), py::arg("qtypes"), py::arg("state"),
        "The block layout: one row [1, length] holding the state once and every question after it; attention_mask "
        "holds segments (0 pad, 1 state, 2+i question i), position_ids restart after the state for each question; "
        "marker_pos, marker_mask, qtype [1, markers] (questions' markers in order); cut, n_options per question.");

    m.def("plain_key", [](const py::handle& v, int max_depth) -> py::object {
        std::string out;
        if (!plain_key(v.ptr(), 0, max_depth, out)) return py::none();
        return py::bytes(out);
    }, py::arg("value"), py::arg("max_depth"),
    "An exact key (bytes) of a value built of plain JSON types only, nested at most max_depth containers deep; "
    "None for anything else.");

    py::class_<PreparedQuestions>(m, "PreparedQuestions",
        "Questions fitted for one layout by Packer.prepare; they hold token ids only.")
        .def_property_readonly("block", [](const PreparedQuestions& p) { return p.block; })
        .def("__len__", [](const PreparedQuestions& p) { return p.fitted.size(); });

    m.def("readout", [](const Logits& logits, const py::handle& n_options, const py::handle& qtype,
                        const std::vector<double>& temperature) {
        std::vector<int64_t> n;
        Readout r = checked_readout(logits, n_options, qtype, temperature, n);
        const int64_t rows = logits.shape(0), markers = logits.shape(1);
        py::dict d;
        d["probs"] = to_array_d(r.probs, {rows, markers});
        d["top"] = to_array(r.top, {rows});
        d["top_p"] = to_array_d(r.top_p, {rows});
        d["confidence"] = to_array_d(r.confidence, {rows});
        d["expected"] = to_array_d(r.expected, {rows});
        return d;
    }, py::arg("logits"), py::arg("n_options"), py::arg("qtype"), py::arg("temperature"),
    "Marker logits [rows, markers] to probabilities (softmax at each row's temperature over its n_options), the top "
    "option and its probability, the confidence and, for scores, the expected level. GIL released.");

    // The same numbers as Python lists, each row's probabilities cut to its n_options: what an answer is built
    // from. No numpy array is made (after a run the caches are cold, and five arrays cost more than the softmax).
    m.def("readout_lists", [](const Logits& logits, const py::handle& n_options, const py::handle& qtype,
                              const std::vector<double>& temperature) {
        std::vector<int64_t> n;
        Readout r = checked_readout(logits, n_options, qtype, temperature, n);
        const int64_t rows = logits.shape(0), markers = logits.shape(1);
        py::list probs(rows), confidence(rows), expected(rows);
        for (int64_t i = 0; i < rows; ++i) {
            py::list row(n[i]);
            for (int64_t k = 0; k < n[i]; ++k) row[k] = py::float_(r.probs[i * markers + k]);
            probs[i] = row;
            confidence[i] = py::float_(r.confidence[i]);
            expected[i] = py::float_(r.expected[i]);
        }
        return py::make_tuple(probs, confidence, expected);
    }, py::arg("logits"), py::arg("n_options"), py::arg("qtype"), py::arg("temperature"),
    "readout as (probabilities per row, cut to its n_options; confidence per row; expected level per row), lists.");

    py::class_<Coalescer>(m, "Coalescer",
        "Groups concurrent requests into one run: the first caller of a group waits up to max_wait_ms or max_rows and leads it.")
        .def(py::init<double, int64_t>(), py::arg("max_wait_ms") = 2.0, py::arg("max_rows") = 64)
        .def("join", [](Coalescer& c, int64_t ticket, int64_t rows) {
            Coalescer::Joined j;
            {
                py::gil_scoped_release nogil;
                j = c.join(ticket, rows);
            }
            return py::make_tuple(j.group, j.leader, j.tickets);
        }, py::arg("ticket"), py::arg("rows"), "Join the open group: (group, is_leader, tickets of the group).")
        .def("finish", &Coalescer::finish, py::call_guard<py::gil_scoped_release>(), "The leader: the group's results are in.")
        .def("wait", &Coalescer::wait, py::call_guard<py::gil_scoped_release>(), "A member: block until the group finished.")
        .def("stats", [](const Coalescer& c) {
            CoalescerStats s = c.stats();
            py::dict d;
            d["requests"] = s.requests;
            d["batches"] = s.batches;
            d["rows"] = s.rows;
            d["max_batch_rows"] = s.max_batch_rows;
            d["queued"] = s.queued;
            return d;
        }, "Counts since start: requests, batches, rows, the largest batch, requests queued now.")
        .def_property_readonly("max_wait_ms", &Coalescer::max_wait_ms)
        .def_property_readonly("max_rows", &Coalescer::max_rows);
}
