// Packing of questions into one batch (one row per question) and readout of the logits.
//
// Row layout: [CLS] head [SEP] (MARKER option)×K [SEP] state [SEP], padded to the batch's
// longest row. Head and option texts are capped at their budgets; the state gets what remains
// (at most state_budget) and is cut at its end; the number of cut state tokens is reported per row.
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
    std::vector<int64_t> input_ids, attention_mask, marker_pos, marker_mask, qtype;
    std::vector<int64_t> cut, n_options;
    int64_t input_tokens = 0;
};

// Tokenised texts of one question: head text and option texts.
struct QuestionText {
    std::string head;
    std::vector<std::string> options;
    int64_t qtype = 0;
};

class Packer {
public:
    Packer(const Tokenizer& tok, const PackConfig& cfg) : tok_(tok), cfg_(cfg) {}
    // Throws std::length_error when a question's markers cannot fit max_length.
    Packed pack(const std::vector<QuestionText>& questions, const std::string& state) const;
    const PackConfig& config() const { return cfg_; }

private:
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
