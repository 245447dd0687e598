// Optimal length-limited Huffman code lengths by package-merge (Larmore and Hirschberg 1990), for
// the nibble code's collapsed alphabet (NibbleCode.c): a complete code, each symbol's length within
// its own limit (middle groups ≤ 10 bits so that their literals stay ≤ 14, the rest ≤ 14).
// Unlike a Huffman tree cut to the limit and repaired, package-merge is optimal under the limit.
//
// Coins: symbol s has one coin of face 2^-l and weight w_s for every l = 1…limit_s. Choosing,
// at least cost, coins whose faces sum to n − 1, and giving each symbol the number of its coins
// chosen as its length, yields lengths with Kraft sum exactly 1 and the least Σ w_s × length_s.
// Every step is integer work on sorted lists with fixed tie-breaking (leaves before packages,
// then symbol order), so the lengths depend only on the weights.
#include "CFastPNG.h"
#include <string.h>

#define MAX_SYMBOLS 112
#define MAX_ITEMS (2 * MAX_SYMBOLS)

typedef struct level_list {
    uint64_t weight[MAX_ITEMS];
    /// The symbol of a leaf, or −1 for a package of two items of the next finer level.
    int16_t symbol[MAX_ITEMS];
    int count;
    /// 1 if this level's binary digit of the target is set (its first item is taken on its own).
    int mandatory;
} level_list;

int cfp_limited_lengths(const uint64_t *weights, const uint8_t *limits, int n, uint8_t *lengths) {
    if (n < 2 || n > MAX_SYMBOLS) return 0;
    int max_length = 0;
    for (int s = 0; s < n; s++) {
        if (limits[s] < 1 || limits[s] > 15) return 0;
        if (limits[s] > max_length) max_length = limits[s];
    }
    // Leaves by ascending weight, ties by symbol (insertion sort: n ≤ 64).
    int16_t order[MAX_SYMBOLS];
    for (int s = 0; s < n; s++) {
        int k = s;
        while (k > 0 && weights[order[k - 1]] > weights[s]) { order[k] = order[k - 1]; k--; }
        order[k] = (int16_t)s;
    }
    // The target in units of 2^-max_length.
    uint64_t capacity = 0;
    for (int s = 0; s < n; s++) capacity += 1u << (max_length - limits[s]);
    if (capacity > (1u << max_length)) return 0;
    const uint64_t target = ((uint64_t)n - 1) << max_length;

    level_list levels[16];
    // Symbol s has coins at levels 1…limits[s] only, so each level's leaves are those whose limit reaches it.
    level_list *finest = &levels[max_length];
    finest->count = 0;
    for (int k = 0; k < n; k++) {
        if (limits[order[k]] < max_length) continue;
        finest->weight[finest->count] = weights[order[k]];
        finest->symbol[finest->count++] = order[k];
    }
    // From the finest level up: take the mandatory item, pair the rest into the next level's packages.
    for (int j = max_length; j >= 1; j--) {
        level_list *level = &levels[j];
        level->mandatory = (int)((target >> (max_length - j)) & 1);
        if (level->mandatory && level->count == 0) return 0;
        if (j == 1) break;
        level_list *up = &levels[j - 1];
        const int first = level->mandatory, pairs = (level->count - first) / 2;
        int leaf = 0, package = 0;
        up->count = 0;
        for (;;) {
            while (leaf < n && limits[order[leaf]] < j - 1) leaf++;
            if (leaf >= n && package >= pairs) break;
            const uint64_t package_weight = package < pairs
                ? level->weight[first + 2 * package] + level->weight[first + 2 * package + 1] : 0;
            if (leaf < n && (package >= pairs || weights[order[leaf]] <= package_weight)) {
                up->weight[up->count] = weights[order[leaf]];
                up->symbol[up->count++] = order[leaf++];
            } else {
                up->weight[up->count] = package_weight;
                up->symbol[up->count++] = -1;
                package++;
            }
        }
    }
    // The whole units of the target are pairs of level-1 items.
    const uint64_t whole = target >> max_length;
    uint64_t selected = levels[1].mandatory + 2 * whole;
    if (selected > (uint64_t)levels[1].count) return 0;
    memset(lengths, 0, (size_t)n);
    // Selected items are a prefix of each level; a selected package selects two items below.
    for (int j = 1; j <= max_length; j++) {
        const level_list *level = &levels[j];
        uint64_t packages = 0;
        for (uint64_t k = 0; k < selected; k++) {
            if (level->symbol[k] >= 0) lengths[level->symbol[k]]++;
            else packages++;
        }
        if (j == max_length) break;
        selected = (uint64_t)levels[j + 1].mandatory + 2 * packages;
        if (selected > (uint64_t)levels[j + 1].count) return 0;
    }
    // A complete code within the limits, or nothing.
    uint64_t kraft = 0;
    for (int s = 0; s < n; s++) {
        if (lengths[s] == 0 || lengths[s] > limits[s]) return 0;
        kraft += 1u << (max_length - lengths[s]);
    }
    return kraft == (1u << max_length);
}
