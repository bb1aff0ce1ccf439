package org.iotcrypt.sm3;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.util.Arrays;
import org.bouncycastle.crypto.digests.SM3Digest;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.params.KeyParameter;

/**
 * Fuzz target for {@link HmacSm3#verify(byte[], int)}: a key, a message and a tag length chosen
 * by the fuzzer, the tag made from Bouncy Castle's HMAC-SM3 (the independent peer) and then
 * changed by the fuzzer (a bit flipped, cut, lengthened) or left alone. Properties: our MAC is
 * Bouncy Castle's, and verify accepts exactly the untouched tag of the length the caller fixed.
 */
class HmacSm3FuzzTest {

    @FuzzTest(maxDuration = "10m", maxExecutions = 1_000_000)
    void verify(FuzzedDataProvider data) {
        byte[] key = data.consumeBytes(data.consumeInt(0, 100));
        int tagLength = data.consumeInt(HmacSm3.MIN_TAG_LENGTH, HmacSm3.MAC_LENGTH);
        int change = data.consumeInt(0, 3);
        byte[] message = data.consumeRemainingAsBytes();

        HMac peer = new HMac(new SM3Digest());
        peer.init(new KeyParameter(key));
        peer.update(message, 0, message.length);
        byte[] expected = new byte[HmacSm3.MAC_LENGTH];
        peer.doFinal(expected, 0);

        HmacSm3 hmac = new HmacSm3(key);
        hmac.update(message);
        assertArrayEquals(expected, hmac.doFinal(), "HMAC-SM3 differs from Bouncy Castle's");

        byte[] tag = Arrays.copyOf(expected, tagLength);
        switch (change) {
            case 0 -> tag[message.length % tagLength] ^= (byte) (1 << (message.length % 8));
            case 1 -> tag = Arrays.copyOf(tag, tagLength - 1);
            case 2 -> tag = Arrays.copyOf(expected, Math.min(tagLength + 1, HmacSm3.MAC_LENGTH + 1));
            default -> { }
        }
        hmac.update(message);
        assertEquals(change == 3, hmac.verify(tag, tagLength), "change " + change + ", tag length " + tagLength);
    }
}
