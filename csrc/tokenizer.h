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

// The vocabulary as an open-addressing table: 16-byte slots (hash tag, id, where the token's bytes
// are), the bytes of every token in one buffer, at most half the slots used. A lookup that misses,
// which is most of WordPiece's longest-match-first tries, reads one slot's cache line and no token
// bytes; std::unordered_map read a bucket, a node and the node's string (measured: the state's
// tokenisation ran 3x slower right after an ONNX run than warm, its lookups missing the cache).
class VocabTable {
public:
    explicit VocabTable(const std::unordered_map<std::string, int32_t>& vocab);
    // The id of prefix + body (prefix may be empty), -1 when absent.
    int32_t find(const char* prefix, size_t prefix_len, const char* body, size_t body_len) const;
    int32_t find(const std::string& token) const { return find("", 0, token.data(), token.size()); }
    size_t size() const { return n_; }
    size_t max_len() const { return max_len_; }   // the longest token, in bytes

private:
    struct Slot {
        uint32_t tag;   // the hash's high half
        int32_t id;     // -1: empty
        uint32_t off;   // the token's bytes in bytes_
        uint32_t len;
    };
    static uint64_t hash(const char* prefix, size_t prefix_len, const char* body, size_t body_len);
    std::vector<Slot> slots_;
    std::string bytes_;
    uint64_t mask_ = 0;
    size_t n_ = 0;
    size_t max_len_ = 0;
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

    VocabTable vocab_;
    size_t max_piece_ = 0;      // the longest token, in bytes: longer tries cannot match
    size_t max_cont_body_ = 0;  // the longest continuation's bytes after the prefix
    std::vector<std::pair<std::string, int32_t>> added_;   // longest first
    TokenizerConfig cfg_;
    int32_t unk_id_;
    bool added_first_[256];   // first bytes of added tokens: a quick filter before matching
};

// UTF-8 helpers shared with the packer.
void utf8_append(std::string& s, uint32_t cp);
std::vector<uint32_t> utf8_decode(const std::string& s);

}  // namespace jevloop
