#include "tokenizer.h"

#include <algorithm>
#include <stdexcept>
#include <thread>

namespace jevloop {
namespace {

struct FlagRange {
    uint32_t lo, hi;
    uint8_t flags;
};
struct MapEntry {
    uint32_t cp;
    uint8_t n;
    uint32_t out[3];
};

#include "unicode_tables.inc"

constexpr uint8_t kRemove = 1, kSpace = 2, kCjk = 4, kPunct = 8, kWs = 16;

uint8_t flags_slow(uint32_t cp);

// Flags of the ASCII range, read once from the generated ranges.
struct AsciiFlags {
    uint8_t f[128];
    AsciiFlags() {
        for (uint32_t c = 0; c < 128; ++c) f[c] = flags_slow(c);
    }
};

uint8_t flags_of(uint32_t cp) {
    static const AsciiFlags ascii;
    if (cp < 128) return ascii.f[cp];
    return flags_slow(cp);
}

uint8_t flags_slow(uint32_t cp) {
    const FlagRange* b = kFlagRanges;
    const FlagRange* e = kFlagRanges + sizeof(kFlagRanges) / sizeof(kFlagRanges[0]);
    const FlagRange* it = std::upper_bound(b, e, cp, [](uint32_t v, const FlagRange& r) { return v < r.lo; });
    if (it == b) return 0;
    --it;
    return (cp <= it->hi) ? it->flags : 0;
}

template <size_t N>
const MapEntry* find_map(const MapEntry (&table)[N], uint32_t cp) {
    const MapEntry* it = std::lower_bound(table, table + N, cp, [](const MapEntry& m, uint32_t v) { return m.cp < v; });
    return (it != table + N && it->cp == cp) ? it : nullptr;
}

}  // namespace

void utf8_append(std::string& s, uint32_t cp) {
    if (cp < 0x80) {
        s.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        s.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        s.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        s.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        s.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

std::vector<uint32_t> utf8_decode(const std::string& s) {
    // Input comes from Python str (valid UTF-8); a malformed byte decodes as U+FFFD, never reads past the end.
    std::vector<uint32_t> out;
    out.reserve(s.size());
    const auto* p = reinterpret_cast<const unsigned char*>(s.data());
    size_t i = 0, n = s.size();
    while (i < n) {
        unsigned char c = p[i];
        uint32_t cp;
        size_t len;
        if (c < 0x80) { cp = c; len = 1; }
        else if ((c >> 5) == 0x6) { cp = c & 0x1F; len = 2; }
        else if ((c >> 4) == 0xE) { cp = c & 0x0F; len = 3; }
        else if ((c >> 3) == 0x1E) { cp = c & 0x07; len = 4; }
        else { out.push_back(0xFFFD); ++i; continue; }
        if (i + len > n) { out.push_back(0xFFFD); break; }
        bool ok = true;
        for (size_t k = 1; k < len; ++k) {
            if ((p[i + k] & 0xC0) != 0x80) { ok = false; break; }
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if (!ok) { out.push_back(0xFFFD); ++i; continue; }
        out.push_back(cp);
        i += len;
    }
    return out;
}

uint64_t VocabTable::hash(const char* prefix, size_t prefix_len, const char* body, size_t body_len) {
    uint64_t h = 1469598103934665603ull;   // FNV-1a over prefix then body: equal to hashing their join
    for (size_t i = 0; i < prefix_len; ++i) h = (h ^ static_cast<unsigned char>(prefix[i])) * 1099511628211ull;
    for (size_t i = 0; i < body_len; ++i) h = (h ^ static_cast<unsigned char>(body[i])) * 1099511628211ull;
    return h ^ (h >> 29);
}

VocabTable::VocabTable(const std::unordered_map<std::string, int32_t>& vocab) : n_(vocab.size()) {
    size_t cap = 16;
    while (cap < 2 * vocab.size()) cap <<= 1;
    slots_.assign(cap, Slot{0, -1, 0, 0});
    mask_ = cap - 1;
    std::vector<std::pair<std::string, int32_t>> entries(vocab.begin(), vocab.end());
    std::sort(entries.begin(), entries.end());   // a table laid out the same on every load
    for (const auto& [tok, id] : entries) {
        if (id < 0) throw std::invalid_argument("vocabulary id of '" + tok + "' is negative");
        if (bytes_.size() + tok.size() > UINT32_MAX) throw std::length_error("vocabulary too large");
        uint64_t h = hash("", 0, tok.data(), tok.size());
        size_t i = h & mask_;
        while (slots_[i].id >= 0) i = (i + 1) & mask_;
        slots_[i] = Slot{static_cast<uint32_t>(h >> 32), id, static_cast<uint32_t>(bytes_.size()),
                         static_cast<uint32_t>(tok.size())};
        bytes_ += tok;
        max_len_ = std::max(max_len_, tok.size());
    }
}

int32_t VocabTable::find(const char* prefix, size_t prefix_len, const char* body, size_t body_len) const {
    const uint64_t h = hash(prefix, prefix_len, body, body_len);
    const uint32_t tag = static_cast<uint32_t>(h >> 32);
    const size_t len = prefix_len + body_len;
    for (size_t i = h & mask_;; i = (i + 1) & mask_) {
        const Slot& s = slots_[i];
        if (s.id < 0) return -1;
        if (s.tag == tag && s.len == len) {
            const char* t = bytes_.data() + s.off;
            if (std::equal(prefix, prefix + prefix_len, t) && std::equal(body, body + body_len, t + prefix_len))
                return s.id;
        }
    }
}

Tokenizer::Tokenizer(const std::unordered_map<std::string, int32_t>& vocab,
                     const std::vector<std::pair<std::string, int32_t>>& added_tokens,
                     const TokenizerConfig& config)
    : vocab_(vocab), added_(added_tokens), cfg_(config) {
    unk_id_ = vocab_.find(cfg_.unk_token);
    if (unk_id_ < 0) throw std::invalid_argument("unk token '" + cfg_.unk_token + "' is not in the vocabulary");
    max_piece_ = vocab_.max_len();
    for (const auto& [tok, id] : vocab)
        if (tok.size() >= cfg_.prefix.size() && tok.compare(0, cfg_.prefix.size(), cfg_.prefix) == 0)
            max_cont_body_ = std::max(max_cont_body_, tok.size() - cfg_.prefix.size());
    added_.erase(std::remove_if(added_.begin(), added_.end(), [](const auto& a) { return a.first.empty(); }), added_.end());
    std::stable_sort(added_.begin(), added_.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    for (bool& b : added_first_) b = false;
    for (const auto& a : added_) added_first_[static_cast<unsigned char>(a.first[0])] = true;
}

int32_t Tokenizer::token_id(const std::string& token) const { return vocab_.find(token); }

std::vector<int32_t> Tokenizer::encode(const std::string& text) const {
    std::vector<int32_t> out;
    if (added_.empty()) {
        encode_segment(text, out);
        return out;
    }
    // Added tokens are matched on the raw text (they are not normalised), leftmost, longest first.
    size_t seg = 0, i = 0;
    while (i < text.size()) {
        const std::pair<std::string, int32_t>* hit = nullptr;
        if (!added_first_[static_cast<unsigned char>(text[i])]) {
            ++i;
            continue;
        }
        for (const auto& a : added_) {
            if (text.compare(i, a.first.size(), a.first) == 0) { hit = &a; break; }
        }
        if (hit) {
            if (i > seg) encode_segment(text.substr(seg, i - seg), out);
            out.push_back(hit->second);
            i += hit->first.size();
            seg = i;
        } else {
            ++i;
        }
    }
    if (seg < text.size()) encode_segment(text.substr(seg), out);
    return out;
}

void Tokenizer::encode_segment(const std::string& utf8, std::vector<int32_t>& out) const {
    const std::vector<uint32_t> cps = utf8_decode(utf8);
    // 1. normalise: clean text → CJK padding → strip accents → lowercase (the BertNormalizer order)
    std::vector<uint32_t> norm;
    norm.reserve(cps.size() + 8);
    std::vector<uint32_t> tmp;
    for (uint32_t cp : cps) {
        uint8_t f = flags_of(cp);
        if (cp < 128 && !(f & (kRemove | kSpace))) {   // ASCII: no accents to strip, no CJK
            norm.push_back((cfg_.lowercase && cp >= 'A' && cp <= 'Z') ? cp + 32 : cp);
            continue;
        }
        if (cfg_.clean_text) {
            if (f & kRemove) continue;
            if (f & kSpace) cp = ' ';
        }
        tmp.clear();
        bool cjk = cfg_.handle_chinese_chars && (f & kCjk);
        if (cjk) tmp.push_back(' ');
        tmp.push_back(cp);
        if (cjk) tmp.push_back(' ');
        for (uint32_t c : tmp) {
            uint32_t stage[3];
            int ns = 1;
            stage[0] = c;
            if (cfg_.strip_accents) {
                if (const MapEntry* m = find_map(kStripMap, c)) {
                    ns = m->n;
                    for (int k = 0; k < ns; ++k) stage[k] = m->out[k];
                }
            }
            for (int k = 0; k < ns; ++k) {
                uint32_t s = stage[k];
                if (cfg_.lowercase) {
                    if (const MapEntry* m = find_map(kLowerMap, s)) {
                        for (int j = 0; j < m->n; ++j) norm.push_back(m->out[j]);
                        continue;
                    }
                }
                norm.push_back(s);
            }
        }
    }
    // 2. pre-tokenise: split on whitespace, isolate punctuation
    std::vector<uint32_t> word;
    for (uint32_t cp : norm) {
        uint8_t f = flags_of(cp);
        if (f & kWs) {
            if (!word.empty()) { wordpiece(word, out); word.clear(); }
        } else if (f & kPunct) {
            if (!word.empty()) { wordpiece(word, out); word.clear(); }
            word.push_back(cp);
            wordpiece(word, out);
            word.clear();
        } else {
            word.push_back(cp);
        }
    }
    if (!word.empty()) wordpiece(word, out);
}

void Tokenizer::wordpiece(const std::vector<uint32_t>& word, std::vector<int32_t>& out) const {
    if (static_cast<int>(word.size()) > cfg_.max_input_chars_per_word) {
        out.push_back(unk_id_);
        return;
    }
    // byte offsets of each codepoint boundary (scratch buffers reused per thread)
    thread_local std::string bytes;
    thread_local std::vector<size_t> off;
    thread_local std::vector<int32_t> pieces;
    bytes.clear();
    off.clear();
    pieces.clear();
    for (uint32_t cp : word) {
        off.push_back(bytes.size());
        utf8_append(bytes, cp);
    }
    off.push_back(bytes.size());
    const size_t n = word.size();
    size_t start = 0;
    while (start < n) {
        // longest match first; a piece longer than the vocabulary's longest token cannot match
        const size_t room = start > 0 ? max_cont_body_ : max_piece_;
        size_t end = n;
        while (end > start && off[end] - off[start] > room) --end;
        int32_t found = -1;
        while (start < end) {
            found = start > 0 ? vocab_.find(cfg_.prefix.data(), cfg_.prefix.size(), bytes.data() + off[start], off[end] - off[start])
                              : vocab_.find("", 0, bytes.data() + off[start], off[end] - off[start]);
            if (found >= 0) break;
            --end;
        }
        if (found < 0) {
            out.push_back(unk_id_);
            return;
        }
        pieces.push_back(found);
        start = end;
    }
    out.insert(out.end(), pieces.begin(), pieces.end());
}

std::vector<std::vector<int32_t>> Tokenizer::encode_batch(const std::vector<std::string>& texts, int threads) const {
    std::vector<std::vector<int32_t>> out(texts.size());
    size_t total = 0;
    for (const auto& t : texts) total += t.size();
    int nt = std::max(1, threads);
    // Threads pay for themselves only on large batches (measured: thread start ≈ 20–50 µs).
    if (nt == 1 || texts.size() < 2 || total < 16384) {
        for (size_t i = 0; i < texts.size(); ++i) out[i] = encode(texts[i]);
        return out;
    }
    nt = std::min<int>(nt, static_cast<int>(texts.size()));
    std::vector<std::thread> pool;
    for (int w = 0; w < nt; ++w) {
        pool.emplace_back([&, w]() {
            for (size_t i = w; i < texts.size(); i += nt) out[i] = encode(texts[i]);
        });
    }
    for (auto& th : pool) th.join();
    return out;
}

}  // namespace jevloop
