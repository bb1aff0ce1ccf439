package org.iotcrypt.hw.power;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.iotcrypt.hw.eda.EdaException;

/**
 * The VCD parser behind {@link VcdActivity}: the header as text tokens (scopes, vars,
 * timescale), the value changes as bytes through a 1 MiB buffer, one pass. Per bit it keeps the
 * value at the end of the previous timestamp and the current one; the bits touched in a
 * timestamp are compared and counted when the next timestamp (or the end of the file) closes it.
 */
final class VcdReader {

    /** Id codes of up to 9 printable characters fit a long in base 95 (Icarus's are 1-4). */
    private static final int MAX_ID = 9;

    private final InputStream in;
    private final String source;
    private final byte[] buf = new byte[1 << 20];
    private int len;
    private int pos;

    private long unitFs = 1000;
    private final Map<String, Integer> slotOfBit = new HashMap<>();
    private final LongIntMap varOfId = new LongIntMap();
    private final List<int[]> vars = new ArrayList<>();
    private long[] toggles = new long[0];
    private byte[] committed;
    private byte[] current;
    private boolean[] dirty;
    private int[] dirtyList;
    private int dirtyCount;
    private byte[] value = new byte[256];
    private TimestampToggles sink;

    /** Told, at the close of each timestamp in the window, how many bits toggled in it. */
    interface TimestampToggles {
        void toggled(long timePs, int bits);
    }

    VcdReader(InputStream in, String source) {
        this.in = in;
        this.source = source;
    }

    /** The slot of each net bit of the scope; aliases (vars sharing an id code) share slots. */
    Map<String, Integer> slotOfBit() {
        return slotOfBit;
    }

    /** Tells {@code sink} each timestamp's toggles as well as counting them per slot. */
    void sink(TimestampToggles sink) {
        this.sink = sink;
    }

    /** The toggles counted per slot. */
    long[] toggles() {
        return toggles;
    }

    /** Reads the declarations through {@code $enddefinitions}. */
    void header(String target) throws IOException {
        List<String> stack = new ArrayList<>();
        int slots = 0;
        boolean scopeSeen = false;
        while (true) {
            String tok = token();
            if (tok == null) {
                throw new EdaException(source + ": no $enddefinitions: not a VCD file");
            }
            switch (tok) {
                case "$enddefinitions":
                    untilEnd();
                    if (!scopeSeen) {
                        throw new EdaException(source + ": no scope " + target + " in the VCD");
                    }
                    toggles = new long[slots];
                    committed = new byte[slots];
                    current = new byte[slots];
                    Arrays.fill(committed, (byte) 2);
                    Arrays.fill(current, (byte) 2);
                    dirty = new boolean[slots];
                    dirtyList = new int[slots];
                    return;
                case "$timescale":
                    unitFs = timescale(String.join("", untilEnd()));
                    break;
                case "$scope":
                    List<String> s = untilEnd();
                    stack.add(s.size() > 1 ? s.get(1) : "");
                    scopeSeen |= String.join(".", stack).equals(target);
                    break;
                case "$upscope":
                    untilEnd();
                    if (!stack.isEmpty()) {
                        stack.remove(stack.size() - 1);
                    }
                    break;
                case "$var":
                    List<String> v = untilEnd();
                    if (String.join(".", stack).equals(target)) {
                        slots = declare(v, slots);
                    }
                    break;
                default:
                    if (tok.startsWith("$")) {
                        untilEnd();
                    } else {
                        throw new EdaException(source + ": unexpected '" + tok + "' in the VCD header");
                    }
            }
        }
    }

    /** {@code $var wire 8 ; d [7:0] $end}: allocates slots for a var's bits, or shares an alias's. */
    private int declare(List<String> v, int slots) {
        if (v.size() < 4) {
            throw new EdaException(source + ": ill-formed $var " + v);
        }
        String type = v.get(0);
        if (type.equals("real") || type.equals("realtime") || type.equals("event") || type.equals("string")) {
            return slots;
        }
        int width = integer(v.get(1), v);
        if (width < 1 || width > 1 << 20) {
            throw new EdaException(source + ": $var " + String.join(" ", v) + " has an impossible width");
        }
        String id = v.get(2);
        String ref = v.get(3);
        String range = v.size() > 4 ? v.get(4) : null;
        if (range == null && !ref.startsWith("\\") && ref.endsWith("]") && ref.indexOf('[') > 0) {
            range = ref.substring(ref.indexOf('['));
            ref = ref.substring(0, ref.indexOf('['));
        }
        if (ref.startsWith("\\")) {
            ref = ref.substring(1);
        }
        Integer known = lookupId(id);
        int first;
        if (known == null) {
            first = slots;
            slots += width;
            putId(id, vars.size());
            vars.add(new int[] {first, width});
        } else {
            int[] var = vars.get(known);
            if (var[1] != width) {
                throw new EdaException(source + ": id " + id + " declared with widths " + var[1] + " and " + width);
            }
            first = var[0];
        }
        int msb = width - 1;
        int lsb = 0;
        if (range != null) {
            if (range.length() < 3 || range.charAt(0) != '[' || range.charAt(range.length() - 1) != ']') {
                // found by fuzzing: a lone "]" here ended in StringIndexOutOfBoundsException
                throw new EdaException(source + ": ill-formed $var " + String.join(" ", v) + " (range " + range + ")");
            }
            String r = range.substring(1, range.length() - 1);
            int colon = r.indexOf(':');
            msb = integer(r.substring(0, colon < 0 ? r.length() : colon).trim(), v);
            lsb = colon < 0 ? msb : integer(r.substring(colon + 1).trim(), v);
            if (Math.abs((long) msb - lsb) + 1 != width) {
                throw new EdaException(source + ": $var " + ref + " " + range + " has width " + width);
            }
        }
        for (int i = 0; i < width; i++) {
            String name = range == null && width == 1 ? ref : ref + "[" + (msb >= lsb ? msb - i : msb + i) + "]";
            slotOfBit.put(name, first + i);
        }
        return slots;
    }

