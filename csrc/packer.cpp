#include "packer.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace jevloop {

std::vector<int32_t> Packer::encode_cached(const std::string& text) const {
    {
        std::lock_guard<std::mutex> lock(mu_);
        auto it = cache_.find(text);
        if (it != cache_.end()) return it->second;
    }
    std::vector<int32_t> ids = tok_.encode(text);
    std::lock_guard<std::mutex> lock(mu_);
    if (cache_.size() >= kCacheEntries) cache_.clear();
    cache_.emplace(text, ids);
    return ids;
}

Fitted Packer::fit(const QuestionText& q, size_t index, int64_t fixed_extra) const {
    Fitted f;
    f.head = encode_cached(q.head);
    if (static_cast<int>(f.head.size()) > cfg_.head_budget) f.head.resize(cfg_.head_budget);
    f.opts.reserve(q.options.size());
    for (const auto& o : q.options) {
        std::vector<int32_t> ids = encode_cached(o);
        if (static_cast<int>(ids.size()) > cfg_.option_budget) ids.resize(cfg_.option_budget);
        f.opts.push_back(std::move(ids));
    }
    const int64_t k = static_cast<int64_t>(f.opts.size());
    auto tokens_with = [&](int64_t cap) {
        int64_t n = static_cast<int64_t>(f.head.size()) + k;
        for (const auto& o : f.opts) n += std::min<int64_t>(cap, static_cast<int64_t>(o.size()));
        return n;
    };
    // Shrink every option to a common cap until the question fits; markers always stay.
    int64_t cap = cfg_.option_budget;
    while (cap > 0 && fixed_extra + tokens_with(cap) > cfg_.max_length) --cap;
    if (fixed_extra + tokens_with(cap) > cfg_.max_length) {
        throw std::length_error("question " + std::to_string(index) + " has " + std::to_string(k) +
                                " options, which do not fit the bundle's max_length " +
                                std::to_string(cfg_.max_length));
    }
    for (auto& o : f.opts)
        if (static_cast<int64_t>(o.size()) > cap) o.resize(cap);
    f.tokens = tokens_with(cap);
    return f;
}

PreparedQuestions Packer::prepare(const std::vector<QuestionText>& questions, bool block) const {
    PreparedQuestions p;
    p.block = block;
    p.fitted.reserve(questions.size());
    for (size_t i = 0; i < questions.size(); ++i) {
        // rows: CLS, SEP, SEP, SEP; block: CLS, SEP around a full state, SEP, SEP after the question
        p.fitted.push_back(fit(questions[i], i, block ? 4 + cfg_.state_budget : 4));
        p.qtype.push_back(questions[i].qtype);
    }
    return p;
}

Packed Packer::pack(const PreparedQuestions& prepared, const std::string& state) const {
    return prepared.block ? pack_one_row(prepared, state) : pack_rows(prepared, state);
}

Packed Packer::pack(const std::vector<QuestionText>& questions, const std::string& state) const {
    return pack_rows(prepare(questions, false), state);
}

Packed Packer::pack_rows(const PreparedQuestions& prepared, const std::string& state) const {
    const std::vector<int32_t> state_ids = tok_.encode(state);
    struct Row {
        std::vector<int64_t> ids;
        std::vector<int64_t> markers;
        int64_t cut = 0;
    };
    std::vector<Row> rows(prepared.fitted.size());
    int64_t max_len = 0, max_k = 0;
    for (size_t r = 0; r < rows.size(); ++r) {
        const Fitted& f = prepared.fitted[r];
        const int64_t fixed = 4 + f.tokens;
        const int64_t room = std::min<int64_t>(cfg_.state_budget, cfg_.max_length - fixed);
        const int64_t take = std::min<int64_t>(room, static_cast<int64_t>(state_ids.size()));
        Row& row = rows[r];
        row.cut = static_cast<int64_t>(state_ids.size()) - take;
        row.ids.reserve(fixed + take);
        row.ids.push_back(cfg_.cls_id);
        row.ids.insert(row.ids.end(), f.head.begin(), f.head.end());
        row.ids.push_back(cfg_.sep_id);
        for (const auto& o : f.opts) {
            row.markers.push_back(static_cast<int64_t>(row.ids.size()));
            row.ids.push_back(cfg_.marker_id);
            row.ids.insert(row.ids.end(), o.begin(), o.end());
        }
        row.ids.push_back(cfg_.sep_id);
        row.ids.insert(row.ids.end(), state_ids.begin(), state_ids.begin() + take);
        row.ids.push_back(cfg_.sep_id);
        max_len = std::max<int64_t>(max_len, static_cast<int64_t>(row.ids.size()));
        max_k = std::max<int64_t>(max_k, static_cast<int64_t>(row.markers.size()));
    }
    Packed p;
    p.rows = static_cast<int64_t>(rows.size());
    p.length = max_len;
    p.markers = std::max<int64_t>(max_k, 1);
    p.input_ids.assign(p.rows * p.length, cfg_.pad_id);
    p.attention_mask.assign(p.rows * p.length, 0);
    p.marker_pos.assign(p.rows * p.markers, 0);
    p.marker_mask.assign(p.rows * p.markers, 0);
    for (int64_t r = 0; r < p.rows; ++r) {
        const Row& row = rows[r];
        std::copy(row.ids.begin(), row.ids.end(), p.input_ids.begin() + r * p.length);
        std::fill(p.attention_mask.begin() + r * p.length, p.attention_mask.begin() + r * p.length + row.ids.size(), 1);
        for (size_t m = 0; m < row.markers.size(); ++m) {
            p.marker_pos[r * p.markers + m] = row.markers[m];
            p.marker_mask[r * p.markers + m] = 1;
        }
        p.qtype.push_back(prepared.qtype[r]);
        p.cut.push_back(row.cut);
        p.n_options.push_back(static_cast<int64_t>(row.markers.size()));
        p.input_tokens += static_cast<int64_t>(row.ids.size());
    }
    return p;
}

