#!/usr/bin/env python3
"""An independent decoder of iotcrypt sealed files, format version 1 (docs/sealed-format.md).

Written from the format description alone, on pyca/cryptography (SM3, HMAC, HKDF, PBKDF2,
SM4-GCM, and SM4-ECB under a CCM written here from RFC 3610), so that the Java implementation is
checked against something that shares none of its code. It opens passphrase and key-file
stanzas (pyca has no SM2 encryption), checks the header MAC and every segment's tag and flag,
and streams: one segment in memory, each written to stdout once its own tag verified. It keeps
the format's reader limits (segment size, PBKDF2 iterations, a passphrase tried only on a file
whose one stanza it is, no empty last segment after a full one).

    iotseal_open.py (--passphrase-file FILE | --key-file FILE) SEALED > PLAIN

Exit 0 on success; 1 with a one-line reason on stderr otherwise (no traceback); 2 for usage.
"""
import hmac as std_hmac
import sys

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives import hashes, hmac
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.kdf.hkdf import HKDF
from cryptography.hazmat.primitives.kdf.pbkdf2 import PBKDF2HMAC

MAGIC = b"IOTSEAL"
TAG = 16


class Refused(Exception):
    pass


def hkdf(salt, ikm, info, n):
    return HKDF(hashes.SM3(), n, salt, info).derive(ikm)


def gcm_open(key, nonce, aad, sealed):
    if len(sealed) < TAG:
        raise InvalidTag()
    d = Cipher(algorithms.SM4(key), modes.GCM(nonce, sealed[-TAG:])).decryptor()
    if aad:
        d.authenticate_additional_data(aad)
    return d.update(sealed[:-TAG]) + d.finalize()


def ecb(key, block):
    e = Cipher(algorithms.SM4(key), modes.ECB()).encryptor()
    return e.update(block) + e.finalize()


