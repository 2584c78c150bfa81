// BERT WordPiece tokenizer: normaliser (clean text, CJK split, strip accents, lowercase),
// pre-tokeniser (whitespace + isolated punctuation), WordPiece with `##` continuations, and
// added tokens matched on the raw text first — the behaviour of Hugging Face `tokenizers` for a
// BertNormalizer + BertPreTokenizer + WordPiece tokenizer.json, codepoint tables generated from it.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace jevloop {

struct TokenizerConfig {
    bool clean_text = true;
    bool handle_chinese_chars = true;
    bool strip_accents = true;
    bool lowercase = true;
    std::string unk_token = "[UNK]";
    std::string prefix = "##";
    int max_input_chars_per_word = 100;
};

class Tokenizer {
public:
    Tokenizer(const std::unordered_map<std::string, int32_t>& vocab,
              const std::vector<std::pair<std::string, int32_t>>& added_tokens,
              const TokenizerConfig& config);

    // Token ids of one text, no special tokens added. Thread-safe (read-only state).
    std::vector<int32_t> encode(const std::string& utf8) const;
    // Several texts; uses up to `threads` worker threads for large batches.
    std::vector<std::vector<int32_t>> encode_batch(const std::vector<std::string>& texts, int threads) const;

    int32_t token_id(const std::string& token) const;   // -1 when absent
    size_t vocab_size() const { return vocab_.size(); }

private:
    void encode_segment(const std::string& utf8, std::vector<int32_t>& out) const;
    void wordpiece(const std::vector<uint32_t>& word, std::vector<int32_t>& out) const;

    std::unordered_map<std::string, int32_t> vocab_;
    std::vector<std::pair<std::string, int32_t>> added_;   // longest first
    TokenizerConfig cfg_;
    int32_t unk_id_;
    bool added_first_[256];   // first bytes of added tokens: a quick filter before matching
};

// UTF-8 helpers shared with the packer.
void utf8_append(std::string& s, uint32_t cp);
std::vector<uint32_t> utf8_decode(const std::string& s);

}  // namespace jevloop
