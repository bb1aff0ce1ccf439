package org.iotcrypt.hw.explore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Shares of a sweep: disjoint, covering, balanced, in order; and the K/N syntax. */
class ShardTest {

    @Test
    void theSharesPartitionEveryDesignListEvenly() {
        List<Design> all = Design.all();
        assertEquals(66, all.size());
        for (int n = 1; n <= 70; n++) {
            List<Design> seen = new ArrayList<>();
            int min = Integer.MAX_VALUE;
            int max = 0;
            for (int k = 1; k <= n; k++) {
                List<Design> share = new Shard(k, n).of(all);
                seen.addAll(share);
                min = Math.min(min, share.size());
                max = Math.max(max, share.size());
                // in the list's order
                for (int i = 1; i < share.size(); i++) {
                    assertTrue(all.indexOf(share.get(i - 1)) < all.indexOf(share.get(i)));
                }
            }
            assertEquals(all.size(), seen.size(), n + " shares: each design once");
            assertEquals(new HashSet<>(all), new HashSet<>(seen), n + " shares: every design");
            assertTrue(max - min <= 1, n + " shares: sizes " + min + ".." + max);
        }
        assertEquals(all, Shard.ALL.of(all));
    }

    @Test
    void parsesKOverNAndRefusesTheRest() {
        assertEquals(new Shard(3, 8), Shard.parse("3/8"));
        assertEquals(new Shard(1, 1), Shard.parse(" 1 / 1 "));
        for (String bad : List.of("0/4", "5/4", "3", "3/", "/4", "a/b", "1/2/3", "-1/4", "1/0")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad), bad);
            assertTrue(e.getMessage().contains("K/N"), e.getMessage());
        }
        assertEquals("2/5", new Shard(2, 5).toString());
    }
}
