#!/usr/bin/env python3
# Writes the SM4 S-box circuit of sm4-sbox-circuit.txt (the one source of it) into
#   core/src/main/java/org/iotcrypt/sm4/Sm4BitslicedRounds.java  (between its "Generated" markers)
#   vector/src/main/java/org/iotcrypt/vector/Sm4VectorRounds.java (the same gates on IntVectors)
#   hw/rtl/sm4/sbox_cfa.v                                       (through hw/rtl/sm4/gen_sbox_rtl.py)
# after checking S(x) = S'(x ^ A^-1*c) ^ c against GB/T 32907-2016's table
# (vectors/src/main/resources/vectors/gbt32907-sm4-sbox.txt) for all 256 inputs.
# With --check it writes nothing and exits 1 if either file differs from what it would write
# (core's Sm4SboxCircuitTest runs that in every build).
# Run from anywhere: python3 tools/sm4-sbox/gen_circuit.py [--check]
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, '..', '..'))
LIST = os.path.join(HERE, 'sm4-sbox-circuit.txt')
JAVA = os.path.join(ROOT, 'core', 'src', 'main', 'java', 'org', 'iotcrypt', 'sm4', 'Sm4BitslicedRounds.java')
VECTOR_JAVA = os.path.join(ROOT, 'vector', 'src', 'main', 'java', 'org', 'iotcrypt', 'vector', 'Sm4VectorRounds.java')
BEGIN = '        // Generated from tools/sm4-sbox/sm4-sbox-circuit.txt by tools/sm4-sbox/gen_circuit.py: edit the list, not these lines.'
END = '        // End of the generated circuit.'


def read_list():
    """The circuit as (notes and statements in order, gates, outputs): gates (v, a, op, b), outputs b0..b7."""
    items, gates, outs = [], [], {}
    for line in open(LIST):
        line = line.rstrip('\n')
        if line.startswith('## ') or line == '##':
            items.append(('note', line[3:]))
        elif line.startswith('#') or not line.strip():
            continue
        else:
            m = re.fullmatch(r'(t\d+) = ([tx]\d+) ([&^]) ([tx]\d+)', line)
            if m:
                gates.append(m.groups())
                items.append(('gate', m.groups()))
                continue
            m = re.fullmatch(r'(b\d) = (t\d+)', line)
            if not m:
                sys.exit('%s: cannot read %r' % (LIST, line))
            outs[m.group(1)] = m.group(2)
            items.append(('out', m.groups()))
    return items, gates, [outs['b%d' % r] for r in range(8)]


def long_gate(t, a, op, b):
    return 'long %s = %s %s %s;' % (t, a, op, b)


def vector_gate(t, a, op, b):
    return 'IntVector %s = %s.%s;' % (t, a, 'lanewise(XOR, %s)' % b if op == '^' else 'and(%s)' % b)


def java_region(items, gate, kind_name, notes):
    lines = [BEGIN]
    for kind, v in items:
        if kind == 'note' and notes:
            lines.append('        //' + (' ' + v if v else ''))
        elif kind == 'gate':
            lines.append('        ' + gate(*v))
        elif kind == 'out':
            lines.append('        %s %s = %s;' % (kind_name, v[0], v[1]))
    lines.append(END)
    return lines


def java_text(path, region):
    src = open(path).read().split('\n')
    start, end = src.index(BEGIN), src.index(END)
    return '\n'.join(src[:start] + region + src[end + 1:])


def main():
    check = '--check' in sys.argv[1:]
    sys.path.insert(0, os.path.join(ROOT, 'hw', 'rtl', 'sm4'))
    import gen_sbox_rtl as rtl
    items, gates, outs = read_list()
    table = rtl.sbox_from_table_file()
    k = rtl.a_inverse_of_c()
    for x in range(256):
        if rtl.eval_circuit(gates, outs, x ^ k) ^ rtl.C != table[x]:
            sys.exit('the circuit disagrees with GB/T 32907 at x = %02x' % x)
    outputs = {JAVA: java_text(JAVA, java_region(items, long_gate, 'long', True)),
               # The vector copy carries no notes: they are the long engine's, which it points to.
               VECTOR_JAVA: java_text(VECTOR_JAVA, java_region(items, vector_gate, 'IntVector', False)),
               os.path.join(rtl.HERE, 'sbox_cfa.v'): rtl.cfa_rtl(gates, outs, k)}
    stale = [p for p, text in outputs.items() if open(p).read() != text]
    if check:
        for p in stale:
            print('out of date with %s: %s' % (os.path.relpath(LIST, ROOT), os.path.relpath(p, ROOT)))
        sys.exit(1 if stale else 0)
    for p, text in outputs.items():
        with open(p, 'w') as f:
            f.write(text)
    print('%d gates checked on all 256 inputs; wrote %s' % (len(gates), ', '.join(os.path.relpath(p, ROOT) for p in outputs)))


if __name__ == '__main__':
    main()
