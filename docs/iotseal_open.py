#!/usr/bin/env python3
"""An independent decoder of iotcrypt sealed files, format version 1 (docs/sealed-format.md).

Written from the format description alone, on pyca/cryptography (SM3, HMAC, HKDF, PBKDF2,
SM4-GCM, and SM4-ECB under a CCM written here from RFC 3610), so that the Java implementation is
checked against something that shares none of its code. It opens passphrase and key-file
stanzas (pyca has no SM2 encryption), checks the header MAC and every segment's tag and flag,
and writes the plaintext to stdout only after the whole file verified.

    iotseal_open.py (--passphrase-file FILE | --key-file FILE) SEALED > PLAIN

Exit 0 on success; 1 with a one-line reason on stderr otherwise.
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


def read_header(data):
    if not data.startswith(MAGIC):
        raise Refused("not a sealed file")
    pos = len(MAGIC)
    if len(data) < pos + 1 + 1 + 4 + 32 + 1:
        raise Refused("the header is cut short")
    version, aead = data[pos], data[pos + 1]
    if version != 1 or aead not in (1, 2):
        raise Refused("unsupported version or AEAD")
    segment = int.from_bytes(data[pos + 2:pos + 6], "big")
    salt = data[pos + 6:pos + 38]
    count = data[pos + 38]
    pos += 39
    stanzas = []
    for _ in range(count):
        kind, length = data[pos], int.from_bytes(data[pos + 1:pos + 3], "big")
        stanzas.append((kind, data[pos + 3:pos + 3 + length]))
        pos += 3 + length
    covered, mac = data[:pos], data[pos:pos + 32]
    if len(mac) != 32:
        raise Refused("the header is cut short")
    return aead, segment, salt, stanzas, covered, mac, pos + 32


def file_key(stanzas, passphrase, key_file):
    for kind, body in stanzas:
        try:
            if kind == 2 and passphrase is not None:
                salt, iterations, wrapped = body[:16], int.from_bytes(body[16:20], "big"), body[20:]
                kek = PBKDF2HMAC(hashes.SM3(), 16, salt, iterations).derive(passphrase)
                return gcm_open(kek, bytes(12), b"iotseal v1 passphrase", wrapped)
            if kind == 3 and key_file is not None:
                kek = hkdf(body[:16], key_file, b"iotseal v1 key file", 16)
                return gcm_open(kek, bytes(12), b"iotseal v1 key file", body[16:])
        except InvalidTag:
            continue
    raise Refused("no stanza opens with the passphrase or key file given")


def open_sealed(data, passphrase=None, key_file=None):
    aead, segment, salt, stanzas, covered, mac, pos = read_header(data)
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
    out = bytearray()
    counter = 0
    if pos == len(data):
        raise Refused("truncated: no segment")
    while pos < len(data):
        chunk = data[pos:pos + full]
        last = pos + len(chunk) == len(data)
        nonce = prefix + counter.to_bytes(4, "big") + (b"\x01" if last else b"\x00")
        try:
            out += gcm_open(key, nonce, None, chunk) if aead == 1 else ccm_open(key, nonce, chunk)
        except InvalidTag:
            raise Refused("segment %d does not verify" % (counter + 1))
        pos += len(chunk)
        counter += 1
    return bytes(out)


def main(argv):
    passphrase = key_file = None
    args = list(argv)
    while len(args) > 1:
        opt, value = args.pop(0), args.pop(0)
        with open(value, "rb") as f:
            content = f.read()
        if opt == "--passphrase-file":
            passphrase = content.splitlines()[0] if content else b""
        elif opt == "--key-file":
            key_file = content
        else:
            print("usage: iotseal_open.py (--passphrase-file FILE | --key-file FILE) SEALED", file=sys.stderr)
            return 2
    if len(args) != 1:
        print("usage: iotseal_open.py (--passphrase-file FILE | --key-file FILE) SEALED", file=sys.stderr)
        return 2
    with open(args[0], "rb") as f:
        data = f.read()
    try:
        plain = open_sealed(data, passphrase, key_file)
    except Refused as e:
        print("iotseal_open.py: " + str(e), file=sys.stderr)
        return 1
    sys.stdout.buffer.write(plain)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