def ccm_open(key, nonce, sealed):
    """RFC 3610 CCM with a 16-byte tag, no AAD; 15 - len(nonce) length bytes."""
    if len(sealed) < TAG:
        raise InvalidTag()
    ct, tag = sealed[:-TAG], sealed[-TAG:]
    q = 15 - len(nonce)

    def counter_block(i):
        return bytes([q - 1]) + nonce + i.to_bytes(q, "big")

    plain = bytearray()
    for i in range(0, len(ct), 16):
        stream = ecb(key, counter_block(i // 16 + 1))
        plain += bytes(a ^ b for a, b in zip(ct[i:i + 16], stream))
    flags = ((TAG - 2) // 2) << 3 | (q - 1)
    mac = ecb(key, bytes([flags]) + nonce + len(plain).to_bytes(q, "big"))
    padded = bytes(plain) + bytes(-len(plain) % 16)
    for i in range(0, len(padded), 16):
        mac = ecb(key, bytes(a ^ b for a, b in zip(mac, padded[i:i + 16])))
    expected = bytes(a ^ b for a, b in zip(mac, ecb(key, counter_block(0))))
    if not _equal(expected, tag):
        raise InvalidTag()
    return bytes(plain)


def _equal(a, b):
    return std_hmac.compare_digest(a, b)


MAX_ITERATIONS = 2_000_000
MIN_SEGMENT, MAX_SEGMENT = 1024, 8 * 1024 * 1024


def read_exactly(f, n, what="the header is cut short"):
    b = f.read(n)
    if len(b) != n:
        raise Refused(what)
    return b


def read_header(f):
    """Reads the header from the file object; returns its fields and the bytes the MAC covers."""
    magic = f.read(len(MAGIC))
    if magic != MAGIC:
        raise Refused("not a sealed file")
    head = read_exactly(f, 1 + 1 + 4 + 32 + 1)
    version, aead = head[0], head[1]
    if version != 1 or aead not in (1, 2):
        raise Refused("unsupported version or AEAD")
    segment = int.from_bytes(head[2:6], "big")
    if not MIN_SEGMENT <= segment <= MAX_SEGMENT:
        raise Refused("segment size %d is out of range (%d..%d)" % (segment, MIN_SEGMENT, MAX_SEGMENT))
    salt, count = head[6:38], head[38]
    if count == 0:
        raise Refused("the header has no stanza")
    covered = bytearray(magic + head)
    stanzas = []
    for _ in range(count):
        sh = read_exactly(f, 3)
        body = read_exactly(f, int.from_bytes(sh[1:3], "big"))
        covered += sh + body
        stanzas.append((sh[0], body))
    mac = read_exactly(f, 32)
    return aead, segment, salt, stanzas, bytes(covered), mac


def file_key(stanzas, passphrase, key_file):
    kinds = [kind for kind, _ in stanzas]
    for kind, body in stanzas:
        try:
            if kind == 2 and passphrase is not None:
                if len(stanzas) != 1:
                    continue
                if len(body) != 68:
                    raise Refused("a passphrase stanza is not 68 bytes")
                salt, iterations, wrapped = body[:16], int.from_bytes(body[16:20], "big"), body[20:]
                if not 1 <= iterations <= MAX_ITERATIONS:
                    raise Refused("the passphrase stanza asks for %d PBKDF2 iterations (1..%d are accepted)"
                                  % (iterations, MAX_ITERATIONS))
                kek = PBKDF2HMAC(hashes.SM3(), 16, salt, iterations).derive(passphrase)
                return gcm_open(kek, bytes(12), b"iotseal v1 passphrase", wrapped)
            if kind == 3 and key_file is not None:
                if len(body) != 64:
                    raise Refused("a key-file stanza is not 64 bytes")
                kek = hkdf(body[:16], key_file, b"iotseal v1 key file", 16)
                return gcm_open(kek, bytes(12), b"iotseal v1 key file", body[16:])
        except InvalidTag:
            continue
    if passphrase is not None and 2 in kinds and len(stanzas) != 1:
        raise Refused("a passphrase opens only a file whose one stanza is its passphrase stanza")
    raise Refused("no stanza opens with the passphrase or key file given")


def open_sealed(f, out, passphrase=None, key_file=None):
    """Verifies the file object f and writes each segment to out once its own tag verified."""
    aead, segment, salt, stanzas, covered, mac = read_header(f)
    fk = file_key(stanzas, passphrase, key_file)
    h = hmac.HMAC(hkdf(salt, fk, b"iotseal v1 header mac", 32), hashes.SM3())
    h.update(covered)
    try:
        h.verify(mac)
    except InvalidTag:
        raise Refused("the header was changed")
    okm = hkdf(salt, fk, b"iotseal v1 payload", 23)
    key, prefix = okm[:16], okm[16:]
    full = segment + TAG
    counter = 0
    chunk = f.read(full)
    if not chunk:
        raise Refused("truncated: no segment")
    while True:
        following = f.read(full) if len(chunk) == full else b""
        last = not following
        if last and len(chunk) == TAG and counter > 0:
            raise Refused("segment %d is an empty last segment after a full one" % (counter + 1))
        if counter > 0xFFFFFFFF:
            raise Refused("the file goes on past 2^32 segments")
        nonce = prefix + counter.to_bytes(4, "big") + (b"\x01" if last else b"\x00")
        try:
            plain = gcm_open(key, nonce, None, chunk) if aead == 1 else ccm_open(key, nonce, chunk)
        except InvalidTag:
            raise Refused("segment %d does not verify" % (counter + 1))
        out.write(plain)
        if last:
            return
        chunk, counter = following, counter + 1


USAGE = "usage: iotseal_open.py (--passphrase-file FILE | --key-file FILE) SEALED"


def main(argv):
    passphrase = key_file = None
    args = list(argv)
    try:
        while len(args) > 1:
            opt, value = args.pop(0), args.pop(0)
            with open(value, "rb") as f:
                content = f.read(64 * 1024)
            if opt == "--passphrase-file":
                passphrase = content.splitlines()[0] if content else b""
            elif opt == "--key-file":
                key_file = content
            else:
                print(USAGE, file=sys.stderr)
                return 2
        if len(args) != 1:
            print(USAGE, file=sys.stderr)
            return 2
        # Each segment goes out once it verified, as iotcrypt open does to standard output; a
        # failure exits 1 after the segments before it.
        with open(args[0], "rb") as f:
            open_sealed(f, sys.stdout.buffer, passphrase, key_file)
        sys.stdout.buffer.flush()
    except Refused as e:
        print("iotseal_open.py: " + str(e), file=sys.stderr)
        return 1
    except OSError as e:
        print("iotseal_open.py: %s: %s" % (e.filename or "standard output", e.strerror or e), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("iotseal_open.py: interrupted", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
