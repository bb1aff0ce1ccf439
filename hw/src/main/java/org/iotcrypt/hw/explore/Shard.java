package org.iotcrypt.hw.explore;

import java.util.ArrayList;
import java.util.List;

/**
 * One share of a sweep ({@code --shard K/N}): the designs at positions K-1, K-1+N, K-1+2N, ... of
 * the selected list, so that the N shares are disjoint, cover every design, and differ in size by
 * at most one, with the slow and the quick designs of each layer spread over all of them. A job
 * array runs one share per task, all into one shared cache, and {@code hw report} merges their
 * results.
 *
 * @param index the share, 1 to {@code count}
 * @param count the number of shares
 */
public record Shard(int index, int count) {

    /** Every design in one share. */
    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("a shard is K/N with 1 <= K <= N, not " + index + "/" + count);
        }
    }

    /** Parses {@code K/N}. */
    public static Shard parse(String text) {
        String[] parts = text.strip().split("/", -1);
        if (parts.length != 2) {
            throw new IllegalArgumentException("a shard is K/N (e.g. 3/8), not '" + text + "'");
        }
        try {
            return new Shard(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a shard is K/N with whole numbers (e.g. 3/8), not '" + text + "'", e);
        }
    }

    /** This share of {@code designs}, in their order. */
    public <T> List<T> of(List<T> designs) {
        List<T> share = new ArrayList<>();
        for (int i = index - 1; i < designs.size(); i += count) {
            share.add(designs.get(i));
        }
        return share;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