    private int integer(String text, List<String> var) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new EdaException(source + ": ill-formed $var " + String.join(" ", var), e);
        }
    }

    /** Reads the value changes; returns the dump's last timestamp read, in ps. */
    long body(long fromPs, long toPs) throws IOException {
        long fromFs = fromPs > Long.MAX_VALUE / 1000 ? Long.MAX_VALUE : fromPs * 1000;
        long toFs = toPs > Long.MAX_VALUE / 1000 ? Long.MAX_VALUE : toPs * 1000;
        long nowFs = 0;
        boolean baseline = false;
        while (true) {
            int c = read();
            switch (c) {
                case -1:
                    flush(nowFs >= fromFs && nowFs < toFs, nowFs);
                    return nowFs / 1000;
                case ' ', '\t', '\n', '\r':
                    break;
                case '#':
                    long t = timestampFs(number());
                    if (t < nowFs) {
                        throw new EdaException(source + ": time goes back from " + nowFs / 1000 + " to "
                                + t / 1000 + " ps");
                    }
                    // A repeated timestamp continues the same time step: nothing to close yet.
                    if (t > nowFs) {
                        flush(nowFs >= fromFs && nowFs < toFs, nowFs);
                        nowFs = t;
                        if (nowFs >= toFs) {
                            return nowFs / 1000;
                        }
                    }
                    break;
                case '0', '1', 'x', 'X', 'z', 'Z':
                    value[0] = (byte) c;
                    change(1, baseline);
                    break;
                case 'b', 'B':
                    int n = valueChars();
                    change(n, baseline);
                    break;
                case 'r', 'R', 's', 'S':
                    valueChars();
                    skipWord();
                    break;
                case '$':
                    String kw = "$" + word();
                    switch (kw) {
                        case "$dumpvars", "$dumpon", "$dumpoff" -> baseline = true;
                        case "$end", "$dumpall" -> baseline = false;
                        case "$comment" -> untilEnd();
                        default -> throw new EdaException(source + ": unexpected " + kw + " in the value changes");
                    }
                    break;
                default:
                    throw new EdaException(source + ": unexpected character '" + (char) c + "' in the value changes");
            }
        }
    }

    /** Reads the id code after a value and applies the {@code n} value characters in {@link #value}. */
    private void change(int n, boolean baseline) throws IOException {
        int var = idToVar();
        if (var < 0) {
            return;
        }
        int first = vars.get(var)[0];
        int width = vars.get(var)[1];
        int pad = width - n;
        byte lead = code(value[0]);
        byte padCode = lead == 1 ? 0 : lead;
        for (int i = 0; i < width; i++) {
            byte b = i < pad ? padCode : code(value[i - pad]);
            int slot = first + i;
            if (baseline) {
                committed[slot] = b;
                current[slot] = b;
            } else if (current[slot] != b) {
                current[slot] = b;
                if (!dirty[slot]) {
                    dirty[slot] = true;
                    dirtyList[dirtyCount++] = slot;
                }
            }
        }
    }

    /** Ends a timestamp: each touched bit's net change since the previous one counts if 0/1 and in the window. */
    private void flush(boolean inWindow, long nowFs) {
        int counted = 0;
        for (int k = 0; k < dirtyCount; k++) {
            int slot = dirtyList[k];
            byte from = committed[slot];
            byte to = current[slot];
            if (inWindow && from != to && from <= 1 && to <= 1) {
                toggles[slot]++;
                counted++;
            }
            committed[slot] = to;
            dirty[slot] = false;
        }
        dirtyCount = 0;
        if (sink != null && counted > 0) {
            sink.toggled(nowFs / 1000, counted);
        }
    }

    private static byte code(byte c) {
        switch (c) {
            case '0':
                return 0;
            case '1':
                return 1;
            case 'z', 'Z':
                return 3;
            default:
                return 2;
        }
    }

    /** The id code following a value: its var index, or -1 if it is not a var of the scope. */
    private int idToVar() throws IOException {
        int c = read();
        while (c == ' ' || c == '\t') {
            c = read();
        }
        long key = 0;
        int n = 0;
        while (c > ' ') {
            key = key * 95 + (c - 32);
            n++;
            c = read();
        }
        if (n == 0) {
            throw new EdaException(source + ": a value change without an id code");
        }
        if (n > MAX_ID) {
            throw new EdaException(source + ": id codes longer than " + MAX_ID + " characters are not supported");
        }
        return varOfId.get(key);
    }

    private Integer lookupId(String id) {
        int v = varOfId.get(idKey(id));
        return v < 0 ? null : v;
    }

    private void putId(String id, int var) {
        varOfId.put(idKey(id), var);
    }

    private long idKey(String id) {
        if (id.length() > MAX_ID) {
            throw new EdaException(source + ": id code " + id + " longer than " + MAX_ID + " characters");
        }
        long key = 0;
        for (int i = 0; i < id.length(); i++) {
            key = key * 95 + (id.charAt(i) - 32);
        }
        return key;
    }

    /** Reads value characters (after b/r/s) into {@link #value}; returns how many. */
    private int valueChars() throws IOException {
        int n = 0;
        int c = read();
        while (c > ' ') {
            if (n == value.length) {
                value = Arrays.copyOf(value, n * 2);
            }
            value[n++] = (byte) c;
            c = read();
        }
        if (n == 0) {
            throw new EdaException(source + ": an empty vector value");
        }
        return n;
    }

    private void skipWord() throws IOException {
        int c = read();
        while (c == ' ' || c == '\t') {
            c = read();
        }
        while (c > ' ') {
            c = read();
        }
    }

    /** A time in femtoseconds; one beyond a long (found by fuzzing) is an ill-formed dump, not an ArithmeticException. */
    private long timestampFs(long units) {
        try {
            return Math.multiplyExact(units, unitFs);
        } catch (ArithmeticException e) {
            throw new EdaException(source + ": timestamp #" + units + " is beyond what a VCD of this tool can hold", e);
        }
    }

    private long number() throws IOException {
        long v = 0;
        int c = read();
        if (c < '0' || c > '9') {
            throw new EdaException(source + ": '#' without a time");
        }
        try {
            while (c >= '0' && c <= '9') {
                v = Math.addExact(Math.multiplyExact(v, 10), c - '0');
                c = read();
            }
        } catch (ArithmeticException e) {
            throw new EdaException(source + ": a timestamp beyond 2^63", e);
        }
        return v;
    }

    private String word() throws IOException {
        StringBuilder sb = new StringBuilder();
        int c = read();
        while (c > ' ') {
            sb.append((char) c);
            c = read();
        }
        return sb.toString();
    }

    /** Whitespace-separated token, or null at the end of the file. */
    private String token() throws IOException {
        int c = read();
        while (c >= 0 && c <= ' ') {
            c = read();
        }
        if (c < 0) {
            return null;
        }
        StringBuilder sb = new StringBuilder();
        while (c > ' ') {
            sb.append((char) c);
            c = read();
        }
        return sb.toString();
    }

    /** The tokens up to {@code $end}, which is consumed. */
    private List<String> untilEnd() throws IOException {
        List<String> out = new ArrayList<>();
        while (true) {
            String t = token();
            if (t == null) {
                throw new EdaException(source + ": a VCD command without its $end");
            }
            if (t.equals("$end")) {
                return out;
            }
            out.add(t);
        }
    }

    /**
     * {@code 10ps}, {@code 1 ns}: the unit in femtoseconds. IEEE 1364 allows the factors 1, 10 and
     * 100 only (fuzzing found a 90-digit factor, which overflowed the parser).
     */
    private long timescale(String text) {
        int i = 0;
        while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
        }
        String factor = text.substring(0, i);
        if (!factor.equals("1") && !factor.equals("10") && !factor.equals("100")) {
            throw new EdaException(source + ": unreadable $timescale " + text + " (the factor must be 1, 10 or 100)");
        }
        long mult = Long.parseLong(factor);
        long fs = switch (text.substring(i)) {
            case "s" -> 1_000_000_000_000_000L;
            case "ms" -> 1_000_000_000_000L;
            case "us" -> 1_000_000_000L;
            case "ns" -> 1_000_000L;
            case "ps" -> 1_000L;
            case "fs" -> 1L;
            default -> throw new EdaException(source + ": unknown $timescale unit in " + text);
        };
        return mult * fs;
    }

    private int read() throws IOException {
        if (pos == len) {
            len = in.read(buf, 0, buf.length);
            pos = 0;
            if (len <= 0) {
                len = 0;
                return -1;
            }
        }
        return buf[pos++] & 0xff;
    }
}
