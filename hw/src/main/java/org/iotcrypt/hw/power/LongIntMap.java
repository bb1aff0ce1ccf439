package org.iotcrypt.hw.power;

/**
 * A map from nonzero long keys to non-negative ints, open addressing with linear probing: the VCD
 * reader looks up an id code per value change, and boxing each lookup into a HashMap would cost
 * more than the rest of the parsing.
 */
final class LongIntMap {

    private long[] keys = new long[64];
    private int[] values = new int[64];
    private int size;

    /** The value for {@code key}, or -1. */
    int get(long key) {
        int mask = keys.length - 1;
        for (int i = hash(key) & mask; ; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return values[i];
            }
            if (keys[i] == 0) {
                return -1;
            }
        }
    }

    void put(long key, int value) {
        if (key == 0) {
            throw new IllegalArgumentException("key 0 is reserved");
        }
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = hash(key) & mask;
        while (keys[i] != 0 && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == 0) {
            size++;
        }
        keys[i] = key;
        values[i] = value;
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }

    private static int hash(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }
}
