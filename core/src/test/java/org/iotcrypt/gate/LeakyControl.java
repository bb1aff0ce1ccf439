package org.iotcrypt.gate;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.iotcrypt.internal.encoding.Hex;

/**
 * The gate's control: code a reviewer must never let into core, one method per rule. Never run;
 * {@link ConstantTimeGateTest} checks that the gate flags every method here but the last.
 */
final class LeakyControl {

    private LeakyControl() {
    }

    /** JDK 17's Math.multiplyHigh branches on the operands' signs in the interpreter and C1. */
    static long multiplyHighOnSecrets(long secretLimb, long otherLimb) {
        return Math.multiplyHigh(secretLimb, otherLimb);
    }

    /** BigInteger's arithmetic takes time that depends on the values. */
    static BigInteger bigIntegerOnASecret(byte[] d) {
        return new BigInteger(1, d).modInverse(BigInteger.TEN);
    }

    /** Text made from a secret ends up in a log or a message. */
    static String formatsASecret(byte[] key) {
        return String.format("key byte %02x", key[0]);
    }

    static String hexOfASecret(byte[] key) {
        return Hex.encode(key);
    }

    /** Arrays.equals returns at the first difference: a tag check leaks how much of it matched. */
    static boolean equalsOnATag(byte[] tag, byte[] expected) {
        return Arrays.equals(tag, expected);
    }

    /** java.util.Random is predictable. */
    static byte[] randomForKeys() {
        byte[] key = new byte[16];
        new Random().nextBytes(key);
        return key;
    }

    /** Math.min is a conditional in bytecode: a branch on the secret. */
    static int branchyJdkMethod(int secretByte) {
        return Math.min(secretByte, 0x7f);
    }

    /** Public-input code by the naming convention: not flagged. */
    static boolean compareSignaturesVartime(byte[] a, byte[] b) {
        return Arrays.equals(a, b);
    }
}
