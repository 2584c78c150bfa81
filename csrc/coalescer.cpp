#include "coalescer.h"

#include <algorithm>
#include <stdexcept>

namespace jevloop {

Coalescer::Coalescer(double max_wait_ms, int64_t max_rows) : max_wait_ms_(max_wait_ms), max_rows_(max_rows) {
    if (max_wait_ms < 0) throw std::invalid_argument("max_wait_ms must be >= 0");
    if (max_rows < 1) throw std::invalid_argument("max_rows must be >= 1");
}

Coalescer::Joined Coalescer::join(int64_t ticket, int64_t rows) {
    std::unique_lock<std::mutex> lk(mu_);
    stats_.requests += 1;
    stats_.queued += 1;
    if (open_group_ >= 0) {
        Group& g = groups_[open_group_];
        if (g.open && g.rows + rows <= max_rows_) {
            g.tickets.push_back(ticket);
            g.rows += rows;
            g.waiters += 1;
            const int64_t id = open_group_;
            if (g.rows >= max_rows_) cv_.notify_all();   // full: let the leader go now
            return {id, false, {}};
        }
    }
    const int64_t id = next_group_++;
    Group& g = groups_[id];
    g.tickets.push_back(ticket);
    g.rows = rows;
    open_group_ = id;
    // Wait for company only while another batch is running: a lone caller never pays the wait,
    // and callers that arrive during a run are gathered into the next batch.
    const auto wait_for = running_ > 0 ? std::chrono::microseconds(static_cast<int64_t>(max_wait_ms_ * 1000.0))
                                       : std::chrono::microseconds(0);
    const auto deadline = std::chrono::steady_clock::now() + wait_for;
    cv_.wait_until(lk, deadline, [&] { return groups_[id].rows >= max_rows_; });
    Group& mine = groups_[id];
    mine.open = false;
    if (open_group_ == id) open_group_ = -1;
    running_ += 1;
    stats_.batches += 1;
    stats_.rows += mine.rows;
    stats_.max_batch_rows = std::max(stats_.max_batch_rows, mine.rows);
    stats_.queued -= static_cast<int64_t>(mine.tickets.size());
    return {id, true, mine.tickets};
}

void Coalescer::finish(int64_t group) {
    std::lock_guard<std::mutex> lk(mu_);
    auto it = groups_.find(group);
    if (it == groups_.end()) throw std::out_of_range("unknown group");
    it->second.done = true;
    running_ -= 1;
    if (it->second.waiters == 0) groups_.erase(it);
    cv_.notify_all();
}

void Coalescer::wait(int64_t group) {
    std::unique_lock<std::mutex> lk(mu_);
    auto it = groups_.find(group);
    if (it == groups_.end()) return;   // already finished and collected
    cv_.wait(lk, [&] { return groups_[group].done; });
    Group& g = groups_[group];
    g.waiters -= 1;
    if (g.waiters == 0) groups_.erase(group);
}

CoalescerStats Coalescer::stats() const {
    std::lock_guard<std::mutex> lk(mu_);
    return stats_;
}

}  // namespace jevloop
