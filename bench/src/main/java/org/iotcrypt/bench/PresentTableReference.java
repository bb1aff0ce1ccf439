package org.iotcrypt.bench;

import org.iotcrypt.cipher.BlockCipher;
import org.iotcrypt.internal.util.Bytes;
import org.iotcrypt.vectors.TablePresent;

/**
 * The table-based PRESENT reference the bitsliced engine is measured against: core's test
 * reference {@link TablePresent} (PRESENT as the CHES 2007 paper describes it and most
 * published software does it, a 16-entry S-box table looked up per nibble and the pLayer as a
 * loop over the 64 bit positions) behind the {@link BlockCipher} interface the benchmarks use.
 * Not constant time; for comparison only.
 */
final class PresentTableReference extends ReferenceCipher {

    private final TablePresent present;

    PresentTableReference(byte[] key) {
        present = new TablePresent(key);
    }

    /** K1..K32, for {@link PresentSpTable}, which shares this key schedule. */
    long[] roundKeys() {
        return present.roundKeys();
    }

    @Override
    public int blockSize() {
        return 8;
    }

    @Override
    public void encryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        Bytes.putLongBE(present.encrypt(Bytes.getLongBE(in, inOff)), out, outOff);
    }

    @Override
    public void decryptBlock(byte[] in, int inOff, byte[] out, int outOff) {
        Bytes.putLongBE(present.decrypt(Bytes.getLongBE(in, inOff)), out, outOff);
    }
}
