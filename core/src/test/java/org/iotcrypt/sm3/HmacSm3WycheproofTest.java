package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.iotcrypt.internal.util.ConstantTime;
import org.iotcrypt.testing.Wycheproof;
import org.junit.jupiter.api.Test;

/**
 * Every case of the C2SP Wycheproof file {@code testvectors_v1/hmac_sm3_test.json} (commit
 * 061657f12eed26eeab9b6548ce03f45219d0e7fe), kept byte for byte under
 * {@code vectors/wycheproof/}. A case's tag is the HMAC truncated to the group's {@code tagSize};
 * {@link HmacSm3#verify(byte[], int)} compares that many leading bytes, in constant time; the
 * tests also check the comparison the old way (the MAC computed, then compared), to hold both to
 * the file.
 */
class HmacSm3WycheproofTest {

    private static final List<Wycheproof.Case> CASES = Wycheproof.load("hmac_sm3_test.json");

    @Test
    void verifyGivesTheFilesVerdicts() {
        for (Wycheproof.Case c : CASES) {
            HmacSm3 hmac = new HmacSm3(c.hex("key"));
            hmac.update(c.hex("msg"));
            assertEquals(c.valid(), hmac.verify(c.hex("tag"), c.groupInt("tagSize") / 8), c.toString());
            hmac.update(c.hex("msg"));
            assertEquals(c.valid(), hmac.verify(c.hex("tag"), c.groupInt("tagSize") / 8), "again: " + c);
        }
    }

    @Test
    void aCutTagDoesNotPassAsAShorterOne() {
        Wycheproof.Case c = CASES.stream().filter(x -> x.valid() && x.groupInt("tagSize") == 256)
                .findFirst().orElseThrow();
        HmacSm3 hmac = new HmacSm3(c.hex("key"));
        hmac.update(c.hex("msg"));
        assertTrue(hmac.verify(c.hex("tag")));
        hmac.update(c.hex("msg"));
        assertFalse(hmac.verify(java.util.Arrays.copyOf(c.hex("tag"), 16)), "16 bytes where 32 are due");
        assertThrows(IllegalArgumentException.class, () -> hmac.verify(c.hex("tag"), 15));
        assertThrows(IllegalArgumentException.class, () -> hmac.verify(c.hex("tag"), 33));
    }

    private static boolean verify(Wycheproof.Case c, byte[] mac) {
        byte[] tag = c.hex("tag");
        int tagLength = c.groupInt("tagSize") / 8;
        return tag.length == tagLength && ConstantTime.equals(mac, 0, tag, 0, tagLength);
    }

    @Test
    void everyCaseIsAcceptedOrRejectedAsTheFileSays() {
        assertEquals(174, CASES.size());
        int valid = 0;
        int invalid = 0;
        for (Wycheproof.Case c : CASES) {
            byte[] mac = HmacSm3.mac(c.hex("key"), c.hex("msg"));
            if (c.valid()) {
                assertTrue(verify(c, mac), c.toString());
                valid++;
            } else {
                assertFalse(verify(c, mac), c.toString());
                invalid++;
            }
        }
        assertEquals(66, valid);
        assertEquals(108, invalid);
    }

    /** The same cases through the streaming API, one byte at a time, on one reused instance a key. */
    @Test
    void streamingAndReuseGiveTheSameVerdicts() {
        for (Wycheproof.Case c : CASES) {
            HmacSm3 hmac = new HmacSm3(c.hex("key"));
            hmac.update(new byte[] {1, 2, 3});
            hmac.reset();
            for (byte b : c.hex("msg")) {
                hmac.update(b);
            }
            byte[] first = hmac.doFinal();
            hmac.update(c.hex("msg"));
            byte[] second = hmac.doFinal();
            assertEquals(c.valid(), verify(c, first), c.toString());
            assertEquals(c.valid(), verify(c, second), c.toString());
        }
    }
}
