// Packing of questions into one batch and readout of the logits. Two layouts (judge.json
// packing.layout):
//
// "rows" (pack): one row per question, [CLS] head [SEP] (MARKER option)×K [SEP] state [SEP], padded
// to the batch's longest row. Head and option texts are capped at their budgets; the state gets what
// remains (at most state_budget) and is cut at its end; the number of cut state tokens is reported
// per row.
//
// "block" (pack_block): one row per request, the state encoded once and read by every question:
// [CLS] state [SEP] then, per question, head [SEP] (MARKER option)×K [SEP]. attention_mask holds a
// segment per token (0 pad, 1 state, 2 + i question i): state tokens attend to the state only, a
// question's tokens to the state and to themselves. position_ids restart after the state for every
// question, so each question sees exactly what it would see asked alone. The state is cut at
// state_budget tokens and each question is fitted into the room a full state leaves
// (max_length − state_budget − 4), so no cut depends on the other questions of the request.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

#include "tokenizer.h"

namespace jevloop {

struct PackConfig {
    int max_length = 256;
    int head_budget = 48;
    int option_budget = 24;
    int state_budget = 192;
    int32_t marker_id = 1;
    int32_t cls_id = 101;
    int32_t sep_id = 102;
    int32_t pad_id = 0;
};

struct Packed {
    int64_t rows = 0, length = 0, markers = 0;
    // qtype: per row ("rows") or per marker ("block"); position_ids: "block" only
    std::vector<int64_t> input_ids, attention_mask, marker_pos, marker_mask, qtype, position_ids;
    std::vector<int64_t> cut, n_options;      // per question
    int64_t input_tokens = 0;
};

// Tokenised texts of one question: head text and option texts.
struct QuestionText {
    std::string head;
    std::vector<std::string> options;
    int64_t qtype = 0;
};

// A question's head and options within their budgets, the options shrunk to a common cap until the
// layout's fixed tokens + the question's tokens fit max_length.
struct Fitted {
    std::vector<int32_t> head;
    std::vector<std::vector<int32_t>> opts;   // already cut to the common cap
    int64_t tokens = 0;                       // head + markers + option texts (no special tokens)
};

// Questions fitted for one layout. Fitting depends on the questions and the layout alone, never on
// the state, so a caller asking the same questions about many states prepares them once.
struct PreparedQuestions {
    std::vector<Fitted> fitted;
    std::vector<int64_t> qtype;
    bool block = false;
};

class Packer {
public:
    Packer(const Tokenizer& tok, const PackConfig& cfg) : tok_(tok), cfg_(cfg) {}
    // Throws std::length_error when a question's markers cannot fit max_length.
    Packed pack(const std::vector<QuestionText>& questions, const std::string& state) const;
    // The "block" layout: one row holding the state once and every question after it.
    Packed pack_block(const std::vector<QuestionText>& questions, const std::string& state) const;
    // The same in two steps: the questions fitted once (length_error as above), then packed with a state
    // in the layout they were prepared for. Equal to pack / pack_block.
    PreparedQuestions prepare(const std::vector<QuestionText>& questions, bool block) const;
    Packed pack(const PreparedQuestions& prepared, const std::string& state) const;
    const PackConfig& config() const { return cfg_; }

private:
    // length_error when even no option text lets the question fit.
    Fitted fit(const QuestionText& q, size_t index, int64_t fixed_extra) const;
    Packed pack_rows(const PreparedQuestions& prepared, const std::string& state) const;
    Packed pack_one_row(const PreparedQuestions& prepared, const std::string& state) const;

    // Token ids of a head or option text. The loop asks the same questions every step, so these
    // texts repeat; their ids are kept (up to kCacheEntries texts, then the cache starts over).
    // The state is different every time and is never cached.
    std::vector<int32_t> encode_cached(const std::string& text) const;

    static constexpr size_t kCacheEntries = 4096;
    const Tokenizer& tok_;
    PackConfig cfg_;
    mutable std::mutex mu_;
    mutable std::unordered_map<std::string, std::vector<int32_t>> cache_;
};

// Readout of logits [rows, markers]: temperature-scaled softmax over each row's first n markers.
struct Readout {
    std::vector<double> probs;       // rows × markers, zero beyond n_options
    std::vector<int64_t> top;        // argmax index
    std::vector<double> top_p;       // probability of the argmax
    std::vector<double> confidence;  // choice / noul: (max p − 1/n)/(1 − 1/n); score: max(0, 1 − Σ p_i·|i − mode| / D), D = (1/n)·Σ|i − (n−1)/2|
    std::vector<double> expected;    // Σ i·p_i (score rows; also filled for others)
};

Readout readout(const float* logits, int64_t rows, int64_t markers, const std::vector<int64_t>& n_options,
                const std::vector<int64_t>& qtype, const std::vector<double>& temperature);

}  // namespace jevloop
