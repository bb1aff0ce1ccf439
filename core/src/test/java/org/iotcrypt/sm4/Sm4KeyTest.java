package org.iotcrypt.sm4;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.security.InvalidKeyException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Sm4KeyTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 15, 17, 32})
    void wrongKeyLengthIsRejected(int length) {
        InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> new Sm4(new byte[length]));
        assertEquals("SM4 key must be 16 bytes, got " + length, e.getMessage());
    }

    @Test
    void nullKeyIsRejected() {
        InvalidKeyException e = assertThrows(InvalidKeyException.class, () -> new Sm4(null));
        assertEquals("SM4 key must be 16 bytes, got null", e.getMessage());
    }

    /** CK_i from its definition in GB/T 32907 section 7.3: the first and last words. */
    @Test
    void systemParameterCk() {
        assertEquals(0x00070e15, Sm4KeySchedule.ck(0));
        assertEquals(0x646b7279, Sm4KeySchedule.ck(31));
    }
}
