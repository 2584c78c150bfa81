// Micro-batching: concurrent requests join one group within a bounded wait and a bounded number
// of rows; the first caller of a group leads it (runs the batch), the others wait for it.
// All waiting happens with the GIL released (the bindings do that).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <mutex>
#include <vector>

namespace jevloop {

struct CoalescerStats {
    int64_t requests = 0, batches = 0, rows = 0, max_batch_rows = 0, queued = 0;
};

class Coalescer {
public:
    Coalescer(double max_wait_ms, int64_t max_rows);
    // Join (or open) a group with `rows` rows under `ticket`. A leader returns once its group
    // closes, with every ticket in it; a follower returns at once with an empty list.
    struct Joined {
        int64_t group;
        bool leader;
        std::vector<int64_t> tickets;
    };
    Joined join(int64_t ticket, int64_t rows);
    void finish(int64_t group);   // leader: results are in place, wake the followers
    void wait(int64_t group);     // follower: block until the group finished
    CoalescerStats stats() const;
    double max_wait_ms() const { return max_wait_ms_; }
    int64_t max_rows() const { return max_rows_; }

private:
    struct Group {
        std::vector<int64_t> tickets;
        int64_t rows = 0;
        bool open = true, done = false;
        int waiters = 0;
    };
    double max_wait_ms_;
    int64_t max_rows_;
    mutable std::mutex mu_;
    std::condition_variable cv_;
    std::map<int64_t, Group> groups_;
    int64_t open_group_ = -1, next_group_ = 0, running_ = 0;
    CoalescerStats stats_;
};

}  // namespace jevloop