Packed Packer::pack_block(const std::vector<QuestionText>& questions, const std::string& state) const {
    return pack_one_row(prepare(questions, true), state);
}

Packed Packer::pack_one_row(const PreparedQuestions& prepared, const std::string& state) const {
    const std::vector<int32_t> state_ids = tok_.encode(state);
    // The state is cut by state_budget alone and every question fitted into the room a full state
    // leaves (prepare): neither depends on the other questions of the request.
    const std::vector<Fitted>& fitted = prepared.fitted;
    const int64_t take = std::min<int64_t>(cfg_.state_budget, static_cast<int64_t>(state_ids.size()));
    const int64_t cut = static_cast<int64_t>(state_ids.size()) - take;
    Packed p;
    p.rows = 1;
    const int64_t s_len = take + 2;
    p.input_ids.reserve(s_len + fitted.size() * 64);
    p.input_ids.push_back(cfg_.cls_id);
    p.input_ids.insert(p.input_ids.end(), state_ids.begin(), state_ids.begin() + take);
    p.input_ids.push_back(cfg_.sep_id);
    p.attention_mask.assign(s_len, 1);
    for (int64_t i = 0; i < s_len; ++i) p.position_ids.push_back(i);
    for (size_t qi = 0; qi < fitted.size(); ++qi) {
        const Fitted& f = fitted[qi];
        const int64_t seg = 2 + static_cast<int64_t>(qi);
        const size_t start = p.input_ids.size();
        p.input_ids.insert(p.input_ids.end(), f.head.begin(), f.head.end());
        p.input_ids.push_back(cfg_.sep_id);
        for (const auto& o : f.opts) {
            p.marker_pos.push_back(static_cast<int64_t>(p.input_ids.size()));
            p.qtype.push_back(prepared.qtype[qi]);
            p.input_ids.push_back(cfg_.marker_id);
            p.input_ids.insert(p.input_ids.end(), o.begin(), o.end());
        }
        p.input_ids.push_back(cfg_.sep_id);
        const size_t n = p.input_ids.size() - start;
        p.attention_mask.insert(p.attention_mask.end(), n, seg);
        for (size_t j = 0; j < n; ++j) p.position_ids.push_back(s_len + static_cast<int64_t>(j));
        p.cut.push_back(cut);
        p.n_options.push_back(static_cast<int64_t>(f.opts.size()));
    }
    p.length = static_cast<int64_t>(p.input_ids.size());
    p.markers = static_cast<int64_t>(p.marker_pos.size());
    p.marker_mask.assign(p.markers, 1);
    p.input_tokens = p.length;
    return p;
}

Readout readout(const float* logits, int64_t rows, int64_t markers, const std::vector<int64_t>& n_options,
                const std::vector<int64_t>& qtype, const std::vector<double>& temperature) {
    Readout out;
    out.probs.assign(rows * markers, 0.0);
    out.top.resize(rows);
    out.top_p.resize(rows);
    out.confidence.resize(rows);
    out.expected.resize(rows);
    for (int64_t r = 0; r < rows; ++r) {
        const int64_t n = n_options[r];
        if (n < 1 || n > markers) throw std::out_of_range("row " + std::to_string(r) + ": option count out of range");
        const double t = temperature[r] > 0 ? temperature[r] : 1.0;
        const float* l = logits + r * markers;
        double mx = -INFINITY;
        for (int64_t i = 0; i < n; ++i) {
            if (!std::isfinite(l[i])) throw std::domain_error("row " + std::to_string(r) + ": non-finite logit");
            mx = std::max(mx, static_cast<double>(l[i]) / t);
        }
        double z = 0;
        double* p = out.probs.data() + r * markers;
        for (int64_t i = 0; i < n; ++i) {
            p[i] = std::exp(static_cast<double>(l[i]) / t - mx);
            z += p[i];
        }
        int64_t top = 0;
        double expect = 0;
        for (int64_t i = 0; i < n; ++i) {
            p[i] /= z;
            if (p[i] > p[top]) top = i;
            expect += static_cast<double>(i) * p[i];
        }
        out.top[r] = top;
        out.top_p[r] = p[top];
        out.expected[r] = expect;
        if (qtype[r] == 2) {   // score: max(0, 1 − Σ p_i·|i − mode| / D), D = (1/n)·Σ|i − (n−1)/2|
            double d = 0, spread = 0;
            for (int64_t i = 0; i < n; ++i) {
                d += std::fabs(static_cast<double>(i) - (n - 1) / 2.0);
                spread += p[i] * std::fabs(static_cast<double>(i - top));
            }
            d /= static_cast<double>(n);
            out.confidence[r] = d > 0 ? std::max(0.0, 1.0 - spread / d) : 1.0;
        } else {
            out.confidence[r] = n > 1 ? (p[top] - 1.0 / n) / (1.0 - 1.0 / n) : 1.0;
        }
    }
    return out;
}

}  // namespace jevloop
